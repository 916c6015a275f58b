// npm start: install, build the web app, then serve the whole product from one process.
import { spawn } from 'node:child_process';
import { buildServer, buildWeb, install, root, serverCommand } from './lib.mjs';

try {
  await install();
  await buildWeb();
  await buildServer();
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  process.exit(1);
}
const [cmd, args] = serverCommand();
const server = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
