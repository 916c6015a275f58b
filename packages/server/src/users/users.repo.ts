import { randomUUID } from 'node:crypto';
import { aliasedTable, and, asc, eq, or, sql } from 'drizzle-orm';
import { linkedUsers, membershipUsers, users, venues, type NewUser, type UserRow } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';

/** A user with what their wire shape needs beside the row (spec §3 User). */
export interface UserProfile {
  user: UserRow;
  homeVenueSlug: string | null;
  membership: { id: number; homeVenueId: number | null } | null;
}

/** A link the user holds, with the linked user's name and date of birth where held (spec §3 Linked user). */
export interface LinkView {
  id: number;
  linkedUserId: number;
  name: string;
  dateOfBirth: string | null;
  relationship: (typeof linkedUsers.$inferSelect)['relationship'];
}

/**
 * The tenant's user who logs in with `username`: an email or a customer reference, in any case.
 * Only users with a password and the given role can log in.
 */
export async function findLoginUser(scope: TenantDb, username: string, role: UserRow['role']): Promise<UserRow | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const name = username.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.role, role),
        or(sql`lower(${users.email}) = ${name.toLowerCase()}`, sql`upper(${users.reference}) = ${name.toUpperCase()}`),
      ),
    )
    .limit(1);
  return row?.passwordHash ? row : undefined;
}

/** The customer a forgotten-password request names (email or reference), when they can receive mail. */
export async function findResetUser(scope: TenantDb, emailOrReference: string): Promise<UserRow | undefined> {
  const row = await findLoginUser(requireTenant(scope), emailOrReference, 'customer');
  return row?.email ? row : undefined;
}

/** The tenant's user by id; another tenant's user is never found. */
export async function findUser(scope: TenantDb, id: number): Promise<UserRow | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id))).limit(1);
  return row;
}

/**
 * The time zone a customer's dates are told in: their home venue's, else the tenant's first venue's (a tenant with no
 * venue yet has the schema's default).
 */
export async function customerTimeZone(scope: TenantDb, id: number): Promise<string> {
  const { db, tenantId } = requireTenant(scope);
  const [home] = await db
    .select({ timezone: venues.timezone })
    .from(users)
    .innerJoin(venues, and(eq(venues.tenantId, tenantId), eq(venues.id, users.homeVenueId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  if (home) return home.timezone;
  const [first] = await db.select({ timezone: venues.timezone }).from(venues).where(eq(venues.tenantId, tenantId)).orderBy(asc(venues.id)).limit(1);
  return first?.timezone ?? 'Europe/London';
}

/** The user with home venue slug and membership (spec §3 homeVenueSlug, membershipUser). */
export async function loadProfile(scope: TenantDb, id: number): Promise<UserProfile | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db
    .select({ user: users, homeVenueSlug: venues.slug, membershipId: membershipUsers.id, membershipVenueId: membershipUsers.homeVenueId })
    .from(users)
    .leftJoin(venues, eq(venues.id, users.homeVenueId))
    .leftJoin(membershipUsers, eq(membershipUsers.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  if (!row) return undefined;
  const membership = row.membershipId === null ? null : { id: row.membershipId, homeVenueId: row.membershipVenueId };
  return { user: row.user, homeVenueSlug: row.homeVenueSlug, membership };
}

const linked = aliasedTable(users, 'linked');

/** The users `userId` may act for, by name. */
export async function listLinks(scope: TenantDb, userId: number): Promise<LinkView[]> {
  const { db, tenantId } = requireTenant(scope);
  const rows = await db
    .select({ id: linkedUsers.id, linkedUserId: linkedUsers.linkedUserId, relationship: linkedUsers.relationship, first: linked.firstName, last: linked.lastName, dateOfBirth: linked.dateOfBirth })
    .from(linkedUsers)
    .innerJoin(linked, eq(linked.id, linkedUsers.linkedUserId))
    .where(and(eq(linkedUsers.tenantId, tenantId), eq(linkedUsers.userId, userId)))
    .orderBy(asc(linkedUsers.id));
  return rows.map(({ first, last, ...link }) => ({ ...link, name: `${first} ${last}` }));
}

/** Spec §6: whether `userId` may act for `targetId` — a linked user, or (staff) any customer of the tenant. */
export async function mayActFor(scope: TenantDb, actor: { userId: number; role: UserRow['role'] }, targetId: number): Promise<boolean> {
  const { db, tenantId } = requireTenant(scope);
  if (targetId === actor.userId) return true;
  if (actor.role === 'staff') {
    const target = await findUser(scope, targetId);
    return target?.role === 'customer';
  }
  const [row] = await db
    .select({ id: linkedUsers.id })
    .from(linkedUsers)
    .where(and(eq(linkedUsers.tenantId, tenantId), eq(linkedUsers.userId, actor.userId), eq(linkedUsers.linkedUserId, targetId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the tenant already has an account with this email (any case). */
export async function emailTaken(scope: TenantDb, email: string): Promise<boolean> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

/**
 * Creates a customer. The reference and barcode derive from the new id (prefix of the tenant,
 * offset past the seed's numbers), so they are unique without a retry loop. The sign-up is published (userCreated:
 * integrations' v1.user.created) in the same transaction.
 */
export async function createCustomer(scope: TenantDb, prefix: string, values: Omit<NewUser, 'reference' | 'role' | 'tenantId'>): Promise<UserRow> {
  return scope.transaction(async (tx) => {
    const [created] = await tx.db
      .insert(users)
      .values({ ...values, tenantId: tx.tenantId, role: 'customer', reference: `pending-${randomUUID()}` })
      .returning({ id: users.id });
    if (!created) throw new Error('Creating a customer returned no row');
    const number = 100000 + created.id;
    const [row] = await tx.db
      .update(users)
      .set({ reference: `${prefix}-${number}`, barcode: `${tx.tenantId}`.padStart(3, '0') + `${number}`.padStart(7, '0') })
      .where(tx.owned(users, eq(users.id, created.id)))
      .returning();
    if (!row) throw new Error('Numbering a customer returned no row');
    await publish(tx.db, { type: 'userCreated', tenantId: tx.tenantId, userId: row.id });
    return row;
  });
}

/** The reference prefix of a tenant: the initials of its name ('Riverside Leisure Trust' → 'RLT'). */
export function referencePrefix(tenantName: string): string {
  const initials = tenantName
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .join('')
    .toUpperCase();
  return initials.length >= 2 ? initials : 'CS';
}
