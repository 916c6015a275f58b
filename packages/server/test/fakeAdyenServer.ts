import { startFakeAdyen } from './fakeAdyen';

// The fake of Adyen's Checkout API as a process of its own, for the browser journeys (scripts/journeyServers.mjs starts
// it beside the servers, which reach it through ADYEN_API_BASE): `node --import tsx test/fakeAdyenServer.ts <port>`.
// Prints "fake adyen ready <url>" once it listens; stops on SIGINT or SIGTERM.
const port = Number(process.argv[2] ?? process.env.PORT);
if (!Number.isInteger(port) || port < 1) {
  console.error('usage: node --import tsx test/fakeAdyenServer.ts <port>');
  process.exit(2);
}
const fake = await startFakeAdyen({ port });
console.log(`fake adyen ready ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void fake.close().then(() => process.exit(0)));
