// node scripts/journeyServers.mjs <count> <first port>: the browser journeys' servers, one per Playwright worker, each on
// a fresh embedded database of its own (port = first port + the worker's index). Playwright starts the servers of a
// webServer list one after another; started side by side here, two servers that each migrate and seed their database
// are ready in about the time of one (21 s instead of 40 s on 2 cores). Prints "journey servers ready" once every one
// answers /api/health, and exits (stopping the others) as soon as one of them stops.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, serverCommand } from './lib.mjs';

const [count, firstPort] = process.argv.slice(2).map(Number);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(firstPort)) {
  console.error('usage: node scripts/journeyServers.mjs <count> <first port>');
  process.exit(2);
}

// The server is bundled afresh (under a second), so a run never starts yesterday's build.
const built = spawnSync(process.execPath, [join(root, 'packages/server/build.mjs')], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = (index) => (process.env.E2E_DATA_DIR ? `${process.env.E2E_DATA_DIR}-${index}` : mkdtempSync(join(tmpdir(), 'courtside-e2e-')));
const [node, args] = serverCommand();
const servers = Array.from({ length: count }, (_, index) =>
  spawn(node, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(firstPort + index), DATA_DIR: dataDir(index) } }),
);

const stopAll = () => servers.forEach((server) => server.exitCode === null && server.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(0)));
for (const [index, server] of servers.entries()) {
  server.on('exit', (code, signal) => {
    console.error(`journey server ${index} (port ${firstPort + index}) stopped: ${signal ?? `exit ${code}`}`);
    stopAll();
    process.exit(code || 1);
  });
}

/** Resolves once the server on `port` answers its health check (asked every 200 ms). */
async function healthy(port) {
  for (;;) {
    const ok = await fetch(`http://localhost:${port}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

await Promise.all(servers.map((_, index) => healthy(firstPort + index)));
console.log('journey servers ready');
