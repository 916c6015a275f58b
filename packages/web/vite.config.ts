import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';
import { dropUnusedRadix } from './radixCss';
import { routePreloads } from './routePreloads';

const apiTarget = process.env.COURTSIDE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), routePreloads(), precompress()],
  css: { postcss: { plugins: [dropUnusedRadix()] } },
  server: { port: 5173, proxy: { '/api': apiTarget, '/logos': apiTarget } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
