// The web builds turn react-router's developer warnings off, as the package's own production build does
// (packages/web/reactRouterProduction.ts). These checks fail if the rewrite stops matching the package.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRouterChunks, withoutDevWarnings } from '../../packages/web/reactRouterProduction';

const root = new URL('../../', import.meta.url).pathname;

describe("react-router without its developer warnings (web builds)", () => {
  it('turns the flag off in the one chunk that declares it, and changes nothing else', () => {
    const chunks = readRouterChunks();
    const declaring = chunks.filter(({ code }) => /\bvar ENABLE_DEV_WARNINGS\b/.test(code));
    expect(declaring).toHaveLength(1);
    const [{ code }] = declaring as [{ code: string }];
    const rewritten = withoutDevWarnings(code);
    expect(rewritten).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(rewritten).not.toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(rewritten.length).toBe(code.length + 1);
    for (const other of chunks.filter((chunk) => !declaring.includes(chunk))) expect(withoutDevWarnings(other.code)).toBe(other.code);
  });

  it('fails loudly on a declaration it does not know', () => {
    expect(() => withoutDevWarnings('var ENABLE_DEV_WARNINGS = process.env.NODE_ENV !== "production";')).toThrow(/reactRouterProduction/);
    expect(withoutDevWarnings('import { ENABLE_DEV_WARNINGS } from "./chunk.mjs";')).toBe('import { ENABLE_DEV_WARNINGS } from "./chunk.mjs";');
  });

  it('is used by the browser build and the server renderer alike, so both draw the same markup', () => {
    for (const config of ['vite.config.ts', 'vite.ssr.config.ts']) {
      expect(readFileSync(`${root}packages/web/${config}`, 'utf8')).toMatch(/reactRouterWithoutDevWarnings\(\)/);
    }
  });
});
