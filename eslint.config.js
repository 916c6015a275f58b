// Layer rules (ARCHITECTURE.md): dependencies point one way and this file makes them fail the build.
// Every rule here has a fixture that must fail lint: tests/lint/fixtures/, checked by tests/lint/layerRules.test.ts.
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns, message) => [{ group: patterns, message }];
const each = (names, message) => names.map((name) => ({ name, message }));
const props = (objects, properties, message) => objects.flatMap((object) => properties.map((property) => ({ object, property, message })));
const syntax = (selector, message) => ({ selector, message });
// A workspace package reached by name, by a subpath or by a relative path into its source ('../../server/src/app').
const packageSource = (...names) =>
  names.flatMap((name) => [`@courtside/${name}`, `@courtside/${name}/*`, `**/packages/${name}/**`, `**/${name}/src`, `**/${name}/src/**`]);

const ours = ['@courtside/*', '**/packages/*/src/**', ...packageSource('theme', 'ui', 'web', 'server')];
const reactAndDom = ['react', 'react-*', 'react/*', 'react-dom/*', '@radix-ui/*', '@tanstack/react-*', 'i18next', 'dompurify'];
const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'child_process', 'url', 'stream', 'buffer'];
const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'location', 'process', 'Buffer', '__dirname', 'require'];
const timers = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'clearImmediate', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback'];
const storage = ['localStorage', 'sessionStorage', 'indexedDB'];

const why = {
  coreClock: 'core never reads the clock: take `now` (a Date or a clock) as a parameter.',
  coreDayjsNow: 'dayjs() with no argument is the wall clock: core never reads it — take `now` as a parameter and call dayjs(now).',
  coreDayjsName: "import dayjs under its own name, so the rule against dayjs() (the wall clock) can see it.",
  coreTimers: 'core never schedules: return the delay or take a scheduler as a parameter; the caller (web hook, server job) sets the timer. queueMicrotask is fine.',
  coreFetch: 'core never fetches by itself: take a fetch/transport as a parameter (createApiClient does).',
  coreRandom: 'core is deterministic: take ids or a random source as a parameter (the server or web supplies crypto).',
  coreGlobal: 'core reads nothing off the global object (globalThis.fetch, globalThis.setTimeout…): take fetch, the clock or a scheduler as a parameter.',
  uiStorage: 'ui keeps no state beyond a component: storage belongs to web — take the value as a prop and report changes with a callback.',
  uiCore: "ui may use core types and texts only, imported from '@courtside/core' (no api client, queries, stores or deep paths).",
  themeCore: "theme takes only types from core (import type … from '@courtside/core'); a rule it needs lives in theme itself.",
  serverRouteSql: 'server route modules never query the database: put the query in a repository (*.repo.ts) or service.',
  serverRouteImports: 'server route modules do not import each other: move what they share into a service or helper module.',
  serverRouteTenancy: "server route modules reach the database only through request.ctx.db, bound to the request's tenant: no tenantDb(), no bare Db.",
  serverRouteTenant: "server route modules read the tenant from request.ctx (ctx.tenant, ctx.db), the request's one context.",
  serverRepoTenancy: 'server repositories are built from a TenantDb (scope.db, scope.owned): no tenantDb(), no bare Db, no system handle.',
  serverRawHandle: "a tenant's handle adds the tenant itself: only db/, the event bus's scopes and the tenant cache may unwrap it (rawHandle).",
  serverTestHarness: 'server code never imports the test harness (packages/server/test/): only *.test.ts files do — move what production needs into src/.',
  webServer: "web never imports the server, by name or by path ('../../server/src'): call it over HTTP through core's api client.",
  routes: 'route modules do not import each other: move the shared piece to a feature folder (web/src/checkout/, browse/, account/…) or to ui.',
};

// Web route modules (packages/web/src/sites/*/routes/*) that already share a component with a sibling route.
// The allow-list is exact, per importer; every other cross-route import fails. Backlog: move these to feature folders.
const routeImportsAllowed = {
  'packages/web/src/sites/bookings/routes/Activity.tsx': ['./NotFound'],
  'packages/web/src/sites/bookings/routes/ShortRedirect.tsx': ['./NotFound'],
  'packages/web/src/sites/bookings/routes/TimeSlots.tsx': ['./NotFound'],
  'packages/web/src/sites/bookings/routes/Venue.tsx': ['./NotFound'],
  'packages/web/src/sites/bookings/routes/CheckoutLink.tsx': ['./BookingConfirmed', './Checkout'],
};
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
// A sibling ('./Basket') or any '…/routes/X' (another site's route) — except the importer's allowed ones.
const routeImport = (allowed = []) => ({
  regex: `^${allowed.map((path) => `(?!${escapeRegExp(path)}$)`).join('')}(?:\\./[^/]+|(?:.*/)?routes/[^/]+)$`,
  message: why.routes,
});
const webServerPatterns = restrict(packageSource('server'), why.webServer);
const serverPatterns = restrict([...packageSource('ui', 'web', 'theme'), 'react', 'react-*'], 'server never imports the front end.');
// A relative import into packages/server/test/ ('../../test/testApp') from the server's production files.
const serverHarnessPatterns = restrict(['**/test', '**/test/**'], why.serverTestHarness);
// A repository is built from a tenant-bound handle (TenantDb) and binds no tenant itself; the jobs' cross-tenant handle
// is not for it either.
const repoTenancyPatterns = [
  { group: ['**/db/tenantDb'], importNames: ['tenantDb', 'withTx'], message: why.serverRepoTenancy },
  { group: ['**/db/systemDb'], message: why.serverRepoTenancy },
];
// Unwrapping a tenant's handle (db/tenantQueries rawHandle) would drop the tenant it adds: db/ itself, the event bus's
// transaction scopes (keyed by the raw handle) and the tenant cache alone may.
const rawHandlePatterns = [{ group: ['**/db/tenantQueries'], importNames: ['rawHandle'], message: why.serverRawHandle }];
const rawHandleAllowed = ['packages/server/src/events/publish.ts', 'packages/server/src/tenancy/tenants.repo.ts'];
const repoBareDbPatterns = [{ group: ['**/db/database', '**/db/dbTypes'], importNames: ['Db', 'DbOrTx'], message: why.serverRepoTenancy }];
// The one repository that takes a bare `Db`: tenants.repo finds the tenant a request's host names, before there is one
// to bind. (Compiled statements' shared subqueries are written against db/compiled's StatementBuilder.)
const bareDbRepos = ['packages/server/src/tenancy/tenants.repo.ts'];
const routeRule = (allowed) => ['error', { patterns: [...webServerPatterns, routeImport(allowed)] }];

// Web's folders (packages/web/src) point one way. Shared, importing no feature: hooks/ and app's context.ts,
// siteHref.ts and crumbHandle.ts. A feature imports the shared modules, any feature's paths module (plain data) and
// only the features listed for it, each listed below the ones that may import it — so what two features share moves
// down (to hooks/ or the lower feature). Composing, importing anything: sites/*, the rest of app/ (shell, router) and
// the route tables.
const webSrc = 'packages/web/src';
const webFeatures = {
  account: [],
  checkout: ['account'],
  browse: ['account', 'checkout'],
  kiosk: ['account'],
  embed: [],
  till: ['account', 'checkout'],
  staff: ['account', 'till'],
};
const webAppShared = ['context.ts', 'siteHref.ts', 'crumbHandle.ts'];
const webPathsModules = { account: ['./accountPaths.ts'], till: ['./tillPaths.ts'] };
const webRouteTables = [`${webSrc}/account/accountRoutes.ts`, `${webSrc}/till/tillRoutes.ts`];
const webZoneMessage = (label, allowed) =>
  `web's ${label} may import ${allowed.map((feature) => `${feature}/, `).join('')}hooks/, app's ${webAppShared.join(', ')} and a feature's *Paths.ts: ` +
  'move what two features share down (hooks/ or the lower feature), or compose it in sites/ or app/.';
// import-x/no-restricted-paths zones for one importer (a feature folder, or a shared module): every feature but its own
// and sites/, less the allowed ones and the paths modules; app/, less its shared modules. Paths resolve, so
// '../../checkout/x' and import('../checkout/x') count too.
const webZoneRule = (target, label, allowed, own = null) => {
  const message = webZoneMessage(label, allowed);
  const zones = [...Object.keys(webFeatures), 'sites']
    .filter((folder) => folder !== own && !allowed.includes(folder))
    .map((folder) => ({ target, from: `${webSrc}/${folder}`, except: webPathsModules[folder] ?? [], message }));
  zones.push({ target, from: `${webSrc}/app`, except: webAppShared.map((file) => `./${file}`), message });
  return ['error', { basePath: import.meta.dirname, zones }];
};

// Files over 300 lines (blank lines and comments not counted) that predate the rule: the backlog, to shrink, never to grow.
const maxLinesBacklog = [
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'storybook-static/**', 'coverage/**', 'data/**', 'test-results/**', 'playwright-report/**', 'packages/server/drizzle/**', 'packages/server/build/**', 'tests/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Short files: split by concern past 300 lines. The only exceptions are the listed backlog.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: maxLinesBacklog,
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // import-x follows imports from file to file (the cycle rule, web's folder zones) with TypeScript's resolution.
    files: ['packages/{core,theme,ui,web,server}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/*/tsconfig.json', noWarnOnMultipleProjects: true })],
    },
  },
  {
    // No import cycles inside a package: a module that two others need moves down into a small module both import.
    // The rule skips type-only imports (they vanish at run time) and other packages (layered by the rules below); tests
    // and stories are left out, since nothing imports them they close no cycle (and the walk from each costs lint time).
    files: ['packages/{core,theme,ui,web,server}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{mjs,ts}', '*.config.{js,ts}', 'tests/**/*.ts', 'packages/server/**/*.ts', 'packages/server/*.mjs', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // core: framework-free and deterministic — no DOM or Node globals, no clock, timers, fetch or randomness
    // of its own (all come in as parameters), imports nothing of ours. Tests may use the clock and timers.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        ...restrict(reactAndDom, 'core is framework-free: no React, Radix or DOM libraries.'),
        ...restrict(nodeBuiltins, 'core runs everywhere: no Node built-ins (take what you need as a parameter).'),
        ...restrict(ours, 'core imports nothing of ours, by name or by path.'),
      ] }],
      'no-restricted-globals': ['error',
        ...each(domGlobals, 'core takes side effects as parameters (STYLE.md): no DOM or Node globals.'),
        ...each(timers, why.coreTimers),
        ...each(['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'], why.coreFetch),
        ...each(['crypto'], why.coreRandom),
        ...each(['performance'], why.coreClock),
        ...each(['globalThis', 'self'], why.coreGlobal),
      ],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: why.coreClock },
        { object: 'Math', property: 'random', message: why.coreRandom },
      ],
      'no-restricted-syntax': ['error',
        syntax("NewExpression[callee.name='Date'][arguments.length=0]", why.coreClock),
        syntax("CallExpression[callee.name='Date']", why.coreClock),
        syntax("CallExpression[callee.name='dayjs'][arguments.length=0]", why.coreDayjsNow),
        syntax("CallExpression[callee.object.name='dayjs'][callee.property.name=/^(utc|tz)$/][arguments.length=0]", why.coreDayjsNow),
        syntax("ImportDeclaration[source.value='dayjs'] > ImportDefaultSpecifier[local.name!='dayjs']", why.coreDayjsName),
      ],
    },
  },
  {
    // theme: pure functions; React nowhere; the DOM only in its one adapter; only types from core.
    files: ['packages/theme/src/**/*.ts'],
    ignores: ['packages/theme/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...restrict(reactAndDom, 'theme has no React (the DOM adapter is dom.ts).'),
          ...restrict(packageSource('ui', 'web', 'server'), 'theme sits below ui and web, and never imports the server.'),
          ...restrict(packageSource('core').slice(1), why.themeCore),
        ],
        paths: [{ name: '@courtside/core', allowTypeImports: true, message: why.themeCore }],
      }],
    },
  },
  {
    files: ['packages/theme/src/**/*.ts'],
    ignores: ['packages/theme/src/dom.ts', 'packages/theme/src/**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', ...each(['window', 'document', 'navigator', 'fetch', ...storage], 'DOM access lives in theme/src/dom.ts only.')] },
  },
  {
    // ui: props in, callbacks out — no router, api client, stores, storage, web or server; types and texts from core.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        patterns: [
          ...restrict(['react-router', 'react-router-dom', 'react-router/*'], 'ui never imports the router: use LinkProvider.'),
          ...restrict([...packageSource('web', 'server'), '@tanstack/*', 'valtio', 'valtio/*'], 'ui takes props, not data or stores.'),
          ...restrict(packageSource('core').slice(1), why.uiCore),
        ],
        paths: [{ name: '@courtside/core', allowImportNames: ['en', 'namespaces', 'messages'], allowTypeImports: true, message: why.uiCore }],
      }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'ui never fetches.' }, ...each(storage, why.uiStorage)],
      'no-restricted-properties': ['error',
        ...props(['window', 'globalThis', 'self'], storage, why.uiStorage),
        ...props(['window', 'globalThis', 'self'], ['fetch'], 'ui never fetches.'),
        { object: 'document', property: 'cookie', message: why.uiStorage },
      ],
      'no-restricted-syntax': ['error', syntax('ImportExpression[source.value=/^@courtside.core/]', why.uiCore)],
    },
  },
  {
    // web: the app; it never imports the server.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webServerPatterns }],
    },
  },
  // web's folders, one way (webFeatures above): each feature, then the shared modules, which import no feature at all.
  ...Object.entries(webFeatures).map(([feature, allowed]) => ({
    files: [`${webSrc}/${feature}/**/*.{ts,tsx}`],
    ignores: webRouteTables,
    rules: { 'import-x/no-restricted-paths': webZoneRule(`${webSrc}/${feature}`, `${feature}/`, allowed, feature) },
  })),
  ...[['hooks', `${webSrc}/hooks/**/*.{ts,tsx}`], ...webAppShared.map((file) => [`app/${file}`, `${webSrc}/app/${file}`])].map(([name, files]) => ({
    files: [files],
    rules: { 'import-x/no-restricted-paths': webZoneRule(files.replace('/**/*.{ts,tsx}', ''), `${name} (shared)`, []) },
  })),
  // web feature zones: a route module imports no other route module (the existing shared ones are listed above).
  { files: ['packages/web/src/sites/*/routes/*.{ts,tsx}'], rules: { 'no-restricted-imports': routeRule() } },
  ...Object.entries(routeImportsAllowed).map(([file, allowed]) => ({ files: [file], rules: { 'no-restricted-imports': routeRule(allowed) } })),
  {
    // server: reuses core's contract and rules; never the front end (nor does its test harness).
    files: ['packages/server/src/**/*.ts', 'packages/server/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
  {
    // server production code: src/ holds only what the server runs; the tests beside it use the harness in test/.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', ...rawHandleAllowed],
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverPatterns, ...serverHarnessPatterns, ...rawHandlePatterns] }] },
  },
  {
    files: rawHandleAllowed,
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverPatterns, ...serverHarnessPatterns] }] },
  },
  {
    // server repositories: built from the request's (or a job's) tenant-bound handle, never a bare one.
    files: ['packages/server/src/**/*.repo.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverPatterns, ...serverHarnessPatterns, ...repoTenancyPatterns, ...repoBareDbPatterns, ...rawHandlePatterns] }] },
  },
  {
    files: bareDbRepos,
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverPatterns, ...serverHarnessPatterns, ...repoTenancyPatterns] }] },
  },
  {
    // server route modules read the request and call services: no SQL (repositories own Drizzle) and no other route
    // module (what two routes share lives in a service or helper module).
    files: ['packages/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            ...serverHarnessPatterns,
            ...restrict(['drizzle-orm', 'drizzle-orm/*'], why.serverRouteSql),
            ...restrict(['./*.routes', '../*.routes', '../**/*.routes', '**/*.routes'], why.serverRouteImports),
            { group: ['**/db/tenantDb'], importNames: ['tenantDb', 'withTx'], message: why.serverRouteTenancy },
            { group: ['**/db/database', '**/db/dbTypes'], importNames: ['Db', 'Tx', 'DbOrTx', 'Database'], message: why.serverRouteTenancy },
            { group: ['**/db/systemDb'], message: why.serverRouteTenancy },
            ...rawHandlePatterns,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        syntax("MemberExpression[object.name='request'][property.name='tenant']", why.serverRouteTenant),
        syntax("MemberExpression[object.name='deps'][property.name='db']", why.serverRouteTenancy),
      ],
    },
  },
);
