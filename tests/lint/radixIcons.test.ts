// The web build gives each Radix icon a module of its own (packages/web/radixIcons.ts), cut from the package's ESM
// file. These checks fail if the cut icon draws anything other than the package's, or if an import the product writes
// is not rewritten.
import { createRequire } from 'node:module';
import type * as IconsModule from '@radix-ui/react-icons';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconModule, readIconSource, splitIconImports } from '../../packages/web/radixIcons';

// The packages as the ui package resolves them (the repository root depends on none of them).
const require = createRequire(new URL('../../packages/ui/package.json', import.meta.url));
const icons = require('@radix-ui/react-icons') as typeof IconsModule;
const { createElement, forwardRef } = require('react') as typeof React;
const { renderToStaticMarkup } = require('react-dom/server') as typeof ReactDomServer;
const source = readIconSource();

function objectWithoutPropertiesLoose(input: Record<string, unknown>, excluded: string[]) {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !excluded.includes(key)));
}

/** Runs a generated icon module with React's functions in place of its imports; answers the icon it exports. */
function load(name: string) {
  const code = iconModule(source, name)
    .split('\n')
    .filter((line) => !line.startsWith('import ') && !line.startsWith('export '))
    .join('\n');
  return new Function('forwardRef', 'createElement', '_objectWithoutPropertiesLoose', `${code}\nreturn ${name};`)(
    forwardRef,
    createElement,
    objectWithoutPropertiesLoose,
  ) as typeof icons.PersonIcon;
}

describe('Radix icons, one module each (web build)', () => {
  const names = Object.keys(icons).filter((name) => name.endsWith('Icon'));

  it('draws every icon of the package exactly as the package does, colour and props passed through', () => {
    expect(names.length).toBeGreaterThan(300);
    for (const name of names) {
      const original = icons[name as keyof typeof icons] as typeof icons.PersonIcon;
      const props = { color: 'red', width: 22, 'aria-hidden': true } as const;
      expect(renderToStaticMarkup(createElement(load(name), props)), name).toBe(renderToStaticMarkup(createElement(original, props)));
    }
  });

  it('rewrites named and renamed imports, on the same line, and leaves type imports alone', () => {
    const code = [
      "import { Cross1Icon, PersonIcon as Person } from '@radix-ui/react-icons';",
      "import type { IconProps } from '@radix-ui/react-icons';",
      'const x = 1;',
    ].join('\n');
    const out = splitIconImports(code).split('\n');
    expect(out).toEqual([
      "import { Cross1Icon as Cross1Icon } from 'courtside-radix-icon:Cross1Icon'; import { PersonIcon as Person } from 'courtside-radix-icon:PersonIcon';",
      "import type { IconProps } from '@radix-ui/react-icons';",
      'const x = 1;',
    ]);
  });

  it('refuses a name the package does not have', () => {
    expect(() => iconModule(source, 'NoSuchIcon')).toThrow('@radix-ui/react-icons has no NoSuchIcon');
  });
});
