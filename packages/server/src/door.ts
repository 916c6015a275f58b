import type { Socket } from 'node:net';
import { messages } from '@courtside/core';
import { machineMs } from './http/connectionArrival';
import { readRequestHead, requestLength, type RequestHead } from './http/requestHead';
import { issueTicket, soonAgainMs, subjectOf } from './http/waitingRoom';

/**
 * The door: the accepting process (cluster.ts) answering a connection's first request itself while the server
 * processes are behind taking connections in. In an opening rush a busy server process reads new connections seconds
 * after they came (docs/performance.md, opening rush); a customer's first ask would wait that long for any answer.
 * So while a process is behind, the door reads the first request, and when it is a signed-in customer's API call it
 * answers at once with a place in line — a waiting-room ticket (http/waitingRoom.ts) stating when they came, signed
 * with the deployment's secret — and closes the connection. The customer asks again with the ticket (the API client
 * does); that ask is passed on, and whichever process serves it puts them in line by that arrival. Anything else (a page, a visitor's call,
 * anything the door does not read plainly) is passed on with the bytes read, for the server process to answer.
 *
 * How soon they ask again is the waiting room's rule: at the pace connections are being taken in, except an add of an
 * item (`asksBackSoon`), asked back within 0.8 s as the room asks back one that wants an item. What they want may sell
 * out while they wait, and their ask again is then told so at once; a race's losers placed at the door would otherwise
 * hear 'full' only when the door's pace said to come back, seconds after the last place went.
 */

export interface DoorOptions {
  /** Signs the tickets: the deployment's waiting-room secret, which every server process holds. */
  secret: Buffer;
  /** The tenant a Host header addresses, when the door knows it (undefined: the server process decides). */
  tenantOf: (host: string | undefined) => number | undefined;
  /** The app's clock in epoch milliseconds (COURTSIDE_NOW shifts it), which the tickets' arrivals are on. */
  now: () => number;
  /** Whether a request is an add of an item, whose customer is asked back soon (none when not given). */
  asksBackSoon?: (head: RequestHead) => boolean;
}

/** Where the customer stands, as the door estimates it from the connections not yet taken in. */
export interface DoorPlace {
  position: number;
  retryAfterMs: number;
}

/** The first request answered at the door, or to pass on with the bytes read of it (none when not read). */
export type DoorOutcome = { answered: true } | { answered: false; read: Buffer };

/** The most of a request the door reads before passing it on (a server process refuses bodies past its own limit). */
const MAX_READ_BYTES = 16 * 1024 * 1024;
/** A request not whole within this is passed on as it is. */
const READ_TIMEOUT_MS = 10_000;
const answerable = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The credential a request carries (a bearer token or a checkout link), as the waiting rooms read it. */
const credentialOf = (head: RequestHead) => head.headers.authorization ?? head.headers['x-checkout-token'];

/**
 * Reads the connection's first request and answers it with a place in line when it is a signed-in API call for a
 * tenant the door knows; otherwise hands back what it read. The socket is paused again either way.
 */
export function firstRequestAtDoor(socket: Socket, acceptedAt: number, place: (soon: boolean) => DoorPlace, options: DoorOptions): Promise<DoorOutcome> {
  return new Promise((resolve) => {
    let read: Buffer = Buffer.alloc(0);
    let head: RequestHead | undefined;
    let done = false;
    const finish = (outcome: DoorOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.off('data', onData).off('end', passOn).off('error', gone).off('close', gone);
      socket.pause();
      resolve(outcome);
    };
    const passOn = () => finish({ answered: false, read });
    const gone = () => finish({ answered: true });
    const onData = (chunk: Buffer) => {
      read = read.length === 0 ? chunk : Buffer.concat([read, chunk]);
      if (!head) {
        const reading = readRequestHead(read);
        if (reading.state === 'incomplete') return;
        if (reading.state === 'unreadable') return passOn();
        head = reading.head;
        // A client that waits for "100 Continue" sends its body only when the server process says so.
        if (head.headers.expect !== undefined || head.headers.upgrade !== undefined) return passOn();
      }
      const length = requestLength(head, read);
      if (length === undefined) return read.length > MAX_READ_BYTES ? passOn() : undefined;
      const answer = length === read.length ? placeInLine(head, acceptedAt, place, options) : null;
      if (!answer) return passOn();
      finish({ answered: true });
      socket.end(answer);
    };
    const timer = setTimeout(passOn, READ_TIMEOUT_MS);
    socket.on('data', onData).once('end', passOn).once('error', gone).once('close', gone);
    socket.resume();
  });
}

/**
 * The answer with a place in line, as the server processes' waiting rooms give it (429, the spec's message, the place),
 * for a signed-in customer's first API call to a tenant the door knows; null for any other request. They arrived when
 * the door accepted the connection.
 */
export function placeInLine(head: RequestHead, acceptedAt: number, place: (soon: boolean) => DoorPlace, options: DoorOptions): Buffer | null {
  const credential = credentialOf(head);
  if (!credential || !answerable.has(head.method) || !head.target.startsWith('/api/')) return null;
  // One asking again with a ticket already has a place: the server process's waiting room keeps it. The door answers
  // each customer once, so telling them to wait never adds to what the server processes take in.
  if (head.headers['x-waiting-ticket'] !== undefined) return null;
  const tenantId = options.tenantOf(head.headers.host);
  if (tenantId === undefined) return null;
  const now = options.now();
  const arrivedAt = Math.round(now - Math.max(0, machineMs() - acceptedAt));
  const ticket = issueTicket(options.secret, arrivedAt, subjectOf(tenantId, credential));
  const { position, retryAfterMs } = place(options.asksBackSoon?.(head) ?? false);
  const body = head.method === 'HEAD' ? '' : JSON.stringify({ message: messages.waitingRoom.queued, waiting_room: { ticket, position, retry_after_ms: retryAfterMs } });
  return Buffer.from(
    [
      'HTTP/1.1 429 Too Many Requests',
      'content-type: application/json; charset=utf-8',
      'cache-control: no-store',
      `retry-after: ${Math.ceil(retryAfterMs / 1000)}`,
      "content-security-policy: default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy: same-origin',
      'referrer-policy: strict-origin-when-cross-origin',
      'x-content-type-options: nosniff',
      'connection: close',
      `content-length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * How far behind each server process is in taking in the connections handed to it: the door answers first requests
 * itself while the oldest not yet taken has waited past `lateMs` or `most` wait at once.
 */
export function createIntake<W>({ lateMs = 150, most = 32, now = machineMs } = {}) {
  const handedAt = new Map<W, number[]>();
  // The recent pace of taking in, for how long a customer told to wait should wait.
  let msPerTake = 10;
  let lastTake = 0;
  // When the door last told customers to come back soon, over the last second: the line they make together.
  const toldSoon: number[] = [];
  const queueOf = (worker: W) => handedAt.get(worker) ?? handedAt.set(worker, []).get(worker)!;
  return {
    handed(worker: W, at = now()) {
      queueOf(worker).push(at);
    },
    taken(worker: W) {
      queueOf(worker).shift();
      const at = now();
      if (lastTake > 0) msPerTake = 0.9 * msPerTake + 0.1 * Math.min(1_000, at - lastTake);
      lastTake = at;
    },
    behind(worker: W): boolean {
      const queue = queueOf(worker);
      return queue.length >= most || (queue.length > 0 && now() - queue[0]! > lateMs);
    },
    /**
     * The place the door gives: behind every connection not yet taken in, asked back about when they will have been;
     * `soon` (an add of an item) no later than the waiting room asks back its holders that want one, counting as that
     * line everyone the door told so within the last second.
     */
    place(worker: W, soon = false): DoorPlace {
      const waiting = queueOf(worker).length;
      const paced = Math.round(Math.min(10_000, Math.max(250, (waiting + 1) * msPerTake)));
      if (!soon) return { position: waiting + 1, retryAfterMs: paced };
      const at = now();
      while (toldSoon.length > 0 && at - toldSoon[0]! >= 1_000) toldSoon.shift();
      toldSoon.push(at);
      return { position: waiting + 1, retryAfterMs: Math.min(paced, soonAgainMs(toldSoon.length)) };
    },
    forget(worker: W) {
      handedAt.delete(worker);
    },
  };
}
