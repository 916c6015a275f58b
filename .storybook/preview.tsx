/// <reference types="vite/client" />
import type { Preview } from '@storybook/react-vite';
// The shell lives in packages/ui because pnpm does not hoist react, i18next or @courtside/core to
// the root: this file can only import what root devDependencies provide (no JSX here for that reason).
import { withStoryShell } from '../packages/ui/src/storybook/StoryShell';
import '../packages/ui/src/styles.css';

const preview: Preview = {
  decorators: [withStoryShell],
  parameters: {
    layout: 'fullscreen',
    // Any axe-core violation fails the story test.
    a11y: { test: 'error' },
  },
};

export default preview;
