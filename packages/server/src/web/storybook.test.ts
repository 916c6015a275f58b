import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, testAppBudget, type TestApp } from '../../test/testApp';
import { inlineScriptHashes } from './storybook';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const inlineConfig = "window['CONFIG_TYPE'] = 'PRODUCTION';";
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

// A stand-in for storybook-static/: the tests never build Storybook.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'courtside-storybook-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Storybook</title><div id="root"></div><script>${inlineConfig}</script><script type="module" src="./sb-manager/runtime.js"></script>`);
  writeFileSync(join(dir, 'iframe.html'), '<!doctype html><div id="storybook-root"></div><script>window.IFRAME = 1;</script>');
  writeFileSync(join(dir, 'assets', 'iframe-abc123.js'), 'export {}');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.request(hosts.riverside, { method: 'GET', url, headers });

describe('the published Storybook at /storybook/', () => {
  describe('off (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ storybookDir: null });
    });
    afterAll(() => t.close());

    it('is not served: 404', async () => {
      for (const url of ['/storybook/', '/storybook/index.html', '/storybook/assets/iframe-abc123.js']) {
        const res = await get(t, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain(inlineConfig);
      }
    });
  });

  describe('on (STORYBOOK=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ storybookDir: dir });
    });
    afterAll(() => t.close());

    it('serves the catalogue’s index.html, revalidated', async () => {
      const res = await get(t, '/storybook/', html);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(inlineConfig);
    });

    it('redirects /storybook to the folder, whose links are relative', async () => {
      const res = await get(t, '/storybook', html);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/storybook/');
    });

    it('serves the preview frame and the assets', async () => {
      expect((await get(t, '/storybook/iframe.html', html)).body).toContain('storybook-root');
      const asset = await get(t, '/storybook/assets/iframe-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    });

    it('allows the build’s own inline scripts by hash, and nothing else inline or eval', async () => {
      const policy = String((await get(t, '/storybook/', html)).headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' ${hashOf(inlineConfig)} ${hashOf('window.IFRAME = 1;')};`);
      expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      const res = await get(t, '/storybook/assets/iframe-abc123.js');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('leaves the app’s pages and API with the app’s policy', async () => {
      for (const url of ['/api/client', '/api/nope']) {
        const policy = String((await get(t, url)).headers['content-security-policy']);
        expect(policy, url).toContain("script-src 'self';");
        expect(policy, url).not.toContain('sha256-');
      }
    });

    it('answers 404 for a file the build does not have', async () => {
      expect((await get(t, '/storybook/nope.js', { accept: '*/*' })).statusCode).toBe(404);
    });
  });

  it('is not served when STORYBOOK=1 names a folder with no build', { timeout: testAppBudget }, async () => {
    const t = await createTestApp({ storybookDir: join(dir, 'not-built') });
    try {
      expect((await get(t, '/storybook/')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, as the browser does (their exact text)', () => {
    const page = '<script>a()</script><script type="module" src="./x.js"></script><script type="module">\n  b()\n</script>';
    expect(inlineScriptHashes(page)).toEqual([hashOf('a()'), hashOf('\n  b()\n')]);
  });
});
