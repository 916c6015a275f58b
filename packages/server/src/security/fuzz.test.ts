import { randomInt, randomUUID } from 'node:crypto';
import { nestingMessage, venueDateSlug } from '@courtside/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, freshSession, newCustomers, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { tenantDb } from '../db/tenantDb';
import { routesOf, type RouteEntry } from '../http/routeTable';
import { setMaintenance, setOperatorSettings } from '../tenancy/tenants.repo';
import { createTestApp, testAdminToken } from '../../test/testApp';
import { applyMutations, classicMutations, mutationArb, nestedBodies, refusalOf, type FuzzCase, type Persona } from '../../test/hostileValues';
import { expectInvariants } from '../../test/invariants';
import { describeCall, exampleInput, sendsBody, untenantedRoutes, urlOf, writeSnapshot, type Resolver } from '../../test/securityKit';

// Integrity harness, fuzz from the contract: every /api route of the route table, its inputs derived from its zod
// schemas, mutated by fast-check with hostile values, sent as a logged-in customer (holding one session in their
// basket) and as a visitor. Never a 5xx; every 4xx says why in `message`; a request the contract refuses is a 4xx;
// and nothing the customer owns changes. FUZZ_RUNS=<n> (cases per route and caller) for a bench run, FUZZ_SEED to vary.
const numRuns = Number(process.env.FUZZ_RUNS ?? 30);
const seed = Number(process.env.FUZZ_SEED ?? 1010);
const started = new Date();
// Holds must outlive a long bench run, or the snapshot would see them lapse.
const t = await createTestApp({ cartHoldMinutes: 24 * 60 });
await t.app.ready();
// A visitor's valid case may rightly change the operator's settings (the admin routes are fuzzed with the token):
// they are put back, as the PostgreSQL suite's later files share this database.
afterAll(async () => {
  await setOperatorSettings(tenantDb(t.database.db, await tenantIdOf(t)), { tag_manager_id: null, auto_translate: { enabled: false, project_key: null } });
  await setMaintenance(tenantDb(t.database.db, await tenantIdOf(t)), false);
  await t.close();
});

// Per-address limits (login, forgotten password) count this run's own address, never the suite's 127.0.0.1.
const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const session = await freshSession(t, 5);
const [customer] = await newCustomers(t, 1, 2000);
expect((await addToBasket(t, customer!, session.publicId)).statusCode).toBe(200);
const cartItemId = (await basket(t, customer!)).items[0].id as number;

const uuid = randomUUID();
const fixtures: Record<string, unknown> = {
  userId: customer!.id, user_id: customer!.id, selected_user_id: customer!.id, purchased_for_user_id: customer!.id,
  cartItemId, cart_item_ids: [cartItemId], occurrence_id: session.publicId, occurrenceId: session.publicId, purchasable_id: session.publicId,
  venue: 'riverside-aquatics-centre', activity: 'yoga', activitySlug: 'yoga', source: 'online', cart_source: 'online',
  date: venueDateSlug(new Date(), 'Europe/London'), quantity: 1, maintenance: false, tag_manager_id: null, username: `fuzz-${uuid}@example.com`, password: 'Fuzz-password-1',
  transactionId: uuid, transaction_uuid: uuid, item_hash: 'fuzz', payment_session_id: 'fuzz',
};
const resolve: Resolver = (key, schema) => (key in fixtures ? fixtures[key] : schema.minLength === 34 ? session.publicId : undefined);

const routes = routesOf(t.app).filter((r) => r.url.startsWith('/api/') && !untenantedRoutes.has(r.url));
const statuses = new Map<number, number>();
let sent = 0;
afterAll(() => {
  const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`fuzz: ${sent} requests over ${routes.length} routes (runs ${numRuns}, seed ${seed}), statuses {${histogram}}`);
});

const personas: Array<{ name: string; persona: Persona; headers: Record<string, string> }> = [
  { name: 'customer', persona: { kind: 'customer', userId: customer!.id }, headers: auth(customer!.token) },
  { name: 'visitor', persona: { kind: 'visitor' }, headers: {} },
];

/** Sends a case; answers a failure description, or null when the answer is acceptable. */
async function send(route: RouteEntry, c: FuzzCase, who: (typeof personas)[number]): Promise<string | null> {
  const url = urlOf(route, c.params, c.query);
  const payload = sendsBody(route) ? (c.raw ?? JSON.stringify(c.body) ?? 'null') : undefined;
  const headers: Record<string, string> = {
    ...who.headers,
    ...(route.url.startsWith('/api/admin/') ? { 'x-admin-token': testAdminToken } : {}),
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...c.headers,
  };
  const res = await t.request(riversideHost, { method: route.method, url, headers, payload, remoteAddress });
  sent += 1;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const refusal = refusalOf(route, c, who.persona);
  const what = () => `${who.name} ${describeCall(route.method, url, c.headers, payload)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) return what();
  if (res.statusCode >= 400) {
    let message: unknown;
    try {
      message = (res.json() as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string') return `no message: ${what()}`;
  } else if (refusal !== null && refusal !== 'unauthenticated') return `accepted although ${refusal}: ${what()}`;
  return null;
}

describe('fuzz from the contract: hostile input is a 4xx with a message and writes nothing', () => {
  it('covers every /api route of the route table', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('control: the write check sees a change to the basket', async () => {
    const before = await writeSnapshot(t, riversideHost, customer!, [session.id]);
    const put = (quantity: number) => t.request(riversideHost, { method: 'PUT', url: `/api/checkout/cart/${cartItemId}`, headers: auth(customer!.token), payload: { options: { quantity } } });
    expect((await put(2)).statusCode).toBe(200);
    expect(await writeSnapshot(t, riversideHost, customer!, [session.id])).not.toEqual(before);
    expect((await put(1)).statusCode).toBe(200);
  });

  it.each(routes.map((route, i) => [`${route.method} ${route.url}`, route, i] as const))('%s', { timeout: 30_000 + numRuns * 2_000 }, async (_, route, i) => {
    const before = await writeSnapshot(t, riversideHost, customer!, [session.id]);
    const failures: string[] = [];
    for (const who of personas) {
      const input = exampleInput(route, resolve);
      // A customer's case must be one the contract refuses (or unauthenticated): an accepted call may rightly write.
      const mayWrite = (c: FuzzCase) => who.persona.kind === 'customer' && refusalOf(route, c, who.persona) === null;
      const random = fc.array(mutationArb(route, input), { minLength: 1, maxLength: 3 })
        .map((mutations) => applyMutations(input, mutations))
        .filter((c) => !mayWrite(c));
      const classics = classicMutations(route, input).map((mutations) => applyMutations(input, mutations)).filter((c) => !mayWrite(c));
      for (const c of [...classics, ...fc.sample(random, { numRuns, seed: seed + i * 2 + (who.persona.kind === 'visitor' ? 1 : 0) })]) {
        const failure = await send(route, c, who);
        if (failure) failures.push(failure);
      }
    }
    const distinct = [...new Map(failures.map((f) => [f.replace(/\/[^ ]*/, '').slice(0, 40) + f.split(' → ')[1]?.slice(0, 80), f])).values()];
    expect(distinct, `${failures.length} failures, distinct:\n${distinct.slice(0, 8).join('\n')}`).toEqual([]);
    expect(await writeSnapshot(t, riversideHost, customer!, [session.id])).toEqual(before);
  });

  it('refuses a body of 5,000 nested arrays or objects on every route that takes a body: 400 with the message', async () => {
    const before = await writeSnapshot(t, riversideHost, customer!, [session.id]);
    const wrong: string[] = [];
    for (const route of routes.filter(sendsBody)) {
      const url = urlOf(route, exampleInput(route, resolve).params, {});
      for (const who of personas) {
        for (const payload of nestedBodies) {
          const headers = { ...who.headers, ...(route.url.startsWith('/api/admin/') ? { 'x-admin-token': testAdminToken } : {}), 'content-type': 'application/json' };
          const res = await t.request(riversideHost, { method: route.method, url, headers, payload, remoteAddress });
          sent += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode !== 400 || res.body !== JSON.stringify({ message: nestingMessage })) wrong.push(`${who.name} ${describeCall(route.method, url, {}, payload)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await writeSnapshot(t, riversideHost, customer!, [session.id])).toEqual(before);
  });

  it('leaves the money and places invariants holding', async () => {
    await expectInvariants(t.database.db, { since: started });
  });
});
