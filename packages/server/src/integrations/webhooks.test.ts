import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/accountsTestKit';
import { riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { integrations, outboxEvents } from '../db/schema';
import { callAs, staffFixture, staffMember } from '../../test/staffTestKit';
import { hosts, type TestApp } from '../../test/testApp';
import { signatureOf } from './webhooks';

// A tenant's events go to its webhook integrations after the commit, signed, logged, and retried through the outbox
// until delivered; the test waits for the receiver's state, never for a time.
let t: TestApp;
let manager: string;
let peakManager: string;
let call: ReturnType<typeof callAs>;
let receiver: Server;
let base: string;
const received: Array<{ path: string; signature: string; body: string }> = [];
/** The statuses the receiver answers, in turn (then 200). */
const answers: number[] = [];

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      received.push({ path: req.url ?? '', signature: String(req.headers['x-courtside-signature'] ?? ''), body });
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // The receiver is on this machine: the app lets webhooks go to loopback addresses (WEBHOOK_LOOPBACK=1). Names resolve
  // through the test's own table, never the network: hooks.example.com is public, any other name does not resolve.
  const resolveHost = async (host: string) => {
    if (host === 'hooks.example.com') return ['93.184.215.14'];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  };
  ({ t, manager, peakManager } = await staffFixture({ webhookLoopback: true }, { resolveHost }));
  await t.app.ready();
  call = callAs(t);
});
afterAll(async () => {
  // The PostgreSQL suite's later files share this database: its integrations must not keep posting to a closed receiver.
  await t.database.db.update(integrations).set({ isActive: false }).where(like(integrations.url, `${base}%`));
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const create = (body: object, token = manager) => call('POST', '/api/v1/integrations', token, body);

describe('webhook integrations', () => {
  it('sends a sign-up to the integration that takes it, signed, retried after a failure, and logged', async () => {
    const made = await create({ url: `${base}/users`, enabled_event_types: ['v1.user.created'] });
    expect(made.statusCode).toBe(200);
    const { id, secret } = made.json().data as { id: number; secret: string };
    expect(made.json().data).toMatchObject({ type: 'webhook', driver: null, is_active: true, enabled_event_types: ['v1.user.created'] });
    await create({ url: `${base}/orders`, enabled_event_types: ['v1.order.completed'] });
    await create({ url: `${base}/off`, enabled_event_types: ['v1.user.created'], is_active: false });

    answers.push(500);
    const { user } = await registerCustomer(t, riversideHost, await tenantIdOf(t));
    const mine = () => received.filter((r) => r.path === '/users' && JSON.parse(r.body).data.user_id === user.id);
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(2);

    const [first, second] = mine();
    expect(JSON.parse(second!.body)).toMatchObject({ id: `user-${user.id}`, type: 'v1.user.created', data: { user_id: user.id } });
    expect(JSON.parse(first!.body).id).toBe(`user-${user.id}`);
    for (const r of [first!, second!]) {
      const timestamp = Number(/^t=(\d+),/.exec(r.signature)![1]);
      expect(r.signature).toBe(signatureOf(secret, timestamp, r.body));
    }
    expect(received.filter((r) => r.path === '/orders' || r.path === '/off')).toEqual([]);

    // The receiver has answered the retry; the log says so once the server has read that answer (wait for the state).
    const logged = async () => (await call('GET', `/api/v1/integrations/${id}/deliveries`, manager)).json().data.find((d: { event_id: string }) => d.event_id === `user-${user.id}`);
    await expect.poll(logged, { timeout: 15_000 }).toMatchObject({ status: 'delivered', attempts: 2, response_status: 200, error: null });
    // Delivered is done: the outbox row is finished, so nothing is sent again.
    const doneAt = async () => (await t.database.db.select({ doneAt: outboxEvents.doneAt }).from(outboxEvents).where(and(eq(outboxEvents.type, 'userCreated'), sql`(${outboxEvents.payload}->>'userId')::int = ${user.id}`)))[0]?.doneAt ?? null;
    await expect.poll(doneAt, { timeout: 15_000 }).not.toBeNull();
    expect(mine()).toHaveLength(2);
  });

  it('takes only https addresses and known events, lists the tenant\'s own, and keeps another tenant out', async () => {
    expect((await create({ url: 'http://hooks.example.com/', enabled_event_types: ['v1.user.created'] })).statusCode).toBe(422);
    expect((await create({ url: 'https://hooks.example.com/', enabled_event_types: ['v1.user.deleted'] })).statusCode).toBe(422);
    const made = await create({ url: 'https://hooks.example.com/in', enabled_event_types: ['v1.booking.cancelled'], is_active: false });
    const listed = await call('GET', '/api/v1/integrations', manager);
    expect(listed.json().data.map((i: { id: number }) => i.id)).toContain(made.json().data.id);
    expect(JSON.stringify(listed.json())).not.toContain(made.json().data.secret);
    expect((await call('GET', `/api/v1/integrations/${made.json().data.id}/deliveries`, peakManager, undefined, hosts.peak)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/integrations', peakManager, undefined, hosts.peak)).json().data.map((i: { id: number }) => i.id)).not.toContain(made.json().data.id);
  });

  it('shows the driver to a super user only (spec §3)', async () => {
    const made = await create({ url: 'https://hooks.example.com/driver', enabled_event_types: ['v1.user.created'], is_active: false });
    const driverOf = async (token: string) =>
      (await call('GET', '/api/v1/integrations', token)).json().data.find((i: { id: number }) => i.id === made.json().data.id)?.driver;
    expect(await driverOf(manager)).toBeNull();
    expect(await driverOf(await staffMember(t, 'super-user'))).toBe('signed-webhook');
    expect((await create({ url: 'https://hooks.example.com/driver2', enabled_event_types: ['v1.user.created'], is_active: false }, await staffMember(t, 'super-user'))).json().data.driver).toBe('signed-webhook');
  });
});
