import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { activities, bookings, categories, customerPackages, occurrences, orderLineItems, orders, packages, users, venues } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import { cardRemainingByOrder } from '../checkout/cardRefunds';

/** A booking with what its spec §3 shape shows: the session, the venue, the attendee and the category. */
export interface BookingRecord {
  booking: typeof bookings.$inferSelect;
  occurrence: typeof occurrences.$inferSelect;
  venue: { id: number; name: string; timezone: string; activitiesV2MigrationDate: string | null };
  user: { reference: string; firstName: string; lastName: string };
  category: { id: string; name: string; slug: string; bookingType: (typeof categories.$inferSelect)['bookingType'] } | null;
  /** Its activity's cut-off actions on a late cancellation (spec §4), if any. */
  activity: { lateCancellation: (typeof activities.$inferSelect)['lateCancellation'] };
}

const recordColumns = {
  booking: bookings,
  occurrence: occurrences,
  venue: { id: venues.id, name: venues.name, timezone: venues.timezone, activitiesV2MigrationDate: venues.activitiesV2MigrationDate },
  user: { reference: users.reference, firstName: users.firstName, lastName: users.lastName },
  category: { id: categories.id, name: categories.name, slug: categories.slug, bookingType: categories.bookingType },
  activity: { lateCancellation: activities.lateCancellation },
};

/** The records' select, each join within the booking's tenant (the caller's where names the tenant). */
const selectRecords = (scope: TenantDb) =>
  scope.db
    .select(recordColumns)
    .from(bookings)
    .innerJoin(occurrences, and(eq(occurrences.tenantId, bookings.tenantId), eq(occurrences.id, bookings.occurrenceId)))
    .innerJoin(venues, and(eq(venues.tenantId, occurrences.tenantId), eq(venues.id, occurrences.venueId)))
    .innerJoin(users, and(eq(users.tenantId, bookings.tenantId), eq(users.id, bookings.userId)))
    .innerJoin(activities, and(eq(activities.tenantId, occurrences.tenantId), eq(activities.id, occurrences.activityId)))
    .leftJoin(categories, and(eq(categories.tenantId, occurrences.tenantId), eq(categories.id, occurrences.categoryId)));
/** A booking's session, within its tenant. */
const sessionOf = and(eq(occurrences.tenantId, bookings.tenantId), eq(occurrences.id, bookings.occurrenceId));

/** One booking of the tenant by id (any customer's: the caller checks who may see it). */
export async function findBooking(scope: TenantDb, bookingId: number): Promise<BookingRecord | null> {
  const [row] = await selectRecords(requireTenant(scope)).where(scope.owned(bookings, eq(bookings.id, bookingId))).limit(1);
  return row ?? null;
}

/** Every booking of a camp's or course's bundle (any status), soonest session first. */
export async function findBundleBookings(scope: TenantDb, bundleId: number): Promise<BookingRecord[]> {
  return selectRecords(requireTenant(scope)).where(scope.owned(bookings, eq(bookings.bundleId, bundleId))).orderBy(asc(occurrences.startsAt), asc(bookings.id));
}

/** Spec §5 booking list filters, already validated. */
export interface BookingFilter {
  /** Whose bookings; undefined: everyone's (staff only — the route decides). */
  userId?: number;
  occurrencePublicId?: string;
  statuses: ReadonlyArray<'settled' | 'reserved' | 'cancelled'>;
  page: number;
  perPage: number;
}

/** A reservation whose hold lapsed no longer counts as reserved (it is dropped from the basket on the next read). */
function statusIs(status: BookingFilter['statuses'][number], now: Date): SQL {
  if (status !== 'reserved') return eq(bookings.status, status);
  return and(eq(bookings.status, 'reserved'), gt(bookings.reservedUntil, now))!;
}

/** A page of a user's bookings, soonest session first, and how many match in all. */
export async function listBookings(scope: TenantDb, filter: BookingFilter, now: Date): Promise<{ rows: BookingRecord[]; total: number }> {
  requireTenant(scope);
  const where = scope.owned(
    bookings,
    filter.userId === undefined ? undefined : eq(bookings.userId, filter.userId),
    filter.occurrencePublicId === undefined ? undefined : eq(occurrences.publicId, filter.occurrencePublicId),
    or(...filter.statuses.map((s) => statusIs(s, now))),
  );
  const [rows, [count]] = await Promise.all([
    selectRecords(scope)
      .where(where)
      .orderBy(asc(occurrences.startsAt), asc(users.lastName), asc(users.firstName), asc(bookings.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    scope.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(bookings)
      .innerJoin(occurrences, sessionOf)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * What a booking's order charged for it: the line's price (minor units) and the order's currency; `toCard`, the share
 * a cancellation would give back to the card it was paid with (a provider refunding to card; 0: all as credit).
 */
export type PaidPrice = { value: number; currency: string; toCard: number };

/**
 * The price each booking's order charged for it. An order's lines name the session (purchasable_id = the occurrence's
 * public id), so a booking's line is the one for its session; when one order holds the same session for several
 * attendees, the n-th booking (by id) pairs with the n-th line, as completion wrote both in basket order.
 */
export async function paidPrices(scope: TenantDb, records: ReadonlyArray<Pick<BookingRecord, 'booking'>>): Promise<Map<number, PaidPrice>> {
  const orderIds = [...new Set(records.flatMap((r) => (r.booking.orderId === null ? [] : [r.booking.orderId])))];
  const paid = new Map<number, PaidPrice>();
  if (orderIds.length === 0) return paid;
  const [siblings, lines, cardLeft] = await Promise.all([
    scope.db
      .select({ id: bookings.id, orderId: bookings.orderId, publicId: occurrences.publicId })
      .from(bookings)
      .innerJoin(occurrences, sessionOf)
      .where(scope.owned(bookings, inArray(bookings.orderId, orderIds)))
      .orderBy(asc(bookings.id)),
    scope.db
      .select({ orderId: orderLineItems.orderId, purchasableId: orderLineItems.purchasableId, price: orderLineItems.price, currency: orders.currency })
      .from(orderLineItems)
      .innerJoin(orders, and(eq(orders.tenantId, orderLineItems.tenantId), eq(orders.id, orderLineItems.orderId)))
      .where(scope.owned(orderLineItems, inArray(orderLineItems.orderId, orderIds), eq(orderLineItems.purchasableType, 'occurrence')))
      .orderBy(asc(orderLineItems.id)),
    cardRemainingByOrder(scope, orderIds),
  ]);
  const key = (orderId: number | null, publicId: string) => `${orderId}|${publicId}`;
  const linesByKey = groupBy(lines, (l) => key(l.orderId, l.purchasableId));
  for (const [k, group] of groupBy(siblings, (b) => key(b.orderId, b.publicId))) {
    group.forEach((b, i) => {
      const line = linesByKey.get(k)?.[i];
      // Each booking of an order paid by such a card could go back to it, up to what of the card is not refunded yet.
      if (line) paid.set(b.id, { value: line.price, currency: line.currency, toCard: Math.min(line.price, cardLeft.get(b.orderId!) ?? 0) });
    });
  }
  return paid;
}

/** Items grouped by key, each group in the items' order (Map.groupBy needs Node 21). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = keyOf(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Spec §3 booking_bundle_context of bundle bookings: the bundle and the booking's place among its settled bookings (by start). */
export async function bundleContexts(scope: TenantDb, records: ReadonlyArray<Pick<BookingRecord, 'booking'>>): Promise<Map<number, { id: number; total_settled_bookings: number; settled_booking_position: number }>> {
  const bundleIds = [...new Set(records.flatMap((r) => (r.booking.bundleId === null ? [] : [r.booking.bundleId])))];
  const contexts = new Map<number, { id: number; total_settled_bookings: number; settled_booking_position: number }>();
  if (bundleIds.length === 0) return contexts;
  // A bundle is settled or cancelled whole: its bookings are counted among those of the same state, so a cancelled camp
  // still lists as one entry with its sessions.
  const rows = await scope.db
    .select({ id: bookings.id, bundleId: bookings.bundleId, status: bookings.status })
    .from(bookings)
    .innerJoin(occurrences, sessionOf)
    .where(scope.owned(bookings, inArray(bookings.bundleId, bundleIds), inArray(bookings.status, ['settled', 'cancelled'])))
    .orderBy(asc(occurrences.startsAt), asc(bookings.id));
  for (const [key, group] of groupBy(rows, (b) => `${b.bundleId}|${b.status}`)) {
    const bundleId = Number(key.split('|')[0]);
    group.forEach((b, i) => contexts.set(b.id, { id: bundleId, total_settled_bookings: group.length, settled_booking_position: i + 1 }));
  }
  return contexts;
}

/** The name (friendly, else its own) of the package whose use paid for each booking, by booking id. */
export async function packageNames(scope: TenantDb, records: ReadonlyArray<Pick<BookingRecord, 'booking'>>): Promise<Map<number, string>> {
  const paid = records.filter((r) => r.booking.customerPackageId !== null);
  if (paid.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: customerPackages.id, name: sql<string>`coalesce(${packages.friendlyName}, ${packages.name})` })
    .from(customerPackages)
    .innerJoin(packages, and(eq(packages.tenantId, customerPackages.tenantId), eq(packages.id, customerPackages.packageId)))
    .where(scope.owned(customerPackages, inArray(customerPackages.id, [...new Set(paid.map((r) => r.booking.customerPackageId!))])));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return new Map(paid.flatMap((r) => (names.has(r.booking.customerPackageId!) ? [[r.booking.id, names.get(r.booking.customerPackageId!)!] as const] : [])));
}
