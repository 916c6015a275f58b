import { defineConfig } from 'vitest/config';

// Unit tests of the pure packages (core, theme) and the lint rules' fixtures. The server and the stories have their own configs.
export default defineConfig({
  test: {
    include: ['packages/core/src/**/*.test.ts', 'packages/theme/src/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/core/src/testing/**', 'packages/core/src/index.ts', 'packages/core/src/**/index.ts', 'packages/core/src/text/camelCase.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
