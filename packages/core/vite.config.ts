import { defineConfig } from 'vite';

// Library build: one ES module with the runtime dependencies left external (declarations come from tsc).
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js' },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rolldownOptions: { external: [/^zod/, /^dayjs/, /^valtio/, /^@tanstack\/query-core/] },
  },
});
