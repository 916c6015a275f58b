// A lighter first load: react-router's package exports only its development build, whose one difference from the
// production build it also ships (`dist/production`) is `ENABLE_DEV_WARNINGS = true`: the developer warnings (descendant
// routes, a navigate() outside an effect, a missing hydrate fallback…) and their texts, ~0.6 KiB gzip on every first
// load. In the web app's builds this plugin sets the flag as the production build does; a route error still shows our
// error element. `tests/lint/reactRouterProduction.test.ts` fails, and the build too, when the package's file no longer
// declares the flag as rewritten here. Storybook, tests and the dev server keep the warnings.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const routerChunk = /react-router\/dist\/development\/chunk-\w+\.mjs$/;
const devWarnings = 'var ENABLE_DEV_WARNINGS = true;';

const unexpected = 'react-router: ENABLE_DEV_WARNINGS is no longer declared as expected (packages/web/reactRouterProduction.ts)';

/**
 * A react-router chunk with its developer warnings off, as in the package's production build; a chunk that only
 * imports the flag, or never names it, as it is.
 */
export function withoutDevWarnings(code: string): string {
  if (code.includes(devWarnings)) return code.replace(devWarnings, 'var ENABLE_DEV_WARNINGS = false;');
  if (/\b(?:var|let|const)\s+ENABLE_DEV_WARNINGS\b/.test(code)) throw new Error(unexpected);
  return code;
}

/** The package's development chunks (ES modules), as the web package resolves react-router-dom's react-router. */
export function readRouterChunks(): { file: string; code: string }[] {
  const web = createRequire(new URL('./package.json', import.meta.url));
  const routerDom = createRequire(web.resolve('react-router-dom/package.json'));
  const dir = join(dirname(routerDom.resolve('react-router/package.json')), 'dist/development');
  return readdirSync(dir)
    .filter((file) => /^chunk-\w+\.mjs$/.test(file))
    .map((file) => ({ file, code: readFileSync(join(dir, file), 'utf8') }));
}

export function reactRouterWithoutDevWarnings(): Plugin {
  let router = false;
  let rewritten = false;
  return {
    name: 'courtside-react-router-without-dev-warnings',
    apply: 'build',
    transform(code, id) {
      if (!routerChunk.test(id.split('?')[0] ?? id)) return undefined;
      router = true;
      const production = withoutDevWarnings(code);
      if (production === code) return undefined;
      rewritten = true;
      return { code: production, map: null };
    },
    buildEnd(error) {
      // The router was bundled but no chunk of it declared the flag: the package changed shape.
      if (!error && router && !rewritten) this.error(unexpected);
    },
  };
}
