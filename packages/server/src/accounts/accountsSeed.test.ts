import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { linkedUsers, membershipUsers, tenants, users } from '../db/schema';
import { openTestDatabase, seedAgain } from '../../test/testApp';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const seeded = async () => ({
  users: await database.db.select().from(users).where(eq(users.createdAt, new Date('2024-01-15T09:00:00.000Z'))).orderBy(asc(users.id)),
  links: await database.db.select().from(linkedUsers).orderBy(asc(linkedUsers.id)),
  memberships: await database.db.select().from(membershipUsers).orderBy(asc(membershipUsers.id)),
});

describe('accounts seed (README demo logins)', () => {
  it('seeds customers and staff per tenant, with a family, credit and penalties', async () => {
    const { users: rows } = await seeded();
    const [riverside] = await database.db.select().from(tenants).where(eq(tenants.slug, 'riverside'));
    const ofRiverside = rows.filter((row) => row.tenantId === riverside?.id);
    expect(ofRiverside.filter((row) => row.role === 'staff').map((row) => row.staffRole)).toEqual(['front-of-house', 'super-user']);
    // Priya's credit and Tom's penalties, and Chris's from the history seed (refunds as credit, a late fee owed).
    expect(ofRiverside.filter((row) => row.creditBalance > 0).map((row) => row.firstName).sort()).toEqual(['Chris', 'Priya']);
    expect(ofRiverside.filter((row) => row.hasOutstandingPenalties).map((row) => row.firstName).sort()).toEqual(['Chris', 'Tom']);
    expect(rows.filter((row) => row.email === 'alex.morgan@example.com')).toHaveLength(2);
    const alex = ofRiverside.find((row) => row.reference === 'RLT-000001');
    const { links } = await seeded();
    const alexLinks = links.filter((link) => link.userId === alex?.id).map((link) => link.relationship);
    expect(alexLinks).toEqual(['partner', 'parent', 'parent']);
  });

  // Seeding again reads and compares every seeded row: 4–6 s on 2 cores, its own budget.
  it('changes nothing when run again', { timeout: 30_000 }, async () => {
    const before = await seeded();
    await seedAgain(database.db);
    expect(await seeded()).toEqual(before);
  });
});
