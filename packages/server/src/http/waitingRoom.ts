import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { messages, type WaitingRoomPlace } from '@courtside/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './httpError';
import type { Arrivals } from './arrivals';
import { requestLagMs } from './connectionArrival';
import { createLimiter } from './limiter';

/** What the room needs of the limiter it guards: how many run or wait now, and how many it lets through before waiting starts. */
export interface Guarded {
  load(): number;
  /** How many it lets through a second when busy (the line's pace). */
  perSecond(): number;
}

export interface WaitingRoomOptions {
  /** How many requests may run or queue inside at once; past that, newcomers get a ticket. */
  capacity: number | (() => number);
  /** Signs tickets, so a ticket made up, altered or issued to someone else is worth nothing (shared by a deployment's processes). */
  secret: Buffer;
  now: () => number;
  /** A holder not back this long after the time it was told to ask again has given up its place (default 5 s). */
  graceMs?: number;
  /** A ticket is worth nothing after this long (default 10 min): the line cannot be entered with an old one. */
  maxAgeMs?: number;
}

export interface WaitingRoom {
  /**
   * Null: in you go (`ticket` is used up). Otherwise the place in line to answer with. The line is in the order of
   * arrival: `arrivedAt` (when the subject first reached the server, http/arrivals.ts; now when not given) or the
   * ticket's, whichever is earlier.
   */
  enter(ticket: string | undefined, subject: string, want?: unknown, arrivedAt?: number): WaitingRoomPlace | null;
  /** What the subject holding `ticket` here asked for when it last asked with its body (see `enter`), if known. */
  wantOf(ticket: string | undefined, subject: string): unknown;
  /** How many tickets are waiting now. */
  waiting(): number;
  /** Whether the subject holds a place in this room's line now. */
  holds(subject: string): boolean;
  /** Whether `ticket` is a place this room gave `subject` and still worth something (checked without deciding anything). */
  recognises(ticket: string | undefined, subject: string): boolean;
  /** The arrival `ticket` states when the deployment signed it for `subject` and it is not too old, used or not. */
  signedArrival(ticket: string | undefined, subject: string): number | undefined;
  /** The subject gives up its place (answered without waiting for its turn: what it wanted has sold out). */
  leave(subject: string): void;
}

/** The 429 a request gets when the room is full: the spec's envelope plus its place in line (never a bare 503). */
export class WaitingRoomError extends HttpError {
  constructor(readonly place: WaitingRoomPlace) {
    super(429, messages.waitingRoom.queued);
  }
}

interface Holder {
  /** When the subject arrived: the line's order (and what its ticket says). */
  arrivedAt: number;
  id: string;
  subject: string;
  /** When it must have asked again by (the wait it was told, plus the grace), or it has given up its place. */
  dueBy: number;
  /** When it was told to ask again (the wait it was told); later than that by `LATE_MS`, the line does not wait for it. */
  backBy: number;
  /** Breaks ties of arrival: the order this process first saw them in. */
  seq: number;
  /** What it asked for (an add's one item), so an ask with only the ticket can be told it has sold out. */
  want?: unknown;
}

/** A ticket's signature: the deployment's secret over its arrival, id and subject (the tenant and the credential's digest). */
const ticketSignature = (secret: Buffer, arrivedAt: number, id: string, subject: string) =>
  createHmac('sha256', secret).update(`${arrivedAt}.${id}.${subject}`).digest('base64url').slice(0, 22);

/** A new ticket for `subject`, arrived at `arrivedAt` (the app's clock), signed with the deployment's secret. */
export function issueTicket(secret: Buffer, arrivedAt: number, subject: string): string {
  const id = randomBytes(12).toString('base64url');
  return `${arrivedAt}.${id}.${ticketSignature(secret, arrivedAt, id, subject)}`;
}

/** A ticket's arrival and id when the deployment signed it for `subject` and it is not too old (`maxAgeMs`); else null. */
export function readTicket(secret: Buffer, ticket: string | undefined, subject: string, now: number, maxAgeMs = TICKET_MAX_AGE_MS): { arrivedAt: number; id: string } | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/.exec(ticket ?? '');
  if (!match) return null;
  const [, arrived, id, signature] = match as unknown as [string, string, string, string];
  const arrivedAt = Number(arrived);
  if (now - arrivedAt > maxAgeMs || arrivedAt > now + 60_000) return null;
  const expected = Buffer.from(ticketSignature(secret, arrivedAt, id, subject));
  return timingSafeEqual(expected, Buffer.from(signature)) ? { arrivedAt, id } : null;
}

/** How long a ticket is worth something: the line cannot be entered with an older one. */
export const TICKET_MAX_AGE_MS = 10 * 60_000;

/**
 * `readTicket` remembering the tickets it found genuine, by their exact text, with the subject they were signed for: a
 * holder shows the same ticket at every ask, and each ask reads it up to four times (its arrival, whether it is a
 * place here, what it wanted, its place), each an HMAC. The age is checked at every read, so a remembered ticket lapses
 * when any other would; only genuine tickets are remembered, and at most `size` (the first remembered forgotten first),
 * so made-up tickets cost what they always did and nothing can grow it without bound.
 */
export function createTicketReader(secret: Buffer, maxAgeMs = TICKET_MAX_AGE_MS, size = 10_000) {
  const genuine = new Map<string, { subject: string; signed: { arrivedAt: number; id: string } }>();
  return {
    read(ticket: string | undefined, subject: string, now: number): { arrivedAt: number; id: string } | null {
      const known = ticket === undefined ? undefined : genuine.get(ticket);
      if (known?.subject === subject) {
        const { arrivedAt } = known.signed;
        return now - arrivedAt > maxAgeMs || arrivedAt > now + 60_000 ? null : known.signed;
      }
      const signed = readTicket(secret, ticket, subject, now, maxAgeMs);
      if (signed && ticket !== undefined) {
        if (genuine.size >= size) genuine.delete(genuine.keys().next().value!);
        genuine.set(ticket, { subject, signed });
      }
      return signed;
    },
    /** How many tickets it remembers. */
    remembered: () => genuine.size,
  };
}

/** A waiting room's subject: the tenant and a digest of the credential (bearer token, checkout link or address). */
export const subjectOf = (tenantId: number, credential: string): string =>
  `${tenantId}:${createHash('sha256').update(credential).digest('base64url').slice(0, 22)}`;

/**
 * How late past the wait it was told a holder may ask again and still be waited for by those behind it. Asks with a
 * ticket go to whichever process a connection reaches, so a holder of this process's line may be asking another.
 */
const LATE_MS = 500;
/** How soon a newcomer, or a holder that wants an item, is asked back at most (see `createWaitingRoom`'s waits). */
export const SOON_ASK_MS = 800;
/** The most asks a second a line of holders that want an item is asked back at, all together. */
const LINE_ASKS_PER_SECOND = 600;
/**
 * How soon holders that want an item are asked back when `holders` of them are in line: within 0.8 s, or within the
 * time they need to ask once all together at 600 asks a second when they are more than 480.
 */
export const soonAgainMs = (holders: number): number => Math.max(SOON_ASK_MS, Math.round((holders / LINE_ASKS_PER_SECOND) * 1000));

const ahead = (a: Pick<Holder, 'arrivedAt' | 'seq'>, b: Pick<Holder, 'arrivedAt' | 'seq'>) => a.arrivedAt < b.arrivedAt || (a.arrivedAt === b.arrivedAt && a.seq < b.seq);

/**
 * Admission control in front of a limiter, for the opening rush. While what is inside (running and queued) stays under
 * `capacity` everyone walks in. Past it a request is answered at once with 429, a signed ticket and its place in line;
 * presenting the ticket again keeps that place, and the holders get in in the order they arrived at the server (not
 * the order they reached this room: a customer whose page took longer is still ahead of those who came after), before
 * anyone who came later. So a rush becomes a line the customer can see instead of requests that hang until they time
 * out, and places go in arrival order. A customer holds one place per room however often they ask, and loses it by not
 * asking again within a few seconds of when they were told (a closed tab does not hold up the line); once half a
 * second late, the ones behind them are not held up meanwhile. Tickets name the tenant and customer they were issued
 * to and are signed, so any process of the deployment (sharing the secret) honours them, and one is used once: the
 * ticket that got in is remembered until it would have expired anyway.
 */
export function createWaitingRoom(guarded: Guarded, options: WaitingRoomOptions): WaitingRoom {
  const graceMs = options.graceMs ?? 5_000;
  const maxAgeMs = options.maxAgeMs ?? TICKET_MAX_AGE_MS;
  const holders = new Map<string, Holder>();
  const bySubject = new Map<string, Holder>();
  // The holders in line order, so a place is a binary search, not a count over the whole line at every ask (a rush's
  // line is thousands long and asked of hundreds of times a second; most newcomers join at the back).
  const line: Holder[] = [];
  /** How many holders are ahead of `holder`: its index in `line` when it is there, else where it would go. */
  const placeIn = (holder: Pick<Holder, 'arrivedAt' | 'seq'>) => {
    let [lo, hi] = [0, line.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ahead(line[mid]!, holder)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  /**
   * How many of the `before` holders ahead the line waits for, counted up to `most`: not one later than `LATE_MS` past
   * when it was told to ask again. Such a one may be asking another process of the deployment (the ticket keeps its
   * arrival wherever it asks) or be gone; it keeps its place here until its grace runs out, and is let in by it
   * whenever it is back, but the ones behind it who are here are not held up meanwhile.
   */
  const waitedFor = (before: number, now: number, most: number) => {
    let count = 0;
    for (let i = 0; i < before && count < most; i++) if (now <= line[i]!.backBy + LATE_MS) count++;
    return count;
  };
  const join = (holder: Holder) => {
    holders.set(holder.id, holder);
    bySubject.set(holder.subject, holder);
    line.splice(placeIn(holder), 0, holder);
  };
  const used = new Map<string, number>();
  let lastPrune = 0;
  let seq = 0;

  const sign = (arrivedAt: number, id: string, subject: string) => ticketSignature(options.secret, arrivedAt, id, subject);
  const tickets = createTicketReader(options.secret, maxAgeMs);
  const verify = tickets.read;
  /** A ticket's holder when it is ours, for this subject, still worth something and not used; else null. */
  const read = (ticket: string | undefined, subject: string, now: number): Holder | null => {
    const signed = verify(ticket, subject, now);
    return signed && !used.has(signed.id) ? { ...signed, subject, dueBy: now + graceMs, backBy: now, seq: seq++ } : null;
  };

  const remove = (holder: Holder) => {
    holders.delete(holder.id);
    if (bySubject.get(holder.subject) === holder) bySubject.delete(holder.subject);
    const at = placeIn(holder);
    if (line[at] === holder) line.splice(at, 1);
  };
  const prune = (now: number) => {
    if (now - lastPrune < 1_000) return;
    lastPrune = now;
    for (const holder of holders.values()) if (now > holder.dueBy || now - holder.arrivedAt > maxAgeMs) remove(holder);
    for (const [id, until] of used) if (until < now) used.delete(id);
  };

  /**
   * The subject's place: the one it holds here, moved up when its arrival (noted by the server, or its ticket's from
   * any process) is earlier; undefined when it holds none yet (a newcomer, placed by `arrival`).
   */
  const placeOf = (ticket: string | undefined, subject: string, now: number, arrival: number): Holder | undefined => {
    const held = bySubject.get(subject);
    const presented = read(ticket, subject, now);
    const presentedHere = presented && !holders.has(presented.id) ? presented : undefined;
    const earliest = Math.min(arrival, presentedHere?.arrivedAt ?? arrival);
    if (held && held.arrivedAt <= earliest) return held;
    if (!held && !presentedHere) return undefined;
    if (held) remove(held);
    const moved = { ...(presentedHere ?? held!), arrivedAt: earliest };
    join(moved);
    return moved;
  };

  /**
   * How long to wait before asking again: about the time the line needs to reach this place at the guarded limiter's
   * pace (soon near the front, seldom far back), 0.05 to 10 s; the queue behind the limiter's slots covers a holder who
   * comes back a little late. An ask with its ticket is answered before the session lookup, but each is still work for
   * a server that is already full: asked at half that time, the add bench's 50 clients asked twice as often and got
   * about a third fewer adds through (docs/performance.md, add to basket). A newcomer asks back within 0.8 s once: a
   * race for 20 places is over in about 0.6 s, and its losers then hear 'full' within half a second of the last place
   * going (2 s: 1.7 s after it), with no fewer of an opening's first arrivals winning. A holder that wants something
   * (an add's item) keeps asking back within 0.8 s, or within the time the whole line needs to ask once at 600 asks a
   * second when it is longer than 480: an ask in line for what has sold out is refused at once, so a race's losers hear
   * 'full' within 0.8 s of the last place going instead of when the line's pace said to come back (up to 6–10 s after
   * it). The bound on the line's asks is for a rush, where the line is thousands long and the server already full:
   * every holder asking within 0.8 s was 600–1,500 asks a second there, and a harsh rush's pages timed out
   * (`soonAgainMs`, which the door shares).
   */
  const retryAfter = (position: number) => Math.round(Math.min(10_000, Math.max(50, (position / guarded.perSecond()) * 1000)));

  return {
    enter(ticket, subject, want, arrivedAt) {
      const now = options.now();
      prune(now);
      const arrival = Math.min(arrivedAt ?? now, now);
      let mine = placeOf(ticket, subject, now, arrival);
      const room = (typeof options.capacity === 'number' ? options.capacity : options.capacity()) - guarded.load();
      // A newcomer goes behind everyone who arrived before it (and before anyone who arrived with it but asked first).
      const before = placeIn(mine ?? { arrivedAt: arrival, seq });
      if (waitedFor(before, now, room) < room) {
        if (mine) {
          remove(mine);
          used.set(mine.id, mine.arrivedAt + maxAgeMs);
        }
        return null;
      }
      const newcomer = !mine;
      if (!mine) {
        mine = { arrivedAt: arrival, id: randomBytes(12).toString('base64url'), subject, dueBy: 0, backBy: 0, seq: seq++ };
        join(mine);
      }
      if (want !== undefined) mine.want = want;
      const position = before + 1;
      // A newcomer comes back soon once, and one that wants an item every time (as soon as the line's asks allow): what
      // they want may sell out meanwhile (a race for 20 places is over in a second), and then they are told so at once
      // instead of waiting out the line's pace.
      const soon = newcomer ? SOON_ASK_MS : mine.want !== undefined ? soonAgainMs(holders.size) : Number.POSITIVE_INFINITY;
      const wait = Math.min(soon, retryAfter(position));
      mine.backBy = now + wait;
      mine.dueBy = mine.backBy + graceMs;
      return { ticket: `${mine.arrivedAt}.${mine.id}.${sign(mine.arrivedAt, mine.id, subject)}`, position, retry_after_ms: wait };
    },
    waiting: () => holders.size,
    holds: (subject) => bySubject.has(subject),
    recognises: (ticket, subject) => read(ticket, subject, options.now()) !== null,
    signedArrival: (ticket, subject) => verify(ticket, subject, options.now())?.arrivedAt,
    wantOf: (ticket, subject) => (read(ticket, subject, options.now()) ? bySubject.get(subject)?.want : undefined),
    leave(subject) {
      const held = bySubject.get(subject);
      if (!held) return;
      remove(held);
      used.set(held.id, held.arrivedAt + maxAgeMs);
    },
  };
}

/** Lets the request in, or throws its place in line (answered 429 by the error handler). */
export function admit(room: WaitingRoom, ticket: string | undefined, subject: string, want?: unknown, arrivedAt?: number): void {
  const place = room.enter(ticket, subject, want, arrivedAt);
  if (place) throw new WaitingRoomError(place);
}

/**
 * Whose place in line a request is: its tenant and a digest of the credential it carries (bearer token or checkout
 * link), known without a database read — so asking again while waiting costs no session lookup.
 */
export function waitingSubject(request: FastifyRequest): string {
  let subject = subjectOfRequest.get(request);
  if (subject === undefined) {
    const credential = request.headers.authorization ?? request.headers['x-checkout-token'] ?? request.ip;
    subjectOfRequest.set(request, (subject = subjectOf(request.tenant.id, String(credential))));
  }
  return subject;
}

/** Each request's subject, digested once: the hooks, the limiter and the route all ask for it. */
const subjectOfRequest = new WeakMap<FastifyRequest, string>();

const ticketOf = (request: FastifyRequest): string | undefined => {
  const ticket = request.headers['x-waiting-ticket'];
  return typeof ticket === 'string' ? ticket : undefined;
};

/** When each request's customer arrived (http/arrivals.ts), noted as the request came in. */
const arrivalOfRequest = new WeakMap<FastifyRequest, number>();

/** Which admission a route is behind (its route config `admission`); the waiting-room hook reads it. */
export type AdmissionPath = 'adding' | 'paying' | 'viewing';

/**
 * A limiter with a waiting room in front. `admitRequest` lets a request in or throws its place in line (the hooks do it
 * before the session lookup); the handler then runs its task in turn with `guarded(request, task)` (which admits it
 * there if no hook did). Both the line and the limiter's queue go in the order the customers arrived. A request let in
 * counts against the room until it reaches the limiter or its answer leaves (`settle`), so a burst of asks cannot all
 * be let in before any of them queues.
 */
export function createAdmission(
  max: number,
  options: Omit<WaitingRoomOptions, 'capacity'> & {
    queue: number;
    queueSeconds: number;
    /** While this says so, the queue behind the running tasks may hold `queueSeconds` of work whatever `queue` says. */
    open?: () => boolean;
  },
) {
  const limiter = createLimiter(max);
  let pending = 0;
  // The queue behind the running tasks holds at most `queue`, and no more than `queueSeconds` of work at the
  // recent pace: slow claims (a camp's, all buyers on one lock) queue fewer, so a request let in is answered soon.
  // Open, the queue is bounded by its time alone (so a first ask is still answered within about `queueSeconds` of
  // work); and only while nobody is in line: once one has formed, the ones in it go first.
  const capacity = () => {
    const byTime = Math.floor(limiter.perSecond() * options.queueSeconds);
    return max + (options.open?.() && room.waiting() === 0 ? byTime : Math.min(options.queue, byTime));
  };
  const room: WaitingRoom = createWaitingRoom({ load: () => limiter.load() + pending, perSecond: limiter.perSecond }, { ...options, capacity });
  const admitted = new WeakSet<FastifyRequest>();
  const admitRequest = (request: FastifyRequest, want?: unknown): void => {
    if (admitted.has(request)) return;
    admit(room, ticketOf(request), waitingSubject(request), want, arrivalOfRequest.get(request));
    admitted.add(request);
    pending++;
  };
  const settle = (request: FastifyRequest): void => {
    if (admitted.delete(request)) pending--;
  };
  const guarded = <T>(request: FastifyRequest, task: () => Promise<T>, want?: unknown): Promise<T> => {
    admitRequest(request, want);
    settle(request);
    return limiter(task, arrivalOfRequest.get(request));
  };
  return Object.assign(guarded, {
    limiter,
    room,
    admitRequest,
    settle,
    /** Whether the request has been let in already (by a hook). */
    admitted: (request: FastifyRequest) => admitted.has(request),
    /** Whether anyone waits: for a slot, or in line. */
    busy: () => limiter.waiting() > 0 || room.waiting() > 0,
  });
}

/** The route config of a path behind a waiting room (fastify `config`). */
export interface AdmissionConfig {
  admission?: AdmissionPath;
  /** What an ask wants (its one item), read from its params and raw body — before validation, so it may be undefined. */
  want?: (request: FastifyRequest) => unknown;
}

/** A route's admission config, if it is behind a room. */
export const admissionConfigOf = (request: FastifyRequest): AdmissionConfig | undefined => {
  const config = request.routeOptions.config as AdmissionConfig | undefined;
  return config?.admission ? config : undefined;
};

/** Whether a request carries a credential of its own (a customer's or staff's bearer token, or a checkout link). */
const carriesCredential = (request: FastifyRequest) => request.headers.authorization !== undefined || request.headers['x-checkout-token'] !== undefined;

/**
 * The waiting room's hooks on the tenant scope, installed before the session lookup. Every request carrying a
 * credential has its customer's arrival noted as it comes in (http/arrivals.ts). A route whose config names an
 * admission is then let in or answered with its place in line from memory, before any database work: an ask with its
 * ticket as it comes in, a newcomer once its body is read (so its place remembers what it wants). A made-up credential
 * can hold a place, but when its turn comes its session lookup refuses it, which is the one lookup it would have cost
 * without a line. Its count is settled when its answer leaves.
 */
export function installWaitingRooms(
  scope: FastifyInstance,
  rooms: Record<AdmissionPath, Admission>,
  arrivals: Arrivals,
  /** Refuses an ask in line at once (throws) when what it asked for can no longer be had — it gives up its place. */
  goneBy?: (request: FastifyRequest, want: unknown) => void,
): void {
  const of = (request: FastifyRequest) => {
    const path = admissionConfigOf(request)?.admission;
    return path ? rooms[path] : undefined;
  };
  /** Refuses the ask at once when what it wants has sold out, giving up any place its subject holds. */
  const refuseGone = (admission: Admission, request: FastifyRequest, subject: string, want: unknown) => {
    if (want === undefined || !goneBy) return;
    try {
      goneBy(request, want);
    } catch (error) {
      admission.room.leave(subject);
      throw error;
    }
  };
  scope.addHook('onRequest', async (request, reply) => {
    if (!carriesCredential(request)) return;
    const [ticket, subject] = [ticketOf(request), waitingSubject(request)];
    const admission = of(request);
    // A ticket signed by any of the deployment's processes carries its arrival to this one.
    const presented = (admission ?? rooms.adding).room.signedArrival(ticket, subject);
    arrivalOfRequest.set(request, arrivals.stamp(subject, presented, requestLagMs(request)));
    if (!admission) return;
    // However the request ends — answered, failed, or the client gone mid-way — what it counted is given back.
    reply.raw.once('close', () => admission.settle(request));
    // An ask with a ticket of its own is decided here, before anything else.
    if (!admission.room.recognises(ticket, subject)) return;
    // A place given elsewhere (at the door, or by another process) is not known here with what it wants: decided once
    // its body is read, like a newcomer's, so its place remembers it (and it is asked back as a want's holder is).
    if (admissionConfigOf(request)?.want && !admission.room.holds(subject)) return;
    refuseGone(admission, request, subject, admission.room.wantOf(ticket, subject));
    admission.admitRequest(request);
  });
  // A newcomer is decided once its body is read and before its session is looked up (the lookup of a path behind a
  // room waits for this: auth/authHook.ts).
  scope.addHook('preValidation', async (request) => {
    const admission = of(request);
    if (!admission || !carriesCredential(request) || admission.admitted(request)) return;
    const want = admissionConfigOf(request)?.want?.(request);
    // Told 'full' at once only while adds wait (with nobody waiting the claim itself is exact; cart/soldOut.ts).
    if (admission.busy()) refuseGone(admission, request, waitingSubject(request), want);
    admission.admitRequest(request, want);
  });
  scope.addHook('onResponse', async (request) => of(request)?.settle(request));
}

export type Admission = ReturnType<typeof createAdmission>;
