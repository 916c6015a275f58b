// The ui sheet imports Radix's tokens with only the colour palettes the product names (styles.css), and the web build
// drops the component rules of Radix parts nobody renders (packages/web/radixCss.ts). A palette named in ui or web code
// (a `color` prop, a colour map) but not imported, or a component imported but dropped, would render without its
// styles: these checks read the shipped sources and fail first.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dropUnusedRadix, namesUnusedResponsive, needsDarkAppearance, responsiveInUse, stylesOnlyUnused, unusedRadixParts } from '../../packages/web/radixCss';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const palettes = 'tomato red ruby crimson pink plum purple violet iris indigo blue cyan teal jade green grass brown orange sky mint lime yellow amber gold bronze gray mauve slate sage olive sand'.split(' ');

/** Source files of a package (stories and tests left out: a story's data is not a colour). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(at);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [at] : [];
  });
}

/** The shipped ui and web sources, read once: what every check below reads. */
const product = ['packages/ui/src', 'packages/web/src'].flatMap((dir) => sources(path.join(root, dir))).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('Radix colour palettes', () => {
  const sheet = readFileSync(path.join(root, 'packages/ui/src/styles.css'), 'utf8');
  const imported = new Set([...sheet.matchAll(/@import '@radix-ui\/themes\/tokens\/colors\/([a-z]+)\.css'/g)].map((m) => m[1]!));
  const named = new Set(product.flatMap(({ text }) => [...text.matchAll(/['"]([a-z]+)['"]/g)].map((m) => m[1]!).filter((word) => palettes.includes(word))));

  it('does not ship the stock sheet with every palette', () => {
    expect(sheet).not.toContain("@radix-ui/themes/styles.css");
    expect(sheet).toContain("@import '@radix-ui/themes/tokens/base.css'");
  });

  it('imports every palette the product names, and only those', () => {
    expect(named.size).toBeGreaterThan(3);
    expect([...named].filter((p) => !imported.has(p))).toEqual([]);
    expect([...imported].filter((p) => !named.has(p))).toEqual([]);
  });
});

describe('Radix component rules dropped from the web build', () => {
  const imported = new Set(
    product.flatMap(({ text }) =>
      [...text.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@radix-ui\/themes'/g)].flatMap((m) =>
        m[1]!.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!).filter(Boolean),
      ),
    ),
  );

  it('drops no component ui or web imports', () => {
    expect(imported.has('Button')).toBe(true);
    expect([...imported].filter((name) => unusedRadixParts.some((part) => name.startsWith(part)))).toEqual([]);
  });

  it('drops no class the imported components render, their inner parts included', () => {
    const esm = path.join(root, 'packages/ui/node_modules/@radix-ui/themes/dist/esm/components');
    const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
    const seen = new Set<string>();
    const classes = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/rt-([A-Z][A-Za-z]*)/g)) classes.add(m[1]!);
      for (const m of code.matchAll(/from\s*"(\.[^"]+\.js)"/g)) visit(path.resolve(path.dirname(file), m[1]!));
    };
    for (const name of imported) {
      const file = path.join(esm, `${kebab(name)}.js`);
      if (name !== 'Theme' && name !== 'VisuallyHidden') visit(file);
    }
    expect(classes.has('SelectTrigger')).toBe(true);
    expect([...classes].filter((c) => unusedRadixParts.some((part) => c.startsWith(part)))).toEqual([]);
  });

  it('drops a rule only when every Radix part it names is unused', () => {
    expect(stylesOnlyUnused('.rt-Inset:where(.rt-r-side-all)')).toBe(true);
    expect(stylesOnlyUnused('.rt-TooltipContent')).toBe(true);
    expect(stylesOnlyUnused('.rt-Code:where(.rt-Link)')).toBe(true);
    expect(stylesOnlyUnused('.rt-Checkbox')).toBe(false);
    expect(stylesOnlyUnused('.rt-CheckboxCardsRoot')).toBe(true);
    expect(stylesOnlyUnused('.rt-Card:where(.rt-Inset)')).toBe(false);
    expect(stylesOnlyUnused('.rt-r-size-2')).toBe(false);
    expect(stylesOnlyUnused('.radix-themes')).toBe(false);
  });
});

describe('Radix responsive rules dropped from the web build (all but the props given values per breakpoint)', () => {
  it('no ui or web code gives any other prop a value per breakpoint', () => {
    const lines = product.flatMap(({ file, text }) => text.split('\n').map((line) => `${path.relative(root, file)}: ${line.trim()}`));
    const perBreakpoint = lines.filter((line) => /\b(?:xs|sm|md|lg|xl)\s*:/.test(line));
    // The check has something to check: the product does give per-breakpoint values.
    expect(perBreakpoint.length).toBeGreaterThan(3);
    const kept = new RegExp(`\\b(?:${Object.keys(responsiveInUse.props).join('|')})=\\{\\{\\s*initial:`);
    expect(perBreakpoint.filter((line) => !kept.test(line))).toEqual([]);
    const named = new Set(perBreakpoint.flatMap((line) => [...line.matchAll(/\b(xs|sm|md|lg|xl)\s*:/g)].map((m) => m[1]!)));
    expect([...named].filter((breakpoint) => !(responsiveInUse.breakpoints as readonly string[]).includes(breakpoint))).toEqual([]);
  });

  it('no ui or web code asks for the dark appearance, whose rules are dropped', () => {
    const asking = product.filter(({ text }) => /\bappearance\s*[=:]|['"`](?:[\w-]+ )*dark(?:-theme)?(?: [\w-]+)*['"`]/.test(text)).map(({ file }) => file);
    expect(asking).toEqual([]);
    expect(readFileSync(path.join(root, 'packages/web/index.html'), 'utf8')).not.toMatch(/\bdark\b/);
    expect(needsDarkAppearance(':is(.dark,.dark-theme) :where(.radix-themes:not(.light,.light-theme))')).toBe(true);
    expect(needsDarkAppearance('.dark-theme')).toBe(true);
    expect(needsDarkAppearance('.radix-themes:not(.dark)')).toBe(false);
    expect(needsDarkAppearance('.rt-Button.darkish, .cs-dark-header')).toBe(false);
  });

  it('drops the selectors that need a breakpoint class of another prop, and keeps the rest of their rules', () => {
    expect(namesUnusedResponsive('.lg\\:rt-r-m-2')).toBe(true);
    expect(namesUnusedResponsive('.rt-Button:where(.md\\:rt-r-size-2)')).toBe(true);
    expect(namesUnusedResponsive('.sm\\:rt-r-gtc-2')).toBe(false);
    expect(namesUnusedResponsive('.xl\\:rt-r-gtc-2')).toBe(true);
    expect(namesUnusedResponsive('.md\\:-rt-r-m-1')).toBe(true);
    expect(namesUnusedResponsive('.rt-DataListRoot:where(.xs\\:rt-r-orientation-horizontal)')).toBe(false);
    expect(namesUnusedResponsive('.rt-r-m-2')).toBe(false);
    expect(namesUnusedResponsive('.rt-Button:where(.rt-r-size-2)')).toBe(false);
    const rules = [
      { selector: '.lg\\:rt-r-m-2', selectors: ['.lg\\:rt-r-m-2'], removed: false },
      { selector: '.sm\\:rt-r-gtc-1, .sm\\:rt-r-p-1', selectors: ['.sm\\:rt-r-gtc-1', '.sm\\:rt-r-p-1'], removed: false },
      { selector: '.rt-Button', selectors: ['.rt-Button'], removed: false },
    ].map((rule) => Object.assign(rule, { remove: () => (rule.removed = true) }));
    dropUnusedRadix().OnceExit({ walkRules: (visit) => rules.forEach(visit), walkAtRules: () => undefined });
    expect(rules.map((r) => r.removed)).toEqual([true, false, false]);
    expect(rules[1]!.selectors).toEqual(['.sm\\:rt-r-gtc-1']);
  });
});
