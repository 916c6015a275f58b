import type { RestrictionWire } from '@courtside/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { linkedUsers, restrictionCompletions, restrictions, users } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** Restriction types a customer agrees to online (inductions are given in person, by staff). */
export const agreeableTypes = ['pre-purchase-waiver', 'post-purchase-waiver', 'enhanced-pre-waiver'] as const;

/** Spec §3 Waiver/induction by id in the scope's tenant, with its one agreement (spec §5); undefined: none. */
export async function findRestriction(scope: TenantDb, id: number): Promise<RestrictionWire | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db.select().from(restrictions).where(and(eq(restrictions.tenantId, tenantId), eq(restrictions.id, id)));
  if (!row) return undefined;
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
