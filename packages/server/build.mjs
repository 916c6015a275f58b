// The production server: src/main.ts and @courtside/core bundled into one ES module, build/main.mjs, run by plain Node
// — no TypeScript compiled at start. The server's npm dependencies stay external (Node loads them from node_modules as
// before); core's source and its own dependencies are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@courtside/'));

const started = performance.now();
await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./build/main.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Each dependency's subpaths too (drizzle-orm/pg-core, …).
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  // CommonJS bundled into an ES module still calls require() for Node's own modules.
  banner: { js: "import { createRequire as __courtsideRequire } from 'node:module'; const require = __courtsideRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`server built: build/main.mjs in ${Math.round(performance.now() - started)} ms`);
