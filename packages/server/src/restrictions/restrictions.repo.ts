import type { RestrictionListQuery, RestrictionWire } from '@courtside/core';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { linkedUsers, restrictionCompletions, restrictions, users } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** Restriction types a customer agrees to online (inductions are given in person, by staff). */
export const agreeableTypes = ['pre-purchase-waiver', 'post-purchase-waiver', 'enhanced-pre-waiver'] as const;

type RestrictionRow = typeof restrictions.$inferSelect;

/** Spec §3 Waiver/induction by id in the scope's tenant, with its one agreement (spec §5); undefined: none. */
export async function findRestriction(scope: TenantDb, id: number): Promise<RestrictionWire | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db.select().from(restrictions).where(and(eq(restrictions.tenantId, tenantId), eq(restrictions.id, id)));
  return row ? toWire(row) : undefined;
}

/** `%`, `_` and `\` typed in a search match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Spec §5/§7 restriction list (staff): the tenant's waivers and inductions by name, a search over the name as typed
 * (case-insensitive), the types asked for, one page of them and the total.
 */
export async function listRestrictions(scope: TenantDb, query: RestrictionListQuery): Promise<{ rows: RestrictionWire[]; total: number }> {
  const search = query.search?.trim();
  const where = scope.owned(
    restrictions,
    ...([search ? ilike(restrictions.name, likePattern(search)) : undefined, query.type ? inArray(restrictions.type, query.type) : undefined] as Array<SQL | undefined>),
  );
  const [{ total } = { total: 0 }] = await scope.db.select({ total: count() }).from(restrictions).where(where);
  const rows = await scope.db
    .select()
    .from(restrictions)
    .where(where)
    .orderBy(asc(restrictions.name), asc(restrictions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows: rows.map(toWire), total };
}

function toWire(row: RestrictionRow): RestrictionWire {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    terms: row.terms,
    related_category: null,
    agreements: row.agreement ? [{ id: row.id, text: row.agreement }] : [],
  };
}

/** A person a customer books for: themselves first, then their linked users (spec §3 previous attendees). */
export interface Attendee {
  id: number;
  firstName: string;
  lastName: string;
}

/** The account holder and the users linked to them, whose names contain `query` (case-insensitive) when given. */
export async function attendeesOf(scope: TenantDb, holderId: number, query?: string): Promise<Attendee[]> {
  const { db, tenantId } = requireTenant(scope);
  const linked = db
    .select({ id: linkedUsers.linkedUserId })
    .from(linkedUsers)
    .where(and(eq(linkedUsers.tenantId, tenantId), eq(linkedUsers.userId, holderId)));
  const ids = [holderId, ...(await linked).map((l) => l.id)];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
    .orderBy(asc(users.id));
  const needle = query?.trim().toLowerCase();
  const people = [...rows].sort((a, b) => (a.id === holderId ? -1 : b.id === holderId ? 1 : 0));
  return needle ? people.filter((p) => `${p.firstName} ${p.lastName}`.toLowerCase().includes(needle)) : people;
}

/** Records that each attendee agreed to each restriction (once: agreeing again changes nothing). */
export async function recordAgreements(scope: TenantDb, agreements: ReadonlyArray<{ userId: number; restrictionId: number }>, now: Date): Promise<void> {
  const { db, tenantId } = requireTenant(scope);
  if (agreements.length === 0) return;
  await db
    .insert(restrictionCompletions)
    .values(agreements.map((a) => ({ tenantId, userId: a.userId, restrictionId: a.restrictionId, completedAt: now })))
    .onConflictDoNothing();
}
