import { addDays } from '@courtside/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase, seededToday, seedAgain } from '../../test/testApp';
import { seedDates } from './activities.seed';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Result = { rows: Array<Record<string, unknown>> };
const rows = async <T>(query: string) => ((await database.db.execute(sql.raw(query))) as unknown as Result).rows as T[];
const count = async (table: string) => Number((await rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n);

describe('the browse seed', () => {
  it('covers eight weeks from the Monday before this week, Monday first', () => {
    const dates = seedDates('2026-11-26');
    expect(dates).toHaveLength(56);
    expect(dates[0]).toBe('2026-11-16');
    expect(dates.at(-1)).toBe(addDays('2026-11-16', 55));
  });

  it('gives every venue a timetable, with history, and a busiest venue-day of 300 sessions or more', async () => {
    const perVenue = await rows<{ slug: string; n: number; past: number }>(
      `select v.slug, count(*)::int n, count(*) filter (where o.starts_at < now())::int past from occurrences o join venues v on v.id = o.venue_id group by v.slug`,
    );
    expect(perVenue).toHaveLength(6);
    for (const venue of perVenue) expect(venue.past).toBeGreaterThan(0);
    const [busiest] = await rows<{ n: number }>(`select count(*)::int n from occurrences group by venue_id, starts_local::date order by 1 desc limit 1`);
    expect(busiest!.n).toBeGreaterThanOrEqual(300);
    expect((await rows(`select 1 from occurrences where starts_local::date = '${addDays(seededToday(), 42)}' limit 1`)).length).toBe(1);
  });

  it('has sessions nearly full, full with a waitlist, cancelled and past, and ticketed ones with tickets', async () => {
    const [states] = await rows<Record<string, number>>(`
      select count(*) filter (where status = 'cancelled')::int cancelled,
             count(*) filter (where waitlist_maximum is not null and exists (select 1 from waitlist_entries w where w.occurrence_id = o.id))::int waitlisted,
             count(*) filter (where booking_type = 'ticketed')::int ticketed
      from occurrences o`);
    expect(states).toMatchObject({ cancelled: expect.any(Number), waitlisted: expect.any(Number), ticketed: expect.any(Number) });
    for (const value of Object.values(states!)) expect(value).toBeGreaterThan(0);
    expect(await count('tickets')).toBe(6);
  });

  // Seeding again reads and compares every seeded row: 4–6 s on 2 cores, its own budget.
  it('changes nothing when run again', { timeout: 30_000 }, async () => {
    const before = [await count('occurrences'), await count('bookings'), await count('waitlist_entries'), await count('locations'), await count('prices')];
    await seedAgain(database.db);
    expect([await count('occurrences'), await count('bookings'), await count('waitlist_entries'), await count('locations'), await count('prices')]).toEqual(before);
  });
});
