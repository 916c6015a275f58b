import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The web glob is for later page stories; a glob with no match is allowed (it only warns).
  // MDX: docs pages such as the token table (packages/ui/src/storybook/DesignTokens.mdx).
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx', '../packages/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The seeded venue logos at the path the seed and the server use (/logos/…), for the venue-theme toolbar.
  staticDirs: [{ from: '../packages/server/src/seed/logos', to: '/logos' }],
};

export default config;
