import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { radixIconsPerModule } from './radixIcons';
import { radixThemeWithoutTooltips } from './radixThemeRoot';
import { reactRouterWithoutDevWarnings } from './reactRouterProduction';

/**
 * The server's renderer of a visitor's first view (`src/ssr.tsx`), built for Node into dist-ssr (not served).
 * Everything is bundled, so the server needs none of the web app's packages at run time; styles are the browser's.
 */
export default defineConfig({
  plugins: [radixIconsPerModule(), radixThemeWithoutTooltips(), reactRouterWithoutDevWarnings(), react()],
  ssr: { noExternal: true },
  // React's production build whatever NODE_ENV the server runs with: faster, and no messages or stacks in the page.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: { ssr: 'src/ssr.tsx', outDir: 'dist-ssr', target: 'node20', sourcemap: false, emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } },
});
