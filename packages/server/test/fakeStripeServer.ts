import { startFakeStripe } from './fakeStripe';

// The fake of Stripe's API as a process of its own, for the browser journeys (scripts/journeyServers.mjs starts it
// beside the servers, which reach it through STRIPE_API_BASE): `node --import tsx test/fakeStripeServer.ts <port>`.
// Prints "fake stripe ready <url>" once it listens; stops on SIGINT or SIGTERM.
const port = Number(process.argv[2] ?? process.env.PORT);
if (!Number.isInteger(port) || port < 1) {
  console.error('usage: node --import tsx test/fakeStripeServer.ts <port>');
  process.exit(2);
}
const fake = await startFakeStripe({ port });
console.log(`fake stripe ready ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void fake.close().then(() => process.exit(0)));
