// A lighter first load: Radix Themes' root `Theme` wraps the app in Radix's tooltip provider, so the first load carried
// the tooltip, popper and floating-ui code (~9 KB gzip) though the product shows no Radix tooltip. In the web app's
// build this plugin gives the root a provider that only renders its children. `tests/lint/radixThemeRoot.test.ts` fails
// when product code imports Radix's Tooltip (it would need the real provider), and the build fails when the package's
// file no longer has the shape rewritten here. Storybook, tests and the dev server keep the package as is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const themeFile = /@radix-ui\/themes\/dist\/esm\/components\/theme\.js$/;
const tooltipImport = /import\{([^}]*?),?\bTooltip as (\w+)([^}]*)\}from"radix-ui";/;

/** The root Theme's module with a children-only stand-in for Radix's tooltip provider. */
export function withoutTooltipProvider(code: string): string {
  const found = tooltipImport.exec(code);
  if (!found) throw new Error('@radix-ui/themes: theme.js no longer imports Tooltip as expected (packages/web/radixThemeRoot.ts)');
  const [whole, before = '', local = '', after = ''] = found;
  const kept = [before, after.replace(/^,/, '')].filter(Boolean).join(',');
  return code.replace(whole, `import{${kept}}from"radix-ui";const ${local}={Provider:(props)=>props.children};`);
}

/** The package's theme.js, as the ui package resolves it. */
export function readThemeSource(): string {
  const manifest = createRequire(new URL('../ui/package.json', import.meta.url)).resolve('@radix-ui/themes/package.json');
  return readFileSync(join(dirname(manifest), 'dist/esm/components/theme.js'), 'utf8');
}

export function radixThemeWithoutTooltips(): Plugin {
  return {
    name: 'courtside-radix-theme-without-tooltips',
    apply: 'build',
    transform(code, id) {
      return themeFile.test(id.split('?')[0] ?? id) ? { code: withoutTooltipProvider(code), map: null } : undefined;
    },
  };
}
