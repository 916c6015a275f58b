// The architecture's guard, proven: each fixture in tests/lint/fixtures breaks one layer rule of eslint.config.js
// and must fail lint when linted as a file of its package; the clean fixtures must pass. The fixtures themselves
// sit outside every package (no typecheck, build or coverage sees them) and the normal lint run ignores them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtureDir = path.join(root, 'tests/lint/fixtures');

// Where each fixture folder is linted as, so that package's config block applies.
const lintAs: Record<string, string> = {
  core: 'packages/core/src/__lint_fixtures__',
  theme: 'packages/theme/src/__lint_fixtures__',
  ui: 'packages/ui/src/__lint_fixtures__',
  web: 'packages/web/src/__lint_fixtures__',
  routes: 'packages/web/src/sites/bookings/routes',
  server: 'packages/server/src/__lint_fixtures__',
  // web's folder zones: each folder's fixtures are linted inside that folder, as its zone's target is.
  'web-account': 'packages/web/src/account',
  'web-checkout': 'packages/web/src/checkout',
  'web-hooks': 'packages/web/src/hooks',
  'web-till': 'packages/web/src/till',
  // The cycle rule follows imports on disk: its fixture is linted as a real module that its partner imports back.
  cycle: 'packages/theme/src',
};

type Breach = { fixture: string; rule: string; says: string; as?: string };

const breaches: Breach[] = [
  { fixture: 'core/readsClock.ts', rule: 'no-restricted-syntax', says: 'core never reads the clock: take `now`' },
  { fixture: 'core/readsClockDateNow.ts', rule: 'no-restricted-properties', says: 'core never reads the clock' },
  { fixture: 'core/readsClockDayjs.ts', rule: 'no-restricted-syntax', says: 'dayjs() with no argument is the wall clock' },
  { fixture: 'core/renamesDayjs.ts', rule: 'no-restricted-syntax', says: 'import dayjs under its own name' },
  { fixture: 'core/fetchesGlobalThis.ts', rule: 'no-restricted-globals', says: 'core reads nothing off the global object' },
  { fixture: 'core/fetches.ts', rule: 'no-restricted-globals', says: 'core never fetches by itself' },
  { fixture: 'core/setsTimer.ts', rule: 'no-restricted-globals', says: 'core never schedules' },
  { fixture: 'core/usesCrypto.ts', rule: 'no-restricted-globals', says: 'core is deterministic' },
  { fixture: 'core/usesRandom.ts', rule: 'no-restricted-properties', says: 'core is deterministic' },
  { fixture: 'core/importsNodeBuiltin.ts', rule: 'no-restricted-imports', says: 'core runs everywhere: no Node built-ins' },
  { fixture: 'core/importsReact.ts', rule: 'no-restricted-imports', says: 'core is framework-free' },
  { fixture: 'core/importsOursByPath.ts', rule: 'no-restricted-imports', says: 'core imports nothing of ours' },
  { fixture: 'theme/importsCoreRuntime.ts', rule: 'no-restricted-imports', says: 'theme takes only types from core' },
  { fixture: 'theme/importsCoreByPath.ts', rule: 'no-restricted-imports', says: 'theme takes only types from core' },
  { fixture: 'theme/touchesDom.ts', rule: 'no-restricted-globals', says: 'DOM access lives in theme/src/dom.ts only' },
  { fixture: 'ui/importsCoreRuntime.ts', rule: 'no-restricted-imports', says: 'ui may use core types and texts only' },
  { fixture: 'ui/importsCoreDynamically.ts', rule: 'no-restricted-syntax', says: 'ui may use core types and texts only' },
  { fixture: 'ui/importsCoreByPath.ts', rule: 'no-restricted-imports', says: 'ui may use core types and texts only' },
  { fixture: 'ui/readsLocalStorage.ts', rule: 'no-restricted-properties', says: 'storage belongs to web' },
  { fixture: 'ui/readsSessionStorage.ts', rule: 'no-restricted-globals', says: 'storage belongs to web' },
  { fixture: 'ui/importsRouter.ts', rule: 'no-restricted-imports', says: 'ui never imports the router' },
  { fixture: 'ui/fetches.ts', rule: 'no-restricted-globals', says: 'ui never fetches' },
  { fixture: 'web/importsServerByPath.ts', rule: 'no-restricted-imports', says: 'web never imports the server' },
  { fixture: 'web/importsServer.ts', rule: 'no-restricted-imports', says: 'web never imports the server' },
  { fixture: 'routes/ImportsSiblingRoute.tsx', rule: 'no-restricted-imports', says: 'route modules do not import each other' },
  { fixture: 'routes/ImportsOtherSiteRoute.tsx', rule: 'no-restricted-imports', says: 'route modules do not import each other' },
  { fixture: 'routes/AllowListIsPerImporter.tsx', as: 'CheckoutLink.tsx', rule: 'no-restricted-imports', says: "'./Basket' import is restricted" },
  { fixture: 'web-account/importsCheckout.ts', rule: 'import-x/no-restricted-paths', says: "web's account/ may import hooks/" },
  { fixture: 'web-checkout/importsTillDynamically.ts', rule: 'import-x/no-restricted-paths', says: "web's checkout/ may import account/, hooks/" },
  { fixture: 'web-checkout/importsAppShell.ts', rule: 'import-x/no-restricted-paths', says: "app's context.ts, siteHref.ts, crumbHandle.ts" },
  { fixture: 'web-hooks/importsFeature.ts', rule: 'import-x/no-restricted-paths', says: "web's hooks (shared) may import" },
  { fixture: 'web-till/importsSiteRoute.ts', rule: 'import-x/no-restricted-paths', says: "web's till/ may import account/, checkout/" },
  { fixture: 'cycle/index.ts', rule: 'import-x/no-cycle', says: 'Dependency cycle' },
  { fixture: 'server/importsWebByPath.ts', rule: 'no-restricted-imports', says: 'server never imports the front end' },
  { fixture: 'server/queriesInRoute.routes.ts', rule: 'no-restricted-imports', says: 'server route modules never query the database' },
  { fixture: 'server/importsOtherRoute.routes.ts', rule: 'no-restricted-imports', says: 'server route modules do not import each other' },
  { fixture: 'server/importsWebFromRoute.routes.ts', rule: 'no-restricted-imports', says: 'server never imports the front end' },
  { fixture: 'server/bindsTenantInRoute.routes.ts', rule: 'no-restricted-imports', says: 'server route modules reach the database only through request.ctx.db' },
  { fixture: 'server/takesBareDbInRoute.routes.ts', rule: 'no-restricted-imports', says: 'server route modules reach the database only through request.ctx.db' },
  { fixture: 'server/takesSystemDbInRoute.routes.ts', rule: 'no-restricted-imports', says: 'server route modules reach the database only through request.ctx.db' },
  { fixture: 'server/bindsTenantInRepo.repo.ts', rule: 'no-restricted-imports', says: 'server repositories are built from a TenantDb' },
  { fixture: 'server/takesBareDbInRepo.repo.ts', rule: 'no-restricted-imports', says: 'server repositories are built from a TenantDb' },
  { fixture: 'server/readsRequestTenant.routes.ts', rule: 'no-restricted-syntax', says: 'server route modules read the tenant from request.ctx' },
  { fixture: 'server/readsDepsDb.routes.ts', rule: 'no-restricted-syntax', says: 'server route modules reach the database only through request.ctx.db' },
  { fixture: 'server/importsTestHarness.ts', rule: 'no-restricted-imports', says: 'server code never imports the test harness' },
  { fixture: 'server/unwrapsTenantHandle.ts', rule: 'no-restricted-imports', says: "a tenant's handle adds the tenant itself" },
  { fixture: 'server/unwrapsTenantHandle.repo.ts', rule: 'no-restricted-imports', says: "a tenant's handle adds the tenant itself" },
  { fixture: 'server/importsHarnessFromRoute.routes.ts', rule: 'no-restricted-imports', says: 'server code never imports the test harness' },
];
const clean = ['core/clean.ts', 'theme/clean.ts', 'ui/clean.tsx', 'routes/clean.tsx', 'server/clean.routes.ts', 'server/clean.test.ts', 'web-till/clean.ts'];

const eslint = new ESLint({ cwd: root });
const filePathOf = (fixture: string, as?: string) => {
  const [zone, name] = fixture.split('/') as [string, string];
  return path.join(root, lintAs[zone]!, as ?? name);
};
const lint = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
};
const lintFixture = (fixture: string, as?: string) => lint(readFileSync(path.join(fixtureDir, fixture), 'utf8'), filePathOf(fixture, as));

describe('lint guards the architecture', () => {
  let results: Map<string, ESLint.LintResult['messages']>;
  beforeAll(async () => {
    const all = [...breaches.map(({ fixture, as }) => [fixture, as] as const), ...clean.map((fixture) => [fixture, undefined] as const)];
    results = new Map(await Promise.all(all.map(async ([fixture, as]) => [fixture, await lintFixture(fixture, as)] as const)));
  }, 60_000);

  it.each(breaches)('$fixture fails with $rule', ({ fixture, rule, says }) => {
    const messages = results.get(fixture)!;
    // Exactly one report: the fixture breaks this rule and nothing else (for the allow-list fixture: the two
    // allowed sibling imports of CheckoutLink.tsx pass, the third fails).
    expect(messages).toEqual([expect.objectContaining({ ruleId: rule, severity: 2, message: expect.stringContaining(says) })]);
  });

  it.each(clean)('%s passes', (fixture) => {
    expect(results.get(fixture)).toEqual([]);
  });

  it('max-lines: a new file over 300 lines of code fails; blank lines and comments do not count', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const value${i} = ${i};`);
    const filePath = path.join(root, 'packages/core/src/__lint_fixtures__/long.ts');
    expect(await lint(lines(301).join('\n'), filePath)).toContainEqual(
      expect.objectContaining({ ruleId: 'max-lines', severity: 2, message: expect.stringContaining('Maximum allowed is 300') }),
    );
    expect(await lint(lines(300).flatMap((line) => ['', '// a comment', line]).join('\n'), filePath)).toEqual([]);
  });

  it('the normal lint run skips the fixtures', async () => {
    expect(await eslint.isPathIgnored(path.join(fixtureDir, 'core/readsClock.ts'))).toBe(true);
  });
});
