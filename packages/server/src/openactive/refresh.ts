import { inVenueZone, localDateTimeFormat } from '@courtside/core';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/dbTypes';
import { TOMBSTONE_DAYS, type FeedName } from './feeds';
import {
  courseInstance,
  facilityUse,
  scheduledSession,
  sessionSeries,
  slot,
  type Item,
  type ParentFacts,
  type PriceFacts,
  type ProgrammeFacts,
  type RecurrenceFacts,
  type SessionFacts,
  type TenantFacts,
  type VenueFacts,
} from './opportunities';

/**
 * Keeps a tenant's OpenActive feed items true to its timetable. Each refresh is one transaction that first locks the
 * tenant's mark row (`openactive_feed_marks`), so refreshes of a tenant run one after another, each reads what the
 * previous committed, and items commit in the order of their `modified` — a harvester past a value never misses a
 * later commit below it. Only items whose data changed are written, each with a `modified` above every earlier one.
 */

/** What to refresh: these sessions (an event named them) and what they belong to, or the tenant's whole timetable. */
export type RefreshScope = { occurrenceIds: readonly number[] } | 'all';

const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const opportunityTypes = ['ticketed', 'resources', 'classes', 'courses', 'camps'];

async function tenantFacts(tx: Tx, tenantId: number) {
  const [tenant] = await rowsOf<TenantFacts>(tx, sql`select id, slug, name, currency_code as currency from tenants where id = ${tenantId}`);
  const venues = await rowsOf<VenueFacts>(
    tx,
    sql`select id, slug, name, address1, address2, town, area, postcode, latitude, longitude, timezone from venues where tenant_id = ${tenantId}`,
  );
  const activities = await rowsOf<{ id: number; name: string; description: string | null; slug: string }>(
    tx,
    sql`select id, name, description, slug from activities where tenant_id = ${tenantId}`,
  );
  const prices = await rowsOf<{ id: number; name: string; amount: number | null }>(tx, sql`select id, name, amount from prices where tenant_id = ${tenantId}`);
  const tickets = await rowsOf<{ id: string; activity_id: number; name: string; amount: number | null; min_age: number | null; max_age: number | null }>(
    tx,
    sql`select t.id, t.activity_id, t.name, p.amount, t.min_age, t.max_age from tickets t
        join pricing_options po on po.id = t.pricing_option_id join prices p on p.id = po.price_id
        where t.tenant_id = ${tenantId} order by t.activity_id, t.position, t.name`,
  );
  const schedules = await rowsOf<{ id: string; template_name: string; template_description: string | null; price_id: number | null }>(
    tx,
    sql`select id, template_name, template_description, price_id from schedules where tenant_id = ${tenantId}`,
  );
  const recurrences = await rowsOf<{ schedule_id: string; days_of_week: number[] | string; start_time: string; duration_minutes: number }>(
    tx,
    sql`select schedule_id, days_of_week, start_time, duration_minutes from recurrences where tenant_id = ${tenantId} order by id`,
  );
  const bySchedule = new Map<string, RecurrenceFacts[]>();
  for (const r of recurrences) {
    const days = typeof r.days_of_week === 'string' ? r.days_of_week.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : r.days_of_week.map(Number);
    bySchedule.set(r.schedule_id, [...(bySchedule.get(r.schedule_id) ?? []), { days, startTime: r.start_time, minutes: Number(r.duration_minutes) }]);
  }
  if (!tenant) throw new Error(`No tenant ${tenantId}`);
  return {
    tenant: { ...tenant, id: Number(tenant.id) },
    venues: new Map(venues.map((v) => [Number(v.id), { ...v, latitude: v.latitude === null ? null : Number(v.latitude), longitude: v.longitude === null ? null : Number(v.longitude) }])),
    activities: new Map(activities.map((a) => [Number(a.id), a])),
    prices: new Map(prices.map((p) => [Number(p.id), p])),
    tickets,
    schedules: new Map(schedules.map((s) => [s.id, s])),
    recurrences: bySchedule,
  };
}
type Facts = Awaited<ReturnType<typeof tenantFacts>>;

/** A price as an offer, unless it has no public amount (members only). */
function priceOf(facts: Facts, priceId: number | null, key: string): PriceFacts[] {
  const price = priceId === null ? undefined : facts.prices.get(Number(priceId));
  return price && price.amount !== null ? [{ key, name: price.name, amount: Number(price.amount), minAge: null, maxAge: null }] : [];
}

/** What a session of an activity costs: its tickets (ticketed), else its own price. */
function sessionPrices(facts: Facts, activityId: number, priceId: number | null): PriceFacts[] {
  const tickets = facts.tickets.filter((t) => Number(t.activity_id) === activityId && t.amount !== null);
  if (tickets.length > 0) return tickets.map((t) => ({ key: t.id, name: t.name, amount: Number(t.amount), minAge: t.min_age, maxAge: t.max_age }));
  return priceOf(facts, priceId, `price-${priceId}`);
}

interface SessionRow {
  id: number;
  public_id: string;
  booking_type: SessionFacts['bookingType'];
  name: string;
  venue_id: number;
  activity_id: number;
  schedule_id: string | null;
  programme_id: string | null;
  price_id: number | null;
  starts_ms: number;
  ends_ms: number;
  timezone: string;
  original_ms: number | null;
  status: SessionFacts['status'];
  capacity: number;
  taken: number;
}

const sessionColumns = (now: Date) => sql`o.id, o.public_id, o.booking_type, o.name, o.venue_id, o.activity_id, o.schedule_id, o.programme_id::text as programme_id, o.price_id,
  (extract(epoch from o.starts_at) * 1000)::float8 as starts_ms, (extract(epoch from o.ends_at) * 1000)::float8 as ends_ms,
  o.timezone,
  (extract(epoch from o.original_starts_at) * 1000)::float8 as original_ms, o.status, o.capacity,
  coalesce((select sum(b.quantity) from bookings b where b.occurrence_id = o.id
    and (b.status = 'settled' or (b.status = 'reserved' and b.reserved_until > ${now.toISOString()}))), 0)::int as taken`;

const toSession = (row: SessionRow): SessionFacts => ({
  id: Number(row.id),
  publicId: row.public_id,
  bookingType: row.booking_type,
  name: row.name,
  venueId: Number(row.venue_id),
  activityId: Number(row.activity_id),
  scheduleId: row.schedule_id,
  programmeId: row.programme_id,
  startsAtMs: Number(row.starts_ms),
  endsAtMs: Number(row.ends_ms),
  // The wall times come from the instants in the session's zone, so a date and its offset always belong together.
  startsLocal: inVenueZone(Number(row.starts_ms), row.timezone).format(localDateTimeFormat),
  endsLocal: inVenueZone(Number(row.ends_ms), row.timezone).format(localDateTimeFormat),
  timezone: row.timezone,
  originalStartsAtMs: row.original_ms === null ? null : Number(row.original_ms),
  status: row.status,
  capacity: Number(row.capacity),
  taken: Number(row.taken),
});

const isoWeekday = (local: string) => ((new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

const seriesKeyOf = (s: SessionFacts) => s.scheduleId ?? `activity-${s.activityId}-venue-${s.venueId}`;
const facilityKeyOf = (s: SessionFacts) => `activity-${s.activityId}-venue-${s.venueId}`;

/** The items these sessions (all to come, or what an event named) publish, with their series, facilities and programmes. */
async function desiredItems(tx: Tx, tenantId: number, facts: Facts, sessions: readonly (SessionFacts & { priceId: number | null })[], now: Date): Promise<Item[]> {
  const items: Item[] = [];
  const parents = new Map<string, Item>();
  const programmeIds = new Set<string>();
  for (const session of sessions) {
    const venue = facts.venues.get(session.venueId);
    const activity = facts.activities.get(session.activityId);
    if (!venue || !activity) continue;
    if (session.programmeId) {
      programmeIds.add(session.programmeId);
      continue;
    }
    if (session.bookingType === 'resources') {
      // A cancelled court or lane time is no longer offered: its slot becomes a tombstone. One without a public price
      // (members only) is not published: an offer needs a price.
      const prices = sessionPrices(facts, session.activityId, session.priceId);
      if (session.status === 'cancelled' || prices.length === 0) continue;
      const key = facilityKeyOf(session);
      items.push(slot(facts.tenant, session, key, prices));
      if (!parents.has(`f:${key}`)) {
        parents.set(`f:${key}`, facilityUse(facts.tenant, venue, { key, name: `${activity.name} at ${venue.name}`, description: activity.description, activityName: activity.name, venueId: venue.id, prices: [] }));
      }
    } else if (session.bookingType === 'classes' || session.bookingType === 'ticketed') {
      const key = seriesKeyOf(session);
      const schedule = session.scheduleId ? facts.schedules.get(session.scheduleId) : undefined;
      const prices = sessionPrices(facts, session.activityId, schedule ? schedule.price_id : session.priceId);
      // Members-only classes have no public price, and an offer needs one: they are not published.
      if (prices.length === 0) continue;
      items.push(scheduledSession(session, key));
      if (!parents.has(`s:${key}`)) {
        const series: ParentFacts = {
          key,
          name: schedule?.template_name ?? session.name,
          description: schedule?.template_description ?? activity.description,
          activityName: activity.name,
          venueId: venue.id,
          prices,
          // A schedule's weekly pattern; a series without one repeats as its session does.
          recurrences: (session.scheduleId ? facts.recurrences.get(session.scheduleId) : undefined) ?? [
            { days: [isoWeekday(session.startsLocal)], startTime: session.startsLocal.slice(11, 16), minutes: Math.round((session.endsAtMs - session.startsAtMs) / 60_000) },
          ],
        };
        parents.set(`s:${key}`, sessionSeries(facts.tenant, venue, series));
      }
    }
  }
  items.push(...parents.values());
  if (programmeIds.size > 0) items.push(...(await programmeItems(tx, tenantId, facts, [...programmeIds], now)));
  return items;
}

/** Camps and courses as CourseInstances (each with all its sessions, past ones included, for its start and end). */
async function programmeItems(tx: Tx, tenantId: number, facts: Facts, ids: readonly string[], now: Date): Promise<Item[]> {
  const programmes = await rowsOf<{ id: string; kind: 'camp' | 'course'; name: string; description: string | null; venue_id: number; capacity: number; price_id: number | null }>(
    tx,
    sql`select id::text as id, kind, name, description, venue_id, capacity, price_id from programmes
        where tenant_id = ${tenantId} and id::text in (select unnest(${`{${ids.join(',')}}`}::text[]))`,
  );
  const sessions = (
    await rowsOf<SessionRow>(
      tx,
      sql`select ${sessionColumns(now)} from occurrences o where o.tenant_id = ${tenantId} and o.programme_id::text in (select unnest(${`{${ids.join(',')}}`}::text[]))`,
    )
  ).map(toSession);
  const items: Item[] = [];
  for (const row of programmes) {
    const venue = facts.venues.get(Number(row.venue_id));
    const own = sessions.filter((s) => s.programmeId === row.id);
    const activity = own[0] ? facts.activities.get(own[0].activityId) : undefined;
    if (!venue) continue;
    const programme: ProgrammeFacts = {
      id: row.id,
      kind: row.kind,
      name: row.name,
      description: row.description,
      venueId: venue.id,
      activityName: activity?.name ?? row.name,
      capacity: Number(row.capacity),
      price: priceOf(facts, row.price_id, `price-${row.price_id}`)[0] ?? null,
      sessions: own,
    };
    const built = courseInstance(facts.tenant, venue, programme);
    if (built) items.push(built);
  }
  return items;
}

const digestOf = (data: unknown) => createHash('sha1').update(JSON.stringify(data)).digest('base64url');

interface Written {
  feed: FeedName;
  id: string;
  kind: string;
  state: 'updated' | 'deleted';
  data: Record<string, unknown> | null;
  digest: string | null;
  ends_at: string | null;
}

/** Locks the tenant's mark (one refresh of a tenant at a time) and answers the last `modified` handed out. */
async function lockMark(tx: Tx, tenantId: number): Promise<number> {
  await tx.execute(sql`insert into openactive_feed_marks (tenant_id) values (${tenantId}) on conflict (tenant_id) do nothing`);
  const [mark] = await rowsOf<{ last: string | number }>(tx, sql`select last_modified as last from openactive_feed_marks where tenant_id = ${tenantId} for update`);
  return Number(mark?.last ?? 0);
}

/**
 * Writes the changed items with `modified` values above `last` (and at least the clock's milliseconds, so a value
 * says roughly when the change was published), then moves the mark.
 */
async function write(tx: Tx, tenantId: number, last: number, changes: readonly Written[], now: Date): Promise<number> {
  if (changes.length === 0) return 0;
  const top = Math.max(last + changes.length, now.getTime());
  const first = top - changes.length + 1;
  const CHUNK = 2000;
  for (let start = 0; start < changes.length; start += CHUNK) {
    const rows = changes.slice(start, start + CHUNK).map((change, i) => ({ ...change, modified: first + start + i }));
    await tx.execute(sql`insert into openactive_items (tenant_id, feed, id, kind, modified, state, data, digest, ends_at)
      select ${tenantId}, x.feed, x.id, x.kind, x.modified, x.state, x.data, x.digest, x.ends_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(feed text, id text, kind text, modified bigint, state text, data jsonb, digest text, ends_at timestamptz)
      on conflict (tenant_id, feed, id) do update set kind = excluded.kind, modified = excluded.modified, state = excluded.state,
        data = excluded.data, digest = excluded.digest, ends_at = excluded.ends_at`);
  }
  await tx.execute(sql`update openactive_feed_marks set last_modified = ${top} where tenant_id = ${tenantId}`);
  return changes.length;
}

const tombstone = (feed: FeedName, id: string, kind: string): Written => ({ feed, id, kind, state: 'deleted', data: null, digest: null, ends_at: null });

/**
 * Refreshes a tenant's feed items: these sessions and what they belong to (an event named them), or everything — then
 * sessions, series, facilities and programmes no longer to come become tombstones, and tombstones older than
 * TOMBSTONE_DAYS go. Answers how many items it wrote.
 */
export async function refreshOpenActive(db: Db, tenantId: number, now: Date, scope: RefreshScope): Promise<number> {
  return db.transaction(async (tx) => {
    const last = await lockMark(tx, tenantId);
    const facts = await tenantFacts(tx, tenantId);
    const all = scope === 'all';
    const ids = all ? [] : [...new Set(scope.occurrenceIds.map(Number))];
    if (!all && ids.length === 0) return 0;
    const rows = (
      await rowsOf<SessionRow>(
        tx,
        all
          ? sql`select ${sessionColumns(now)} from occurrences o where o.tenant_id = ${tenantId} and o.ends_at > ${now.toISOString()}
                  and o.booking_type in (select unnest(${`{${opportunityTypes.join(',')}}`}::text[]))`
          : sql`select ${sessionColumns(now)} from occurrences o where o.tenant_id = ${tenantId} and o.id in (select unnest(${`{${ids.join(',')}}`}::int[]))`,
      )
    ).map((row) => ({ ...toSession(row), priceId: row.price_id === null ? null : Number(row.price_id) }));
    const future = rows.filter((s) => s.endsAtMs > now.getTime());
    const desired = await desiredItems(tx, tenantId, facts, future, now);
    const wanted = new Map(desired.map((i) => [`${i.feed} ${i.id}`, i]));
    // What the feeds hold now: the tenant's every item, or those these sessions and their parents publish.
    const keys = all ? null : [...new Set([...desired.map((i) => i.id), ...rows.map((s) => s.publicId)])];
    const stored = await rowsOf<{ feed: FeedName; id: string; kind: string; state: string; digest: string | null }>(
      tx,
      keys === null
        ? sql`select feed, id, kind, state, digest from openactive_items where tenant_id = ${tenantId}`
        : sql`select feed, id, kind, state, digest from openactive_items where tenant_id = ${tenantId} and id in (select unnest(${toTextArray(keys)}::text[]))`,
    );
    const held = new Map(stored.map((s) => [`${s.feed} ${s.id}`, s]));
    const changes: Written[] = [];
    for (const [key, item] of wanted) {
      const digest = digestOf(item.data);
      const before = held.get(key);
      if (before && before.state === 'updated' && before.digest === digest) continue;
      changes.push({ feed: item.feed, id: item.id, kind: item.kind, state: 'updated', data: item.data, digest, ends_at: item.endsAt?.toISOString() ?? null });
    }
    // Gone: every live item not wanted (all), or these sessions' items when they are over or no longer published.
    const gone = all ? stored : stored.filter((s) => rows.some((r) => r.publicId === s.id));
    for (const before of gone) {
      if (before.state === 'updated' && !wanted.has(`${before.feed} ${before.id}`)) changes.push(tombstone(before.feed, before.id, before.kind));
    }
    const written = await write(tx, tenantId, last, changes, now);
    if (all) {
      await tx.execute(sql`delete from openactive_items where tenant_id = ${tenantId} and state = 'deleted' and modified < ${now.getTime() - TOMBSTONE_DAYS * 86_400_000}`);
    }
    return written;
  });
}

/** Items whose opportunity is over become tombstones (the minute's job; the whole refresh catches the rest). */
export async function expireOpenActive(db: Db, tenantId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const last = await lockMark(tx, tenantId);
    const over = await rowsOf<{ feed: FeedName; id: string; kind: string }>(
      tx,
      sql`select feed, id, kind from openactive_items where tenant_id = ${tenantId} and state = 'updated' and ends_at <= ${now.toISOString()}`,
    );
    return write(tx, tenantId, last, over.map((o) => tombstone(o.feed, o.id, o.kind)), now);
  });
}

/** Every tenant's ids (the periodic jobs walk them). */
export async function tenantIds(db: Db): Promise<number[]> {
  return (await rowsOf<{ id: number }>(db, sql`select id from tenants order by id`)).map((r) => Number(r.id));
}

/** A text[] literal of plain ids (public ids, uuids and keys: letters, digits, '-', '_'). */
function toTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`;
}
