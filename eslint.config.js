// Layer rules (ARCHITECTURE.md): dependencies point one way and this file makes them fail the build.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => patterns.map((group) => ({ group: [group], message }));

const ours = ['@courtside/*', '**/packages/*/src/**'];
const reactAndDom = ['react', 'react-*', 'react/*', 'react-dom/*', '@radix-ui/*', '@tanstack/react-*', 'i18next', 'dompurify'];
const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'child_process', 'url', 'stream', 'buffer'];
const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch', 'setTimeout', 'setInterval', 'process', 'Buffer', '__dirname', 'require'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', 'coverage/**', 'data/**', 'test-results/**', 'playwright-report/**', 'packages/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{mjs,ts}', '*.config.{js,ts}', 'tests/**/*.ts', 'packages/server/**/*.ts', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // core: framework-free, no DOM or Node globals, imports nothing of ours.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        ...restrict(reactAndDom, 'core is framework-free: no React, Radix or DOM libraries.'),
        ...restrict(nodeBuiltins, 'core runs everywhere: no Node built-ins.'),
        ...restrict(ours, 'core imports nothing of ours.'),
      ] }],
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'core takes side effects as parameters (STYLE.md).' }))],
    },
  },
  {
    // theme: pure functions; React nowhere; the DOM only in its one adapter.
    files: ['packages/theme/src/**/*.ts'],
    ignores: ['packages/theme/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        ...restrict(reactAndDom, 'theme has no React (the DOM adapter is dom.ts).'),
        ...restrict(['@courtside/ui', '@courtside/web', '@courtside/server'], 'theme sits below ui and web.'),
      ] }],
    },
  },
  {
    files: ['packages/theme/src/**/*.ts'],
    ignores: ['packages/theme/src/dom.ts', 'packages/theme/src/**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', ...['window', 'document', 'navigator', 'fetch'].map((name) => ({ name, message: 'DOM access lives in theme/src/dom.ts only.' }))] },
  },
  {
    // ui: props in, callbacks out — no router, api client, stores, web or server.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        patterns: [
          ...restrict(['react-router', 'react-router-dom', 'react-router/*'], 'ui never imports the router: use LinkProvider.'),
          ...restrict(['@courtside/web', '@courtside/server', '@tanstack/*', 'valtio', 'valtio/*'], 'ui takes props, not data or stores.'),
        ],
        paths: [{ name: '@courtside/core', allowImportNames: ['en', 'namespaces', 'messages'], allowTypeImports: true, message: 'ui may use core types and texts only (no api client, queries or stores).' }],
      }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'ui never fetches.' }],
    },
  },
  {
    // web: the app; it never imports the server.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: restrict(['@courtside/server', '**/packages/server/**'], 'web never imports the server.') }],
    },
  },
  {
    // server: reuses core's contract and rules; never the front end.
    files: ['packages/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: restrict(['@courtside/ui', '@courtside/web', '@courtside/theme', 'react', 'react-*'], 'server never imports the front end.') }] },
  },
);
