// npm run dev: the API server with reload (tsx watch) on :3000 and Vite with hot reload on :5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { install, pnpmCmd, root } from './lib.mjs';

await install();
const [pnpmBin, ...pre] = pnpmCmd();
const children = [
  spawn(process.execPath, [join(root, 'packages/server/node_modules/tsx/dist/cli.mjs'), 'watch', 'src/main.ts'], {
    cwd: join(root, 'packages/server'),
    stdio: 'inherit',
  }),
  spawn(pnpmBin, [...pre, '--filter', '@courtside/web', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
];
console.log('Courtside dev: open http://localhost:5173 (API on http://localhost:3000)');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
