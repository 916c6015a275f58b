import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The web glob is for later page stories; a glob with no match is allowed (it only warns).
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
