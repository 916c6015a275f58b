import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';
import { dropUnusedRadix } from './radixCss';
import { radixIconsPerModule } from './radixIcons';
import { radixThemeWithoutTooltips } from './radixThemeRoot';
import { routePreloads } from './routePreloads';

const apiTarget = process.env.COURTSIDE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [radixIconsPerModule(), radixThemeWithoutTooltips(), react(), routePreloads(), precompress()],
  css: { postcss: { plugins: [dropUnusedRadix()] } },
  server: { port: 5173, proxy: { '/api': apiTarget, '/logos': apiTarget, '/openactive': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Time to content: common chunks under 2 KB are copied into the chunks that use them. A time-slot page's first
    // visit then asks for ~35 scripts instead of ~75 (six connections, one round trip each), for ~1.5 % more code.
    rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 2048 } } } },
  },
});
