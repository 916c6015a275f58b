// The web build gives Radix Themes' root Theme a tooltip provider that only renders its children
// (packages/web/radixThemeRoot.ts), so Radix's tooltip, popper and floating-ui stay off the first load. These checks
// fail if the rewrite stops matching the package, or if the product starts using a Radix tooltip, which would then have
// no provider.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readThemeSource, withoutTooltipProvider } from '../../packages/web/radixThemeRoot';

const root = new URL('../../', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('Radix Themes root without the tooltip provider (web build)', () => {
  it("rewrites the package's theme.js: no tooltip import left, the other imports kept", () => {
    const source = readThemeSource();
    expect(source).toMatch(/Tooltip as \w+/);
    const rewritten = withoutTooltipProvider(source);
    expect(rewritten).not.toMatch(/Tooltip/);
    expect(rewritten).toMatch(/import\{Direction as \w+,Slot as \w+\}from"radix-ui";const \w+=\{Provider:/);
    expect(rewritten.length).toBeLessThan(source.length + 60);
  });

  it('keeps whatever else the import names, in any order, and fails loudly on a shape it does not know', () => {
    expect(withoutTooltipProvider('import{Tooltip as w,Slot as D}from"radix-ui";x')).toBe(
      'import{Slot as D}from"radix-ui";const w={Provider:(props)=>props.children};x',
    );
    expect(() => withoutTooltipProvider('import{Tooltip}from"radix-ui";')).toThrow(/radixThemeRoot/);
  });

  it('stands in with a provider that renders its children as they are', () => {
    const rewritten = withoutTooltipProvider('import{Tooltip as w}from"radix-ui";');
    const provider = new Function(`${rewritten.replace(/^import\{\}from"radix-ui";/, '')}\nreturn w.Provider;`)() as (props: { children: unknown }) => unknown;
    const child = { type: 'div' };
    expect(provider({ children: child })).toBe(child);
  });

  it('is used by the web build, and no product code shows a Radix tooltip', () => {
    expect(readFileSync(join(root, 'packages/web/vite.config.ts'), 'utf8')).toMatch(/radixThemeWithoutTooltips\(\)/);
    const files = ['packages/ui/src', 'packages/web/src'].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const radixImport = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"](@radix-ui\/themes|radix-ui|@radix-ui\/react-tooltip)['"]/g;
    const offenders = files.filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(radixImport)].some(([, names]) => /\bTooltip\b/.test(names ?? '')),
    );
    expect(offenders).toEqual([]);
  });
});
