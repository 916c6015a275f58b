import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../test/checkoutTestKit';
import { integrationDeliveries, integrations } from '../db/schema';
import { callAs, staffFixture } from '../../test/staffTestKit';
import { hosts, type TestApp } from '../../test/testApp';
import { postToTarget, RefusedTarget } from './webhookTarget';
import { deliverWebhooks } from './webhooks';
import { systemDb } from '../db/systemDb';

// Webhook targets are checked where the server stands (ASVS 5.0 V1.3, server-side request forgery): an integration is
// saved only for a public https address, and each delivery connects only to an address checked as it connects. This
// app runs with the default setting (no loopback); names resolve through the test's own table, never the network.
let t: TestApp;
let manager: string;
let call: ReturnType<typeof callAs>;
/** What each name resolves to now (a name missing here does not resolve). */
const dns = new Map<string, string[]>();
const resolve = async (host: string) => {
  const found = dns.get(host);
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

beforeAll(async () => {
  ({ t, manager } = await staffFixture({}, { resolveHost: resolve }));
  await t.app.ready();
  call = callAs(t);
});
afterAll(async () => {
  // The PostgreSQL suite's later files share this database: these integrations must never be sent anything.
  await t.database.db.update(integrations).set({ isActive: false }).where(like(integrations.url, '%.example.com%'));
  await t.close();
});

const create = (url: string, is_active = false) => call('POST', '/api/v1/integrations', manager, { url, enabled_event_types: ['v1.booking.cancelled'], is_active });

describe('webhook targets when an integration is saved', () => {
  it.each([
    ['https://169.254.169.254/latest/meta-data/', 'Must be a public address: 169.254.169.254 is a link-local address'],
    ['https://[::ffff:169.254.169.254]/', 'Must be a public address: [::ffff:a9fe:a9fe] is a link-local address'],
    ['https://10.0.0.1/hooks', 'Must be a public address: 10.0.0.1 is a private address'],
    ['https://192.168.1.10/hooks', 'Must be a public address: 192.168.1.10 is a private address'],
    ['https://172.16.5.4/hooks', 'Must be a public address: 172.16.5.4 is a private address'],
    ['https://100.64.0.7/hooks', 'Must be a public address: 100.64.0.7 is a carrier-grade NAT address'],
    ['https://0x7f000001/hooks', 'Must be a public address: 127.0.0.1 is a loopback address'],
    ['https://2130706433/hooks', 'Must be a public address: 127.0.0.1 is a loopback address'],
    ['https://0177.0.0.1/hooks', 'Must be a public address: 127.0.0.1 is a loopback address'],
    ['https://127.1/hooks', 'Must be a public address: 127.0.0.1 is a loopback address'],
    ['https://127.0.0.1:22/', 'Must be a public address: 127.0.0.1 is a loopback address'],
    ['http://127.0.0.1:5432/', 'Must be an https:// address'],
    ['http://localhost:4000/hook', 'Must be an https:// address'],
    ['https://localhost/hooks', 'Must be a public address: localhost is a loopback address'],
    ['https://[::1]/hooks', 'Must be a public address: [::1] is a loopback address'],
    ['https://[fd00::1]/hooks', 'Must be a public address: [fd00::1] is a private address'],
    ['https://[fe80::1]/hooks', 'Must be a public address: [fe80::1] is a link-local address'],
    ['https://0.0.0.0/hooks', 'Must be a public address: 0.0.0.0 is the unspecified address'],
    ['https://224.0.0.1/hooks', 'Must be a public address: 224.0.0.1 is a multicast address'],
    ['https://user:pass@example.com/hooks', 'Must not contain a user name or password'],
    ['https://inside.example.com/hooks', 'Must be a public address: inside.example.com resolves to 10.1.2.3, a private address'],
    ['https://half.example.com/hooks', 'Must be a public address: half.example.com resolves to ::ffff:127.0.0.1, a loopback address'],
  ])('refuses %s with a 422 on its url, saving nothing', async (url, reason) => {
    dns.set('inside.example.com', ['10.1.2.3']);
    dns.set('half.example.com', ['93.184.215.14', '::ffff:127.0.0.1']);
    const before = (await call('GET', '/api/v1/integrations', manager)).json().data.length;
    const answer = await create(url);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ url: [reason] });
    expect((await call('GET', '/api/v1/integrations', manager)).json().data).toHaveLength(before);
  });

  it('takes a public https address, and a name that does not resolve yet (each delivery checks it again)', async () => {
    dns.set('hooks.example.com', ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']);
    expect((await create('https://hooks.example.com/courtside')).statusCode).toBe(200);
    expect((await create('https://8.8.8.8/in')).statusCode).toBe(200);
    expect((await create('https://later.example.com/in')).statusCode).toBe(200);
  });
});

describe('webhook targets at delivery', () => {
  let listener: TcpServer;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    listener = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((ready) => listener.listen(0, '127.0.0.1', ready));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((closed) => listener.close(closed)));

  it('refuses a name that resolves inside by the time it is sent (DNS rebinding), records why, and never connects', async () => {
    const url = `https://rebind.example.com:${port}/hook`;
    dns.set('rebind.example.com', ['93.184.215.14']);
    const made = await create(url, true);
    expect(made.statusCode).toBe(200);
    const integrationId = made.json().data.id as number;

    dns.set('rebind.example.com', ['127.0.0.1']);
    const tenantId = await tenantIdOf(t);
    const event = { type: 'bookingCancelled', tenantId, bookingId: 2_000_000_001, wasSettled: false } as const;
    const deps = { db: systemDb(t.database.db), now: t.services.now, target: { allowLoopback: false, resolve } };
    await expect(deliverWebhooks(deps, event as Parameters<typeof deliverWebhooks>[1])).rejects.toThrow(/failed; retried later/);

    const [logged] = await t.database.db.select().from(integrationDeliveries).where(and(eq(integrationDeliveries.integrationId, integrationId), eq(integrationDeliveries.eventId, 'booking-2000000001-cancelled')));
    expect(logged).toMatchObject({ status: 'failed', responseStatus: null, error: 'Refused: Must be a public address: rebind.example.com resolves to 127.0.0.1, a loopback address' });
    expect(connections).toBe(0);
    await t.database.db.update(integrations).set({ isActive: false }).where(eq(integrations.id, integrationId));
  });

  it('refuses a name that resolves to nothing, before any connection', async () => {
    await expect(postToTarget(`https://gone.example.com:${port}/`, { allowLoopback: false, resolve, headers: {}, body: '{}', timeoutMs: 2000 })).rejects.toThrow(
      new RefusedTarget('gone.example.com does not resolve to an address'),
    );
    expect(connections).toBe(0);
  });
});

describe('a delivery where loopback is allowed (local development, the project\'s tests)', () => {
  let receiver: Server;
  let port: number;
  const seen: Array<{ host: string | undefined; path: string | undefined }> = [];
  beforeAll(async () => {
    receiver = createHttpServer((req, res) => {
      seen.push({ host: req.headers.host, path: req.url });
      res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
    });
    await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((closed) => receiver.close(closed)));

  it('connects to the address the name resolved to, sends the name as Host, and follows no redirect', async () => {
    dns.set('hooks.localhost', ['127.0.0.1']);
    const status = await postToTarget(`http://hooks.localhost:${port}/in`, { allowLoopback: true, resolve, headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 5000 });
    expect(status).toBe(302);
    expect(seen).toEqual([{ host: `hooks.localhost:${port}`, path: '/in' }]);
  });

  it('still refuses the rest of the network', async () => {
    dns.set('lan.localhost.example.com', ['192.168.0.20']);
    await expect(postToTarget('https://lan.localhost.example.com/in', { allowLoopback: true, resolve, headers: {}, body: '{}', timeoutMs: 2000 })).rejects.toThrow(
      'Must be a public address: lan.localhost.example.com resolves to 192.168.0.20, a private address',
    );
    expect((await call('GET', '/api/v1/integrations', manager, undefined, hosts.riverside)).statusCode).toBe(200);
  });
});
