import type { CSSProperties, ReactNode } from 'react';
import { Theme } from '@radix-ui/themes';
import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { LinkProvider, type LinkComponentProps } from '../link/LinkProvider';
import { storyI18n } from './storyI18n';

/**
 * Default venue variables for stories, mapped onto Radix tokens (names only, no colours): the web
 * app gets real values from packages/theme; here Radix's violet accent stands in for the default theme.
 */
export const storyVenueVars = {
  '--cs-primary-600': 'var(--accent-10)',
  '--cs-primary-500': 'var(--accent-9)',
  '--cs-primary-400': 'var(--accent-8)',
  '--cs-primary-300': 'var(--accent-6)',
  '--cs-primary-200': 'var(--accent-4)',
  '--cs-primary-100': 'var(--accent-3)',
  '--cs-primary-50': 'var(--accent-2)',
  '--cs-secondary-600': 'var(--accent-12)',
  '--cs-secondary-500': 'var(--accent-11)',
  '--cs-secondary-400': 'var(--accent-10)',
  '--cs-secondary-300': 'var(--accent-7)',
  '--cs-secondary-200': 'var(--accent-5)',
  '--cs-secondary-100': 'var(--accent-3)',
  '--cs-secondary-50': 'var(--accent-2)',
  '--cs-dark-bg': 'var(--gray-12)',
  '--cs-header-bg': 'var(--gray-12)',
  '--cs-header-primary': 'var(--accent-9)',
  '--cs-on-primary': 'var(--accent-contrast)',
  '--cs-on-header': 'var(--gray-1)',
  '--cs-font-heading': 'var(--heading-font-family)',
  '--cs-font-body': 'var(--default-font-family)',
} as CSSProperties;

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

/** i18n, Radix Theme, venue variables and the link provider around every story. */
export function StoryShell({ children }: { children: ReactNode }): ReactNode {
  return (
    <I18nextProvider i18n={storyI18n}>
      <Theme accentColor="violet" grayColor="mauve">
        <div style={storyVenueVars}>
          <LinkProvider component={StoryLink}>{children}</LinkProvider>
        </div>
      </Theme>
    </I18nextProvider>
  );
}

/** Storybook decorator form of {@link StoryShell}, used by .storybook/preview.tsx. */
export const withStoryShell: Decorator = (Story) => (
  <StoryShell>
    <Story />
  </StoryShell>
);
