// The web build drops the texts of i18next's debug-only log calls (packages/web/i18nextProduction.ts). These checks
// fail if the rewrite stops matching the package, or if the app turned i18next's debug on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutDebugLogTexts } from '../../packages/web/i18nextProduction';

const root = new URL('../../', import.meta.url).pathname;
const web = createRequire(`${root}packages/web/package.json`);
// The ES module the build bundles, beside the CommonJS one Node resolves.
const i18nextModule = readFileSync(web.resolve('i18next').replace(/dist\/cjs\/i18next\.js$/, 'dist/esm/i18next.js'), 'utf8');

describe("i18next without its debug-only log texts (web build)", () => {
  it('leaves every log, warn and deprecate call of the logger without its arguments, and keeps the errors', () => {
    const rewritten = withoutDebugLogTexts(i18nextModule);
    expect(() => parseAst(rewritten)).not.toThrow();
    expect(rewritten).not.toMatch(/\.logger\.(?:log|warn|deprecate)\([^)]/);
    expect(rewritten).toMatch(/\.logger\.warn\(\)/);
    expect(rewritten).not.toContain('This means something IS WRONG in your setup');
    const errors = (code: string) => code.match(/\.logger\.error\([^)]/g)?.length ?? 0;
    expect(errors(rewritten)).toBe(errors(i18nextModule));
    expect(errors(rewritten)).toBeGreaterThan(0);
    expect(rewritten.length).toBeLessThan(i18nextModule.length - 2000);
  });

  it('fails loudly when the logger no longer prints those only with debug', () => {
    const printsAlways = i18nextModule.replace('if (debugOnly && !this.debug) return null;', '');
    expect(() => withoutDebugLogTexts(printsAlways)).toThrow(/i18nextProduction/);
    const warnAlways = i18nextModule.replace("return this.forward(args, 'warn', '', true);", "return this.forward(args, 'warn', '');");
    expect(() => withoutDebugLogTexts(warnAlways)).toThrow(/i18nextProduction/);
  });

  it('is the browser build’s, and the app never turns i18next’s debug on', () => {
    expect(readFileSync(`${root}packages/web/vite.config.ts`, 'utf8')).toMatch(/i18nextWithoutDebugLogTexts\(\)/);
    expect(readFileSync(`${root}packages/web/src/app/i18n.ts`, 'utf8')).not.toMatch(/\bdebug\s*:/);
  });
});
