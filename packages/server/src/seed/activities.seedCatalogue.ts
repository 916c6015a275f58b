import { sql } from 'drizzle-orm';
import {
  activities,
  activityLocations,
  categories,
  customerMemberships,
  instructors,
  locations,
  priceDiscounts,
  prices,
  pricingOptions,
  restrictionCompletions,
  restrictions,
  tags,
  tickets,
  users,
} from '../db/schema';
import {
  activityTree,
  instructorSeeds,
  priceSeeds,
  restrictionSeeds,
  slugOf,
  tagSeeds,
  ticketSeeds,
  type ActivitySeed,
} from './activities.catalogue';
import { seededUuid } from './activities.ids';
import type { LocationSeed } from './activities.venues';
import { seededAt } from './seedHelpers';
import type { SeedTx } from './seedTypes';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** The catalogue ids of one tenant, by natural key, for the timetable and the bookings. */
export interface TenantCatalogue {
  activities: Record<string, { id: number; name: string; categoryId: string }>;
  instructorIds: number[];
  tagIds: Record<string, number>;
  priceIds: Record<string, number>;
  restrictionIds: Record<string, number>;
  attendees: number[];
}

/** Categories and activities (roots, then their sub activities), keyed by slug. */
async function seedActivityTree(tx: SeedTx, tenantId: number, tenantSlug: string) {
  const out: TenantCatalogue['activities'] = {};
  const write = async (seed: ActivitySeed, position: number, parent: { categoryId: string; activityId: number } | null) => {
    const categoryId = seededUuid(tenantSlug, 'category', seed.slug);
    await tx
      .insert(categories)
      .values({ id: categoryId, tenantId, parentId: parent?.categoryId ?? null, slug: seed.slug, name: seed.name, bookingType: seed.v2Type ?? null, createdAt: seededAt })
      .onConflictDoUpdate({ target: categories.id, set: { name: seed.name, parentId: parent?.categoryId ?? null, bookingType: seed.v2Type ?? null } });
    const values = {
      tenantId, parentId: parent?.activityId ?? null, categoryId, slug: seed.slug, name: seed.name, description: seed.description,
      isRoot: !parent, browseByName: seed.browseByName ?? false, allocationStrategy: seed.allocationStrategy ?? null,
      v1Type: seed.v1Type ?? null, v2Type: seed.v2Type ?? null, position, lateCancellation: seed.lateCancellation ?? null,
    };
    const [row] = await tx.insert(activities).values(values).onConflictDoUpdate({ target: [activities.tenantId, activities.slug], set: values }).returning({ id: activities.id });
    out[seed.slug] = { id: row!.id, name: seed.name, categoryId };
    for (const [i, child] of (seed.children ?? []).entries()) await write(child, i, { categoryId, activityId: row!.id });
  };
  for (const [i, root] of activityTree.entries()) await write(root, i, null);
  return out;
}

async function seedNamed(tx: SeedTx, table: typeof instructors | typeof tags, tenantId: number, names: readonly string[]) {
  const rows = await tx
    .insert(table)
    .values(names.map((name) => ({ tenantId, slug: slugOf(name), name })))
    .onConflictDoUpdate({ target: [table.tenantId, table.slug], set: { name: excluded('name') } })
    .returning({ id: table.id, name: table.name });
  return names.map((name) => rows.find((r) => r.name === name)!.id);
}

async function seedPrices(tx: SeedTx, tenantId: number) {
  const rows = await tx
    .insert(prices)
    .values(priceSeeds.map(({ reference, name, amount }) => ({ tenantId, reference, name, amount })))
    .onConflictDoUpdate({ target: [prices.tenantId, prices.reference], set: { name: excluded('name'), amount: excluded('amount') } })
    .returning({ id: prices.id, reference: prices.reference });
  const ids = Object.fromEntries(rows.map((r) => [r.reference, r.id]));
  const discounts = priceSeeds.flatMap((p) => Object.entries(p.discounts).map(([plan, amount]) => ({ tenantId, priceId: ids[p.reference]!, membershipPlan: plan, amount })));
  await tx.insert(priceDiscounts).values(discounts).onConflictDoUpdate({ target: [priceDiscounts.priceId, priceDiscounts.membershipPlan], set: { amount: excluded('amount') } });
  const options = await tx
    .insert(pricingOptions)
    .values(priceSeeds.map(({ reference, name }) => ({ tenantId, reference, name, priceId: ids[reference]! })))
    .onConflictDoUpdate({ target: [pricingOptions.tenantId, pricingOptions.reference], set: { name: excluded('name'), priceId: excluded('price_id') } })
    .returning({ id: pricingOptions.id, reference: pricingOptions.reference });
  return { priceIds: ids, optionIds: Object.fromEntries(options.map((o) => [o.reference, o.id])) };
}

const attendeeNames = ['Olivia', 'Noah', 'Amelia', 'Leo', 'Isla', 'Oscar', 'Ava', 'Arthur', 'Mia', 'Harry', 'Ivy', 'Muhammad'];
const attendeeSurnames = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson'];
/** Attendees who fill the demo timetable (no password, so nobody logs in as them). */
const ATTENDEES = 48;

async function seedAttendees(tx: SeedTx, tenantId: number, tenantSlug: string) {
  const values = Array.from({ length: ATTENDEES }, (_, i) => ({
    tenantId, role: 'customer' as const, reference: `SEED-ATT-${String(i + 1).padStart(3, '0')}`, email: `attendee+${i + 1}@${tenantSlug}.example`,
    firstName: attendeeNames[i % attendeeNames.length]!, lastName: attendeeSurnames[i % attendeeSurnames.length]!, createdAt: seededAt,
  }));
  const rows = await tx
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: [users.tenantId, users.reference], set: { firstName: excluded('first_name'), lastName: excluded('last_name') } })
    .returning({ id: users.id, reference: users.reference });
  return values.map((v) => rows.find((r) => r.reference === v.reference)!.id);
}

/** Writes one tenant's catalogue and attendees (upserts by natural key) and answers their ids. */
export async function seedTenantCatalogue(tx: SeedTx, tenantId: number, tenantSlug: string): Promise<TenantCatalogue> {
  const tree = await seedActivityTree(tx, tenantId, tenantSlug);
  const names = instructorSeeds[tenantSlug] ?? [];
  const instructorIds = await seedNamed(tx, instructors, tenantId, names);
  const tagIdList = await seedNamed(tx, tags, tenantId, tagSeeds);
  const { priceIds, optionIds } = await seedPrices(tx, tenantId);
  const restrictionRows = await tx
    .insert(restrictions)
    .values(restrictionSeeds.map((r) => ({ tenantId, slug: r.slug, name: r.name, type: r.type, terms: r.terms, agreement: r.agreement, relatedCategoryId: tree[r.category]!.categoryId })))
    .onConflictDoUpdate({ target: [restrictions.tenantId, restrictions.slug], set: { name: excluded('name'), terms: excluded('terms'), agreement: excluded('agreement') } })
    .returning({ id: restrictions.id, slug: restrictions.slug });
  const swim = tree['public-swim']!.id;
  const ticketValues = ticketSeeds.map((t, i) => ({
    id: seededUuid(tenantSlug, 'ticket', t.key), tenantId, activityId: swim, name: t.name, attendees: t.attendees, minAge: t.minAge, maxAge: t.maxAge,
    pricingOptionId: optionIds[t.reference]!, extraPricingOptionIds: t.extras.map((e) => optionIds[e]!), position: i,
  }));
  await tx.insert(tickets).values(ticketValues).onConflictDoUpdate({ target: tickets.id, set: { name: excluded('name'), attendees: excluded('attendees'), minAge: excluded('min_age'), maxAge: excluded('max_age') } });
  const attendees = await seedAttendees(tx, tenantId, tenantSlug);
  // Memberships and a passed induction for the first attendees, so member prices and restrictions show for them.
  await tx
    .insert(customerMemberships)
    .values([
      { tenantId, userId: attendees[0]!, membershipPlan: 'gold', validFrom: '2024-01-01', validTo: null },
      { tenantId, userId: attendees[1]!, membershipPlan: 'silver', validFrom: '2024-01-01', validTo: null },
    ])
    .onConflictDoNothing();
  const induction = restrictionRows.find((r) => r.slug === 'spin-bike-induction')!.id;
  await tx.insert(restrictionCompletions).values({ tenantId, userId: attendees[0]!, restrictionId: induction, completedAt: seededAt }).onConflictDoNothing();
  return {
    activities: tree,
    instructorIds,
    tagIds: Object.fromEntries(tagSeeds.map((name, i) => [name, tagIdList[i]!])),
    priceIds,
    restrictionIds: Object.fromEntries(restrictionRows.map((r) => [r.slug, r.id])),
    attendees,
  };
}

/** Writes a venue's location tree and which sub activities use which locations; answers location ids by slug. */
export async function seedVenueLocations(tx: SeedTx, tenantId: number, venueId: number, tree: LocationSeed[], uses: Record<string, string[]>, activityIds: Record<string, { id: number }>) {
  const ids: Record<string, number> = {};
  const upsert = async (rows: Array<{ seed: LocationSeed; position: number; parentId: number | null }>) => {
    if (rows.length === 0) return;
    const written = await tx
      .insert(locations)
      .values(rows.map(({ seed, position, parentId }) => ({ tenantId, venueId, parentId, slug: seed.slug, name: seed.name, position })))
      .onConflictDoUpdate({ target: [locations.venueId, locations.slug], set: { name: excluded('name'), parentId: excluded('parent_id'), position: excluded('position') } })
      .returning({ id: locations.id, slug: locations.slug });
    for (const row of written) ids[row.slug] = row.id;
  };
  await upsert(tree.map((seed, position) => ({ seed, position, parentId: null })));
  await upsert(tree.flatMap((root) => (root.children ?? []).map((seed, position) => ({ seed, position, parentId: ids[root.slug]! }))));
  const links = Object.entries(uses).flatMap(([activity, slugs]) => slugs.map((slug) => ({ tenantId, activityId: activityIds[activity]!.id, locationId: ids[slug]! })));
  if (links.length) await tx.insert(activityLocations).values(links).onConflictDoNothing();
  return ids;
}
