import type { Socket } from 'node:net';
import { buildApp } from './app';
import { startClock } from './clock/startClock';
import { CONNECTION_MESSAGE, type ConnectionMessage, isAcceptor, isServerOfMany, LISTEN_BACKLOG, READY_MESSAGE, runPrimary, takeConnection } from './cluster';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { machineMs } from './http/connectionArrival';

async function main(): Promise<void> {
  const shiftedBy = startClock();
  const config = loadConfig();
  if (isAcceptor(config)) return runPrimary(config);
  const started = performance.now();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  app.log.info(
    { database: database.kind, seeded: database.seeded, ms: Math.round(performance.now() - started) },
    database.seeded ? 'Database migrated and seeded (first run)' : 'Database migrated; existing data kept',
  );
  if (shiftedBy) app.log.warn({ now: new Date().toISOString() }, 'The clock runs from COURTSIDE_NOW');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  if (isServerOfMany()) {
    // Behind the acceptor: it accepts each connection and hands it over with the time it came (cluster.ts).
    await app.ready();
    process.on('message', (message: Partial<ConnectionMessage>, socket?: Socket) => {
      if (message?.cmd !== CONNECTION_MESSAGE || !socket) return;
      takeConnection(app.server, socket, { acceptedAt: message.acceptedAt ?? machineMs(), read: message.read });
    });
    process.send?.({ cmd: READY_MESSAGE });
    return;
  }
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Courtside listening on http://localhost:${port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
