import { cssVarsForTheme, resolveTheme } from '@courtside/theme';
import type { Theme as VenueThemeFields } from '@courtside/core';
import { Theme } from '@radix-ui/themes';
import { useMemo, type ReactNode } from 'react';

/**
 * Applies a venue's theme (spec §3 Theme fields → packages/theme tokens). The variables go in a
 * stylesheet, not inline, so Radix portals (dialogs, menus) take the venue colours too; the
 * selector outranks Radix's own [data-accent-color] declarations.
 */
export function VenueTheme({ theme, children }: { theme: VenueThemeFields | undefined; children: ReactNode }) {
  const css = useMemo(() => {
    const vars = cssVarsForTheme(resolveTheme(theme ?? {}));
    const body = Object.entries(vars)
      .map(([name, value]) => `${name}: ${value};`)
      .join(' ');
    return `:root, html body .radix-themes[data-accent-color] { ${body} }`;
  }, [theme]);
  return (
    <>
      <style>{css}</style>
      <Theme accentColor="violet" grayColor="slate" radius="medium" scaling="100%">
        {children}
      </Theme>
    </>
  );
}
