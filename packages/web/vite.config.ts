import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';
import { i18nextWithoutDebugLogTexts } from './i18nextProduction';
import { dropUnusedRadix } from './radixCss';
import { radixIconsPerModule } from './radixIcons';
import { radixThemeWithoutTooltips } from './radixThemeRoot';
import { reactRouterWithoutDevWarnings } from './reactRouterProduction';
import { routePreloads } from './routePreloads';

const apiTarget = process.env.COURTSIDE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [radixIconsPerModule(), radixThemeWithoutTooltips(), reactRouterWithoutDevWarnings(), i18nextWithoutDebugLogTexts(), react(), routePreloads(), precompress()],
  css: { postcss: { plugins: [dropUnusedRadix()] } },
  server: { port: 5173, proxy: { '/api': apiTarget, '/logos': apiTarget, '/openactive': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No list of a dynamic import's chunks in the entry (a table of every chunk's name, ~3.5 KiB gzip on every first
    // load): a route's come from route-preloads.json instead (src/app/routeChunks.ts), the first page's from the server.
    // A lazy part's stylesheet (the venue map's) is still loaded with it.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      preserveEntrySignatures: false,
      // A barrel's re-exports are followed only for the names imported through it, so the module graph (and the
      // `$initial` tag below) holds what the entry really uses of `@courtside/core` and `@courtside/ui`, not all of it.
      experimental: { lazyBarrel: true },
      // Everything the entry imports statically is one chunk: the first view's code arrives in one script, compressed
      // as one, with no imports, exports or module wrappers between ~30 small chunks (17 KiB gzip less until the app
      // takes the home page over; home asks for 13 scripts, not 29). Small common chunks are no longer copied into
      // their users, which needed every module wrapped: a time-slot page's first visit asks for ~45 scripts, not ~35.
      // The home page's route and the parts only it brings (Radix's card, callout, badge, skeleton, text field, three
      // icons) are one more chunk: the landing page of most visits asks for two scripts before the app takes its first
      // view over, not thirteen, and one compressed file is 2.5 KiB smaller than thirteen.
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'home', test: /sites[\\/]bookings[\\/]routes[\\/]Home\.tsx$/ },
          ],
        },
      },
    },
  },
});
