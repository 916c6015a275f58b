import { defineConfig } from 'vite';

/**
 * The operator's embed script (src/embed/embed.ts) built alone, after the app, into dist/embed.js: one small classic
 * script (an IIFE) with nothing of the app in it. Its size is measured by bench/ (budget 25 KiB gzip).
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2018',
    sourcemap: false,
    copyPublicDir: false,
    lib: { entry: 'src/embed/embed.ts', formats: ['iife'], name: 'CourtsideEmbed', fileName: () => 'embed.js' },
  },
});
