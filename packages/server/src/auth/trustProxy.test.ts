import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../../test/accountsTestKit';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';
import { recordResetRequest } from './loginRateLimit';
import { resetLimits } from './sessionPolicy';

// Behind a load balancer every request comes from the balancer's address. With TRUST_PROXY the
// per-address limits count the client's address from X-Forwarded-For; without it the header is ignored (a client
// could otherwise pick a new address for every request).
let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  behindProxy = await createTestApp({ trustProxy: ['10.0.0.0/8'] });
  direct = await createTestApp();
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const balancer = () => freshAddress(); // 10.x.y.z, inside the trusted range
const outsider = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
const forgotten = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.request(hosts.riverside, {
    method: 'POST',
    url: '/api/auth/customer/forgotten-password',
    payload: { email_or_reference: 'nobody@example.com' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** A client address that has used up its forgotten-password requests for this window. */
async function exhausted(t: TestApp): Promise<string> {
  const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const tenantId = (await t.request(hosts.riverside, { method: 'GET', url: '/api/client' })).json().data.id as number;
  for (let i = 0; i < resetLimits.perAddress; i += 1) {
    await recordResetRequest(t.database.db, { tenantId, accountKey: `nobody-${i}@example.com`, address: client, mailed: false, now: new Date() });
  }
  return client;
}

describe('TRUST_PROXY', () => {
  it('set: the client address in X-Forwarded-For from a trusted balancer is what the per-address limit counts', async () => {
    const client = await exhausted(behindProxy);
    const refused = await forgotten(behindProxy, balancer(), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another client behind the same balancer is not held up by it.
    expect((await forgotten(behindProxy, balancer(), outsider())).statusCode).toBe(200);
    // A sender outside the trusted range cannot choose its address with the header.
    expect((await forgotten(behindProxy, client, outsider())).statusCode).toBe(429);
  });

  it('unset (the default): X-Forwarded-For is ignored', async () => {
    const client = await exhausted(direct);
    expect((await forgotten(direct, balancer(), client)).statusCode).toBe(200);
    expect((await forgotten(direct, client, outsider())).statusCode).toBe(429);
  });
});
