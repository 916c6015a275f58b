/// <reference types="vite/client" />
import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
// The shell lives in packages/ui because pnpm does not hoist react, i18next or @courtside/core to
// the root: this file can only import what root devDependencies provide (no JSX here for that reason).
import { storyShellDecorator } from '../packages/ui/src/storybook/StoryShell';
import { defaultThemeId, storyThemes } from './venueThemes';
import { layoutViewports } from './viewports';
import '../packages/ui/src/styles.css';
// The web app's font faces (spec §9 font choices, served locally), so venue fonts render as in the product.
import '../packages/web/src/fonts.css';

const preview: Preview = {
  decorators: [storyShellDecorator(storyThemes)],
  // A docs page per component: props from react-docgen, the stories, and the do/don't notes of its meta.
  tags: ['autodocs'],
  globalTypes: {
    venueTheme: {
      description: 'Venue theme: spec §9 default or a seeded venue (colours, fonts, logo via packages/theme)',
      toolbar: {
        title: 'Venue theme',
        icon: 'paintbrush',
        items: Object.entries(storyThemes).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { venueTheme: defaultThemeId },
  parameters: {
    layout: 'fullscreen',
    // Spec §9 breakpoints first; Storybook's minimal set stays for stories that name one (mobile2).
    viewport: { options: { ...layoutViewports, ...MINIMAL_VIEWPORTS } },
    // Any axe-core violation fails the story test; WCAG 2.2's target size (24×24 px or spaced, off in axe by default) too.
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
  },
};

export default preview;
