// `node scripts/pnpm.mjs <args>`: the pinned pnpm, wherever it comes from.
import { pnpm } from './lib.mjs';
process.exit(await pnpm(process.argv.slice(2), { cwd: process.cwd() }));
