import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createServer, type Server as NetServer } from 'node:net';
import { messages } from '@courtside/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeConnection } from './cluster';
import { addsAnItem } from './cart/cartPayloads';
import { createIntake, firstRequestAtDoor, type DoorOutcome } from './door';
import { machineMs } from './http/connectionArrival';
import type { RequestHead } from './http/requestHead';
import { issueTicket, readTicket, subjectOf } from './http/waitingRoom';

// The accepting process's door in front of a server process (cluster.ts), in one process: every connection's first
// request goes through the door as when the server process is behind; what the door passes on reaches the server
// process with the bytes it read (as the primary hands it over), and the server answers with what it was sent.
const secret = randomBytes(32);
const riverside = 7;
const app = Fastify();
app.all('/api/echo', async (req) => ({ method: req.method, body: req.body ?? null, ticket: req.headers['x-waiting-ticket'] ?? null }));
app.get('/page', async () => 'the page');
let door: NetServer;
let port = 0;
const outcomes: DoorOutcome[] = [];

beforeAll(async () => {
  await app.ready();
  const options = {
    secret,
    now: () => Date.now(),
    tenantOf: (host: string | undefined) => (host?.startsWith('riverside.localhost') ? riverside : undefined),
    asksBackSoon: (head: RequestHead) => addsAnItem(head.method, head.target),
  };
  door = createServer({ pauseOnConnect: true }, (socket) => {
    const acceptedAt = machineMs();
    // The place an intake gives: 400 ms at its pace, 300 ms when asked back soon.
    void firstRequestAtDoor(socket, acceptedAt, (soon) => ({ position: 12, retryAfterMs: soon ? 300 : 400 }), options).then((outcome) => {
      outcomes.push(outcome);
      if (!outcome.answered) takeConnection(app.server, socket, { acceptedAt, read: outcome.read.toString('base64') });
    });
  });
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  port = (door.address() as { port: number }).port;
});
afterAll(async () => {
  door.close();
  await app.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own, as a customer's browser opens one. */
const ask = (path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | string[] } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const req = request({ host: '127.0.0.1', port, path, method, agent, headers: { host: 'riverside.localhost:3000', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
      });
    });
    req.on('error', reject);
    for (const part of Array.isArray(body) ? body : body === undefined ? [] : [body]) req.write(part);
    req.end();
  });

const bearer = { authorization: 'Bearer a-customer-token' };
const subject = subjectOf(riverside, bearer.authorization);

describe('the door, while the server processes are behind', () => {
  it("answers a signed-in customer's first API call with a place in line, the ticket stating when the connection came", async () => {
    const before = Date.now();
    const answer = await ask('/api/echo', { headers: bearer });
    expect(answer.status).toBe(429);
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(answer.body) as { message: string; waiting_room: { ticket: string; position: number; retry_after_ms: number } };
    expect(body).toMatchObject({ message: messages.waitingRoom.queued, waiting_room: { position: 12, retry_after_ms: 400 } });
    const signed = readTicket(secret, body.waiting_room.ticket, subject, Date.now());
    expect(signed?.arrivedAt).toBeGreaterThanOrEqual(before - 5);
    expect(signed?.arrivedAt).toBeLessThanOrEqual(Date.now());
    // Signed for this customer of this tenant only.
    expect(readTicket(secret, body.waiting_room.ticket, subjectOf(riverside, 'Bearer someone-else'), Date.now())).toBeNull();
    expect(readTicket(secret, body.waiting_room.ticket, subjectOf(riverside + 1, bearer.authorization), Date.now())).toBeNull();
  });

  it('places a first add of an item as the waiting room would place one that wants it: asked back soon', async () => {
    const headers = { ...bearer, 'content-type': 'application/json' };
    const add = await ask('/api/v1/users/12/carts/online/items', { method: 'POST', headers, body: '{"items":[]}' });
    expect(add.status).toBe(429);
    expect(JSON.parse(add.body)).toMatchObject({ waiting_room: { position: 12, retry_after_ms: 300 } });
    const other = await ask('/api/echo', { method: 'POST', headers, body: '{"items":[]}' });
    expect(JSON.parse(other.body)).toMatchObject({ waiting_room: { position: 12, retry_after_ms: 400 } });
  });

  it('passes on a customer asking again with a ticket: the server process keeps their place by it', async () => {
    const held = issueTicket(secret, Date.now() - 60_000, subject);
    const again = await ask('/api/echo', { method: 'POST', headers: { ...bearer, 'x-waiting-ticket': held, 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(JSON.parse(again.body)).toEqual({ method: 'POST', body: { a: 1 }, ticket: held });
  });

  it('answers a HEAD with the place in its headers and no body', async () => {
    const answer = await ask('/api/echo', { method: 'HEAD', headers: bearer });
    expect(answer.status).toBe(429);
    expect(answer.body).toBe('');
  });

  it('passes on, whole, what is not a signed-in API call to a tenant it knows — the server process answers it', async () => {
    expect(await ask('/page', { headers: bearer })).toMatchObject({ status: 200, body: 'the page' });
    expect(JSON.parse((await ask('/api/echo')).body)).toEqual({ method: 'GET', body: null, ticket: null });
    expect((await ask('/api/echo', { headers: { ...bearer, host: 'elsewhere.example' } })).status).toBe(200);
    // A body that came in several writes, by its length and in chunks.
    const json = JSON.stringify({ note: 'x'.repeat(100_000) });
    const byLength = await ask('/api/echo', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(json.length) }, body: [json.slice(0, 10), json.slice(10)] });
    expect(JSON.parse(byLength.body)).toEqual({ method: 'POST', body: JSON.parse(json), ticket: null });
    const chunked = await ask('/api/echo', { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body: [json.slice(0, 5000), json.slice(5000)] });
    expect(JSON.parse(chunked.body)).toEqual({ method: 'POST', body: JSON.parse(json), ticket: null });
    // A client waiting for "100 Continue" is the server's to answer.
    const expecting = await ask('/api/echo', { method: 'POST', headers: { ...bearer, expect: '100-continue', 'content-type': 'application/json' }, body: '{}' });
    expect(expecting.status).toBe(200);
    expect(outcomes.filter((o) => !o.answered).length).toBeGreaterThanOrEqual(6);
  });
});

describe('how far behind a server process is', () => {
  it('is behind while the oldest connection handed to it waits past the limit, or too many wait; its place is behind them', () => {
    let now = 1_000;
    const intake = createIntake<'a' | 'b'>({ lateMs: 150, most: 3, now: () => now });
    expect(intake.behind('a')).toBe(false);
    intake.handed('a');
    now += 150;
    expect(intake.behind('a')).toBe(false);
    now += 1;
    expect(intake.behind('a')).toBe(true);
    expect(intake.behind('b')).toBe(false);
    intake.taken('a');
    expect(intake.behind('a')).toBe(false);
    intake.handed('b');
    intake.handed('b');
    expect(intake.behind('b')).toBe(false);
    intake.handed('b');
    expect(intake.behind('b')).toBe(true);
    expect(intake.place('b')).toEqual({ position: 4, retryAfterMs: 250 });
  });

  /** An intake with 50 connections waiting, one taken in every 100 ms, on a clock the test moves. */
  const takingInEvery100ms = () => {
    const clock = { now: 0 };
    const intake = createIntake<'a'>({ now: () => clock.now });
    for (let i = 0; i < 150; i++) intake.handed('a');
    for (let i = 0; i < 100; i++) {
      clock.now += 100;
      intake.taken('a');
    }
    return { clock, intake };
  };

  it('asks those it places to come back at the pace connections are being taken in, at most 10 s', () => {
    const { intake } = takingInEvery100ms();
    // 50 waiting, one taken in every 100 ms: back in about 5 s.
    expect(intake.place('a').position).toBe(51);
    expect(intake.place('a').retryAfterMs).toBeGreaterThan(4_500);
    expect(intake.place('a').retryAfterMs).toBeLessThanOrEqual(5_100);
    for (let i = 0; i < 500; i++) intake.handed('a');
    expect(intake.place('a').retryAfterMs).toBe(10_000);
  });

  it("asks an add of an item back as the waiting room asks back one that wants it: within 0.8 s, or as the door's line of them can ask at 600 a second", () => {
    const { clock, intake } = takingInEvery100ms();
    expect(intake.place('a').retryAfterMs).toBeGreaterThan(4_500);
    expect(intake.place('a', true)).toEqual({ position: 51, retryAfterMs: 800 });
    // 600 told to come back soon within a second: together they ask at 600 a second when told 1 s.
    for (let i = 0; i < 598; i++) intake.place('a', true);
    expect(intake.place('a', true).retryAfterMs).toBe(1_000);
    // A second on, those are back; the next is one of a new line.
    clock.now += 1_000;
    expect(intake.place('a', true).retryAfterMs).toBe(800);
    // Never later than the pace says.
    const quick = createIntake<'b'>({ now: () => clock.now });
    quick.handed('b');
    expect(quick.place('b', true).retryAfterMs).toBe(250);
  });
});
