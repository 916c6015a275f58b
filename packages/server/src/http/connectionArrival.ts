import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * When a connection reached the server, for the arrival of the first request it carries (http/arrivals.ts). A busy
 * process reads a new connection late: in a harsh opening rush its event loop accepts new connections 0.5–3.7 s after
 * they came, while requests on connections already open are read within milliseconds (docs/performance.md, opening
 * rush). With several processes the primary, idle, accepts each connection at once and passes it on with that time
 * (cluster.ts); with one, the time this process accepted it is the best there is. Times are on the machine's monotonic
 * clock, in milliseconds since the epoch (`performance.timeOrigin + performance.now()`), so the processes agree and a
 * shifted wall clock (COURTSIDE_NOW) changes nothing.
 */
export const machineMs = (): number => performance.timeOrigin + performance.now();

const acceptedAt = new WeakMap<Socket, number>();
const carried = new WeakSet<Socket>();

/** Notes when `socket` was accepted (`at`, machine time), unless a primary said so first. */
export function noteAccepted(socket: Socket, at: number = machineMs()): void {
  if (!acceptedAt.has(socket)) acceptedAt.set(socket, at);
}

/**
 * How long ago the request now read from `socket` reached the server: for the first request on a connection, the time
 * since the connection was accepted; for a later one, none (it is read as it comes).
 */
function arrivalLagMs(socket: Socket | undefined): number {
  if (!socket || carried.has(socket)) return 0;
  carried.add(socket);
  const at = acceptedAt.get(socket);
  return at === undefined ? 0 : Math.max(0, machineMs() - at);
}

const lagOfRequest = new WeakMap<FastifyRequest, number>();

/** Notes every connection this server accepts, and how long before it was read each request reached the server. */
export function installConnectionArrival(app: FastifyInstance): void {
  app.server.on('connection', (socket: Socket) => noteAccepted(socket));
  app.addHook('onRequest', async (request) => {
    lagOfRequest.set(request, arrivalLagMs(request.raw.socket));
  });
}

/** How long before it was read `request` reached the server (0 when not known). */
export const requestLagMs = (request: FastifyRequest): number => lagOfRequest.get(request) ?? 0;
