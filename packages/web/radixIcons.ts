// A lighter first load: @radix-ui/react-icons ships all its icons in one module, so every icon any page uses landed in
// the entry chunk with the few the header needs (122 icons, ~6 KB gzip). In the web app's build this plugin turns each
// `import { XIcon } from '@radix-ui/react-icons'` into an import of a module holding that icon alone, cut from the
// package's own ESM file, so each icon ships with the chunks that draw it. Storybook and tests keep the package as is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const iconPrefix = 'courtside-radix-icon:';
const helperId = 'courtside-radix-icon-helper';
const importPattern = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;

/** Rewrites a source file's named imports of the package to one module per icon (kept on the same line). */
export function splitIconImports(code: string): string {
  return code.replace(importPattern, (_, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [imported, local = imported] = name.split(/\s+as\s+/);
        return `import { ${imported} as ${local} } from '${iconPrefix}${imported}';`;
      })
      .join(' '),
  );
}

/** One icon's module: its `forwardRef` component cut from the package's ESM source, with the helper it calls. */
export function iconModule(source: string, name: string): string {
  const start = source.indexOf(`var ${name} = /*#__PURE__*/forwardRef(`);
  if (start < 0) throw new Error(`@radix-ui/react-icons has no ${name}`);
  const end = source.indexOf('\n});\n', start) + '\n});\n'.length;
  const body = source.slice(start, end);
  const excluded = /_objectWithoutPropertiesLoose\(_ref, (_excluded[$\w]*)\)/.exec(body)?.[1];
  if (!excluded) throw new Error(`unexpected shape of ${name} in @radix-ui/react-icons`);
  return [
    "import { forwardRef, createElement } from 'react';",
    `import { _objectWithoutPropertiesLoose } from '${helperId}';`,
    `var ${excluded} = ["color"];`,
    body,
    `export { ${name} };`,
  ].join('\n');
}

function helperModule(source: string): string {
  const start = source.indexOf('function _objectWithoutPropertiesLoose');
  const end = source.indexOf('\n}\n', start) + 3;
  return `${source.slice(start, end)}export { _objectWithoutPropertiesLoose };\n`;
}

/** The package's ESM file (all its icons), as the ui package resolves it. */
export function readIconSource(): string {
  const manifest = createRequire(new URL('../ui/package.json', import.meta.url)).resolve('@radix-ui/react-icons/package.json');
  return readFileSync(join(dirname(manifest), 'dist/react-icons.esm.js'), 'utf8');
}

export function radixIconsPerModule(): Plugin {
  let source: string | undefined;
  const read = () => (source ??= readIconSource());
  return {
    name: 'courtside:radix-icons-per-module',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('@radix-ui/react-icons')) return null;
      const next = splitIconImports(code);
      return next === code ? null : { code: next, map: null };
    },
    resolveId(id) {
      return id.startsWith(iconPrefix) || id === helperId ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${helperId}`) return helperModule(read());
      if (id.startsWith(`\0${iconPrefix}`)) return iconModule(read(), id.slice(iconPrefix.length + 1));
      return null;
    },
  };
}
