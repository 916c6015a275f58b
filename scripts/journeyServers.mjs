// node scripts/journeyServers.mjs <count> <first port>: the browser journeys' servers, one per Playwright worker, each on
// a fresh embedded database of its own (port = first port + the worker's index). Playwright starts the servers of a
// webServer list one after another; started side by side here, two servers that each migrate and seed their database
// are ready in about the time of one (21 s instead of 40 s on 2 cores). Beside them runs one fake of Stripe's HTTP API
// (packages/server/test/fakeStripeServer.ts, on port first port + 99 or E2E_STRIPE_PORT) that every server reaches
// through STRIPE_API_BASE, with a PAYMENT_KEYS_SECRET of the run's own, so a journey can set a tenant to Stripe
// (tests/e2e/stripe.spec.ts); a tenant left on the sandbox never calls it. Likewise one fake of Adyen's Checkout API
// (packages/server/test/fakeAdyenServer.ts, on port first port + 97 or E2E_ADYEN_PORT) through ADYEN_API_BASE
// (tests/e2e/adyen.spec.ts). Prints "journey servers ready" once every server answers /api/health and the fakes
// answer, and exits (stopping the others) as soon as one of them stops.
import { randomBytes } from 'node:crypto';
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
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? firstPort + 99);
const fakeStripe = spawn(process.execPath, ['--import', 'tsx', 'test/fakeStripeServer.ts', String(stripePort)], { cwd: join(root, 'packages/server'), stdio: ['ignore', 'ignore', 'inherit'] });
const adyenPort = Number(process.env.E2E_ADYEN_PORT ?? firstPort + 97);
const fakeAdyen = spawn(process.execPath, ['--import', 'tsx', 'test/fakeAdyenServer.ts', String(adyenPort)], { cwd: join(root, 'packages/server'), stdio: ['ignore', 'ignore', 'inherit'] });
const payments = { STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`, ADYEN_API_BASE: `http://127.0.0.1:${adyenPort}`, PAYMENT_KEYS_SECRET: randomBytes(32).toString('hex') };
const [node, args] = serverCommand();
const servers = Array.from({ length: count }, (_, index) =>
  spawn(node, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...payments, PORT: String(firstPort + index), DATA_DIR: dataDir(index) } }),
);
const children = [...servers, fakeStripe, fakeAdyen];

const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(0)));
for (const [index, child] of children.entries()) {
  const name = child === fakeStripe ? `the fake Stripe (port ${stripePort})` : child === fakeAdyen ? `the fake Adyen (port ${adyenPort})` : `journey server ${index} (port ${firstPort + index})`;
  child.on('exit', (code, signal) => {
    console.error(`${name} stopped: ${signal ?? `exit ${code}`}`);
    stopAll();
    process.exit(code || 1);
  });
}

/** Resolves once `url` answers (asked every 200 ms). */
async function answers(url) {
  for (;;) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

await Promise.all([
  ...servers.map((_, index) => answers(`http://localhost:${firstPort + index}/api/health`)),
  answers(`http://127.0.0.1:${stripePort}/_test/payments/ready`),
  answers(`http://127.0.0.1:${adyenPort}/_test/payments/ready`),
]);
console.log('journey servers ready');
