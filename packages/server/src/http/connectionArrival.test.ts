import { createServer, type Server as NetServer } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeConnection } from '../cluster';
import { installConnectionArrival, machineMs, requestLagMs } from './connectionArrival';

// A server process as the primary feeds it (cluster.ts): connections accepted elsewhere, handed over with the time they
// came. The route answers how long before it was read each request reached the server.
const app = Fastify();
installConnectionArrival(app);
app.get('/lag', async (request) => ({ lag: requestLagMs(request) }));
let door: NetServer;
let port = 0;
/** How long ago the door says the next connection came (a busy process reading it late). */
let cameMsAgo = 0;

beforeAll(async () => {
  await app.ready();
  door = createServer({ pauseOnConnect: true }, (socket) => takeConnection(app.server, socket, { acceptedAt: machineMs() - cameMsAgo }));
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  port = (door.address() as { port: number }).port;
});
afterAll(async () => {
  door.close();
  await app.close();
});

/** Two requests on one kept-alive connection (a fresh connection per call of this). */
async function twoOnOneConnection() {
  const { Agent, request } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/lag', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve((JSON.parse(body) as { lag: number }).lag));
      })
        .on('error', reject)
        .end();
    });
  const answers = [await get(), await get()];
  agent.destroy();
  return answers;
}

describe('when a request reached the server', () => {
  it('is when its connection was accepted, for the first request a connection carries; later ones are read as they come', async () => {
    cameMsAgo = 800;
    const [first, second] = await twoOnOneConnection();
    expect(first).toBeGreaterThanOrEqual(800);
    expect(second).toBe(0);
  });

});
