import { useMemo, type ReactNode } from 'react';
import type { Theme as VenueThemeFields } from '@courtside/core';
import { cssVarsForTheme, resolveTheme } from '@courtside/theme';
import { Theme } from '@radix-ui/themes';
import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { LinkProvider, type LinkComponentProps } from '../link/LinkProvider';
import { storyI18n } from './storyI18n';

/** Stories act like a routed app: links do not navigate the preview frame (in-page anchors still do). */
function StoryLink({ onClick, ...props }: LinkComponentProps): ReactNode {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!props.href.startsWith('#')) event.preventDefault();
      }}
    />
  );
}

/**
 * A venue theme as CSS, the way the web app's VenueTheme applies it: packages/theme resolves the venue's fields (or
 * the spec §9 defaults) into --cs-* and Radix variables, set on :root and on Radix's themed portals.
 */
export function venueThemeCss(theme: VenueThemeFields | undefined): string {
  const vars = cssVarsForTheme(resolveTheme(theme ?? {}));
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `:root, html body .radix-themes[data-accent-color] { ${body} }`;
}

/** i18n, Radix Theme, a venue theme (default: spec §9's) and the link provider around every story. */
export function StoryShell({ children, theme }: { children: ReactNode; theme?: VenueThemeFields | undefined }): ReactNode {
  const css = useMemo(() => venueThemeCss(theme), [theme]);
  return (
    <I18nextProvider i18n={storyI18n}>
      <style>{css}</style>
      <Theme accentColor="violet" grayColor="slate" radius="medium" scaling="100%">
        <LinkProvider component={StoryLink}>{children}</LinkProvider>
      </Theme>
    </I18nextProvider>
  );
}

/** A theme the Storybook toolbar offers (`undefined`: the spec §9 default theme). */
export interface StoryThemeOption {
  readonly title: string;
  readonly theme: VenueThemeFields | undefined;
}

/**
 * Storybook decorator form of {@link StoryShell}: renders each story under the theme the `venueTheme` toolbar global
 * names, and gives components with a `logoUrl` prop (the header) the venue's logo.
 */
export function storyShellDecorator(themes: Readonly<Record<string, StoryThemeOption>>): Decorator {
  const decorator: Decorator = (Story, context) => {
    const selected = themes[String(context.globals['venueTheme'] ?? '')]?.theme;
    const logo = selected?.themeAppLogo;
    const story = logo && 'logoUrl' in context.argTypes ? <Story args={{ ...context.args, logoUrl: logo }} /> : <Story />;
    return <StoryShell theme={selected}>{story}</StoryShell>;
  };
  return decorator;
}
