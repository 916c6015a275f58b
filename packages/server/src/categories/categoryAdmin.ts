import { randomUUID } from 'node:crypto';
import { categoryBodyWithFacts, messages, type CategoryBody, type CategoryFacts, type CategoryListQuery, type CategorySummary, type CategoryWire } from '@courtside/core';
import { asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { activities, categories, occurrences, programmes, type CategoryRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError, RequestValidationError } from '../http/httpError';

// Staff contracts: spec §7's contract-only category create/update and the category list with usage checks.
// The rules are core's (categoryBodyWithFacts); this file looks up the facts only the database knows.

const summary = (row: CategoryRow): CategorySummary => ({ id: row.id, name: row.name, slug: row.slug, booking_type: row.bookingType, created_at: row.createdAt.toISOString() });

/** Spec §3 in_use reasons: what holds the category — activity templates, scheduled sessions, camps or courses. */
async function usageOf(scope: TenantDb, ids: readonly string[]): Promise<Map<string, string[]>> {
  const reasons = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return reasons;
  const [templates, schedules, programmeRows] = await Promise.all([
    scope.db.selectDistinct({ id: activities.categoryId }).from(activities).where(scope.owned(activities, inArray(activities.categoryId, [...ids]))),
    scope.db.selectDistinct({ id: occurrences.categoryId }).from(occurrences).where(scope.owned(occurrences, inArray(occurrences.categoryId, [...ids]))),
    scope.db.selectDistinct({ id: programmes.categoryId }).from(programmes).where(scope.owned(programmes, inArray(programmes.categoryId, [...ids]))),
  ]);
  for (const [rows, reason] of [[templates, 'templates'], [schedules, 'schedules'], [programmeRows, 'camps and courses']] as const) {
    for (const row of rows) if (row.id) reasons.get(row.id)?.push(reason);
  }
  return reasons;
}

/** Categories as spec §3 answers them: children, parent and (when asked) in_use with its reasons. */
async function toWires(scope: TenantDb, rows: readonly CategoryRow[], withUsage: boolean): Promise<CategoryWire[]> {
  const all = await scope.db.select().from(categories).where(scope.owned(categories)).orderBy(asc(categories.name));
  const usage = withUsage ? await usageOf(scope, rows.map((r) => r.id)) : null;
  return rows.map((row) => {
    const parent = row.parentId ? all.find((c) => c.id === row.parentId) : undefined;
    const reasons = usage?.get(row.id);
    return {
      ...summary(row),
      children: all.filter((c) => c.parentId === row.id).map(summary),
      parent: parent ? summary(parent) : null,
      ...(reasons ? { in_use: { in_use: reasons.length > 0, reasons } } : {}),
    };
  });
}

/** Spec §5 category list: search (name or slug), booking types, usage checks; by name. */
export async function listCategoriesForStaff(scope: TenantDb, query: CategoryListQuery): Promise<CategoryWire[]> {
  const term = query.search?.trim();
  // The term matches as typed: LIKE's wildcards in it are escaped.
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await scope.db
    .select()
    .from(categories)
    .where(
      scope.owned(
        categories,
        pattern ? or(ilike(categories.name, pattern), ilike(categories.slug, pattern)) : undefined,
        query.booking_type ? inArray(categories.bookingType, query.booking_type) : undefined,
      ),
    )
    .orderBy(asc(categories.name));
  return toWires(scope, rows, query.with_usage_checks ?? false);
}

/** What only the database knows about saving `body` (as `id`, on update): core's CategoryFacts. */
async function factsOf(scope: TenantDb, body: CategoryBody, current: CategoryRow | null): Promise<CategoryFacts> {
  const [taken] = await scope.db
    .select({ id: categories.id })
    .from(categories)
    .where(scope.owned(categories, eq(categories.slug, body.slug), current ? ne(categories.id, current.id) : undefined))
    .limit(1);
  const [parent] = body.parent_id ? await scope.db.select().from(categories).where(scope.owned(categories, eq(categories.id, body.parent_id))) : [];
  if (body.parent_id && (!parent || parent.id === current?.id)) throw new HttpError(422, messages.notFound, { parent_id: [messages.notFound] });
  const [child] = current ? await scope.db.select({ id: categories.id }).from(categories).where(scope.owned(categories, eq(categories.parentId, current.id))).limit(1) : [];
  const reasons = current ? ((await usageOf(scope, [current.id])).get(current.id) ?? []) : [];
  return {
    slugTaken: taken !== undefined,
    holdsTemplatesOrSchedules: reasons.length > 0,
    hasChildren: child !== undefined,
    parentHasParent: (parent?.parentId ?? null) !== null,
    ...(current ? { current: { booking_type: current.bookingType, in_use: reasons.length > 0 } } : {}),
  };
}

/** Checks a body against core's category rules with the database's facts: 422 with a message per field. */
async function checked(scope: TenantDb, body: CategoryBody, current: CategoryRow | null): Promise<CategoryBody> {
  const result = categoryBodyWithFacts(await factsOf(scope, body, current)).safeParse(body);
  if (!result.success) throw new RequestValidationError(result.error.issues, 'body');
  return result.data;
}

/** Spec §7 category create (managers): the category as stored. */
export async function createCategory(scope: TenantDb, body: CategoryBody): Promise<CategoryWire> {
  const valid = await checked(scope, body, null);
  const [row] = await scope.db
    .insert(categories)
    .values({ id: randomUUID(), tenantId: scope.tenantId, name: valid.name, slug: valid.slug, bookingType: valid.booking_type, parentId: valid.parent_id })
    .onConflictDoNothing()
    .returning();
  // A concurrent create took the slug between the check and the insert.
  if (!row) throw new RequestValidationError([{ code: 'custom', path: ['slug'], message: 'The slug has already been taken', input: undefined }], 'body');
  return (await toWires(scope, [row], true))[0]!;
}

/** Spec §7 category update (managers): every field replaced, within the rules; the category as stored. */
export async function updateCategory(scope: TenantDb, id: string, body: CategoryBody): Promise<CategoryWire> {
  const [current] = await scope.db.select().from(categories).where(scope.owned(categories, eq(categories.id, id)));
  if (!current) throw new HttpError(404, messages.notFound);
  const valid = await checked(scope, body, current);
  const [row] = await scope.db
    .update(categories)
    .set({ name: valid.name, slug: valid.slug, bookingType: valid.booking_type, parentId: valid.parent_id })
    .where(scope.owned(categories, eq(categories.id, id)))
    .returning();
  return (await toWires(scope, [row!], true))[0]!;
}
