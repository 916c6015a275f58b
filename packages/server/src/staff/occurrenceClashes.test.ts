import { messages } from '@courtside/core';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { addToBasket, freshSessionLater, newCustomers } from '../../test/checkoutTestKit';
import { locations, occurrences, venues } from '../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../test/statements';
import type { TestApp } from '../../test/testApp';
import { callAs, staffFixture, windowOf as window } from '../../test/staffTestKit';

let t: TestApp;
let desk: string;
let manager: string;
let call: ReturnType<typeof callAs>;
// The statements a closure's making or lifting sends, whatever it covers: the tenant row (when its 2 s cache has
// lapsed), the sign-in, the venue, the rules' reads, one write of the verdicts and the event.
const closureBudget = 16;

beforeAll(async () => {
  ({ t, desk, manager } = await staffFixture());
  call = callAs(t);
});
afterAll(() => t.close());

// Clash detection on occurrence changes, and reinstating (which checks again).
describe('reinstating', () => {
  it('reinstates only a clashing occurrence', async () => {
    // Alone on its day (a copy at its original's time would clash with it, and stay aside).
    const session = await freshSessionLater(t, 5, 210);
    const url = `/api/v1/activities/occurrences/${session.publicId}`;
    const refused = await call('PATCH', url, manager, { data: { action: 'reinstate' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.staff.notReinstatable);
    await t.database.db.update(occurrences).set({ status: 'clashing' }).where(eq(occurrences.id, session.id));
    expect((await call('GET', url, desk)).json().data.can_be_reinstated).toBe(true);
    const res = await call('PATCH', url, manager, { data: { action: 'reinstate' } });
    expect(res.json().data).toMatchObject({ status: 'bookable', can_be_reinstated: false });
  });
});

describe('clash detection', () => {
  it('sets a moved session aside when it leaves opening times or meets another\'s room or teacher; reinstating checks again', async () => {
    // Far ahead, where no seeded session is: only what the test places there can clash.
    const session = await freshSessionLater(t, 5, 200);
    const url = `/api/v1/activities/occurrences/${session.publicId}`;
    const update = (data: object, who = url) => call('PATCH', who, manager, { data: { action: 'update', ...data } });

    const early = await update({ start_time: '05:00' });
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toMatchObject({ status: 'clashing', can_be_reinstated: true, clashes: [{ kind: 'opening_times', message: messages.staff.clash.openingTimes }] });
    // Not bookable while aside.
    const [buyer] = await newCustomers(t, 1);
    expect((await addToBasket(t, buyer!, session.publicId)).statusCode).toBe(422);
    const refused = await call('PATCH', url, manager, { data: { action: 'reinstate' } });
    expect(refused.json().message).toBe(messages.staff.stillClashing);

    const fixed = await update({ start_time: '10:00' });
    expect(fixed.json().data).toMatchObject({ status: 'clashing', clashes: [] });
    const back = await call('PATCH', url, manager, { data: { action: 'reinstate' } });
    expect(back.json().data).toMatchObject({ status: 'bookable', clashes: [] });

    // A second session at the same time, room and teacher: changing it finds both clashes, naming the first.
    const twin = await freshSessionLater(t, 5, 200);
    const twinUrl = `/api/v1/activities/occurrences/${twin.publicId}`;
    const moved = await update({ start_time: '10:30' }, twinUrl);
    const clashes = moved.json().data.clashes as Array<{ kind: string; starts_at: { local: string }; instructors?: Array<{ id: number }>; locations?: Array<{ id: number }> }>;
    expect(clashes.map((c) => c.kind).sort()).toEqual(['instructors', 'locations']);
    expect(clashes[0]!.starts_at.local).toBe(`${session.startsLocal.slice(0, 10)} 10:00:00`);
    expect(clashes.find((c) => c.kind === 'instructors')!.instructors!.map((i) => i.id)).toEqual(session.instructorIds);
    expect(clashes.find((c) => c.kind === 'locations')!.locations!.map((l) => l.id)).toEqual(session.locationIds);
    // Another room and no teacher: clear again, and back in.
    expect((await update({ instructor_ids: [], start_time: '12:00' }, twinUrl)).json().data.clashes).toEqual([]);
    expect((await call('PATCH', twinUrl, manager, { data: { action: 'reinstate' } })).json().data.status).toBe('bookable');
    const listed = await call('GET', `/api/v1/activities/occurrences?${window(session.startsLocal.slice(0, 10))}&clashing=only_non_clashing`, desk);
    expect(listed.json().data.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([session.publicId, twin.publicId]));
  });
});

describe('closures', () => {
  it('set aside the sessions they cover, say why, keep them aside while they stand, and let them back once lifted', async () => {
    const session = await freshSessionLater(t, 5, 220);
    const [venue] = await t.database.db.select({ slug: venues.slug }).from(venues).where(eq(venues.id, session.venueId));
    const day = session.startsLocal.slice(0, 10);
    const closures = `/api/v1/venues/${venue!.slug}/closures`;
    const close = (body: object) => call('POST', closures, manager, body);

    expect((await close({ starts_at: `${day} 12:00:00`, ends_at: `${day} 10:00:00` })).json().errors).toEqual({ ends_at: [messages.staff.closureOrder] });
    expect((await close({ starts_at: `${day} 00:00:00`, ends_at: `${day} 23:59:00`, location_ids: [999_999] })).json().errors).toEqual({ location_ids: [messages.notFound] });
    // Another location of the venue closed: this session is untouched.
    const [elsewhere] = await t.database.db.select({ id: locations.id }).from(locations).where(and(eq(locations.venueId, session.venueId), notInArray(locations.id, session.locationIds)));
    const other = await close({ starts_at: `${day} 00:00:00`, ends_at: `${day} 23:59:00`, location_ids: [elsewhere!.id] });
    expect(other.json().data.occurrences_set_aside).not.toContain(session.publicId);

    const made = await close({ starts_at: `${day} 00:00:00`, ends_at: `${day} 23:59:00`, reason: 'Roof repairs.' });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.occurrences_set_aside).toContain(session.publicId);
    const url = `/api/v1/activities/occurrences/${session.publicId}`;
    const read = (await call('GET', url, desk)).json().data;
    expect(read.status).toBe('clashing');
    expect(read.clashes).toContainEqual({ kind: 'closure', closure_id: made.json().data.id, locations: session.locationIds, message: `${messages.staff.clash.closure} Roof repairs.` });
    expect((await call('GET', closures, desk)).json().data.map((c: { id: number }) => c.id)).toContain(made.json().data.id);

    expect((await call('PATCH', url, manager, { data: { action: 'reinstate' } })).json().message).toBe(messages.staff.stillClashing);
    expect((await call('DELETE', `/api/v1/closures/${made.json().data.id}`, desk)).statusCode).toBe(403);
    // Lifted: the session it set aside clashes with nothing now, and is bookable again.
    const lifted = await call('DELETE', `/api/v1/closures/${made.json().data.id}`, manager);
    expect(lifted.json().data).toEqual({ id: made.json().data.id, occurrences_reinstated: [session.publicId] });
    expect((await call('GET', url, desk)).json().data).toMatchObject({ status: 'bookable', clashes: [] });
    expect((await call('DELETE', `/api/v1/closures/${made.json().data.id}`, manager)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/closures/${other.json().data.id}`, manager)).json().data.occurrences_reinstated).toEqual([]);
  });

  it('keeps a session aside when lifting one closure leaves another that covers it', async () => {
    const session = await freshSessionLater(t, 5, 225);
    const [venue] = await t.database.db.select({ slug: venues.slug }).from(venues).where(eq(venues.id, session.venueId));
    const day = session.startsLocal.slice(0, 10);
    const close = (reason: string) => call('POST', `/api/v1/venues/${venue!.slug}/closures`, manager, { starts_at: `${day} 00:00:00`, ends_at: `${day} 23:59:00`, reason });
    const first = (await close('Flood.')).json().data;
    const second = (await close('Power cut.')).json().data;
    expect(first.occurrences_set_aside).toContain(session.publicId);
    const lifted = await call('DELETE', `/api/v1/closures/${first.id}`, manager);
    expect(lifted.json().data.occurrences_reinstated).not.toContain(session.publicId);
    const read = (await call('GET', `/api/v1/activities/occurrences/${session.publicId}`, desk)).json().data;
    expect(read.status).toBe('clashing');
    expect(read.clashes.map((c: { closure_id?: number }) => c.closure_id)).toEqual([second.id]);
    expect((await call('DELETE', `/api/v1/closures/${second.id}`, manager)).json().data.occurrences_reinstated).toContain(session.publicId);
  });
});

// A closure over a busy day covers hundreds of sessions. Each one's clash check once read the venue, its sessions
// near it and its closures (and wrote its own update): 234 sessions were 7 s holding PGlite's one connection, and the
// event loop with it. The rules now read once for them all, and the verdicts are written in one statement.
describe.skipIf(process.env.TEST_DATABASE_URL)('a closure over a busy day', () => {
  it('sets every session it covers aside and lets them back with statements that do not grow with the sessions', async () => {
    const { client } = t.database as typeof t.database & { client: PGlite };
    const counter = countStatements(client);
    const { rows } = (await t.database.db.execute(sql`
      select v.slug, o.starts_local::date::text as day, count(*)::int as sessions from occurrences o
      join venues v on v.id = o.venue_id and v.tenant_id = o.tenant_id join tenants t on t.id = v.tenant_id
      where t.slug = 'riverside' and o.status = 'bookable' and o.starts_at > now() + interval '2 days'
      group by v.slug, o.starts_local::date order by 3 desc, 2 limit 1`)) as unknown as { rows: Array<{ slug: string; day: string; sessions: number }> };
    const busiest = rows[0]!;
    expect(busiest.sessions).toBeGreaterThan(100);
    const [made, madeStatements] = await counter.during(() =>
      call('POST', `/api/v1/venues/${busiest.slug}/closures`, manager, { starts_at: `${busiest.day} 00:00:00`, ends_at: `${busiest.day} 23:59:00`, reason: 'Flood.' }),
    );
    expect(made.statusCode).toBe(200);
    const setAside = made.json().data.occurrences_set_aside as string[];
    expect(setAside).toHaveLength(busiest.sessions);
    expect(madeStatements.length, madeStatements.join('\n')).toBeLessThanOrEqual(closureBudget);
    const aside = await t.database.db.select({ status: occurrences.status, clashes: occurrences.clashes }).from(occurrences).where(inArray(occurrences.publicId, setAside));
    expect(aside.every((o) => o.status === 'clashing' && o.clashes.some((c) => c.kind === 'closure' && c.closure_id === made.json().data.id))).toBe(true);

    const [lifted, liftedStatements] = await counter.during(() => call('DELETE', `/api/v1/closures/${made.json().data.id}`, manager));
    expect(liftedStatements.length, liftedStatements.join('\n')).toBeLessThanOrEqual(closureBudget);
    // Back in, unless they clash with something else (seeded sessions that share a court stay aside, saying so).
    const back = await t.database.db.select({ publicId: occurrences.publicId, status: occurrences.status, clashes: occurrences.clashes }).from(occurrences).where(inArray(occurrences.publicId, setAside));
    const reinstated = lifted.json().data.occurrences_reinstated as string[];
    expect(reinstated.length).toBeGreaterThan(setAside.length / 2);
    expect(back.filter((o) => o.status === 'bookable').map((o) => o.publicId).sort()).toEqual([...reinstated].sort());
    expect(back.every((o) => o.status === 'bookable' ? o.clashes.length === 0 : o.clashes.length > 0 && o.clashes.every((c) => c.kind !== 'closure'))).toBe(true);
  });
});

describe('a venue\'s locations', () => {
  it('lists every room and court with its parent, for staff only', async () => {
    const session = await freshSessionLater(t, 5, 226);
    const [venue] = await t.database.db.select({ slug: venues.slug }).from(venues).where(eq(venues.id, session.venueId));
    const url = `/api/v1/venues/${venue!.slug}/locations`;
    const listed = (await call('GET', url, desk)).json().data as Array<{ id: number; name: string; parent_id: number | null }>;
    const own = await t.database.db.select({ id: locations.id, parentId: locations.parentId }).from(locations).where(eq(locations.venueId, session.venueId));
    expect(listed.map((l) => l.id).sort((a, b) => a - b)).toEqual(own.map((l) => l.id).sort((a, b) => a - b));
    expect(listed.find((l) => l.id === session.locationIds[0])).toBeDefined();
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/venues/no-such-venue/locations', desk)).statusCode).toBe(404);
  });
});
