import { addDays, venueDateSlug } from '@courtside/core';
import { and, eq, inArray } from 'drizzle-orm';
import {
  customerMemberships,
  customerPackages,
  discountCodes,
  guestPasses,
  membershipPlans,
  packages,
  prices,
  pricingOptions,
  users,
  venues,
} from '../db/schema';
import type { SeedContext, SeedModule, SeedTx } from './seedTypes';

// Demo holdings, per tenant: membership plans (the keys member prices use, and two more), packages at the first venue,
// and what Alex Morgan (alex.morgan@example.com) holds — a membership due for renewal and an expired one, a swim pass
// part used and a class pass expired, two guest passes (one given) at a venue offering them online. Alex's plans carry
// no member prices, so the activity journeys keep pricing Alex as before. Nina Clarke (nina.clarke@example.com) holds
// Silver, due for renewal, and an unused Five Class Pass: a class she books shows a member price (Benefit applied) paid
// by a package use (Package applied), and Renew in my-account puts the Silver renewal in her basket. Written once:
// later runs add nothing.

const planSeeds = [
  { key: 'gold', name: 'Gold membership', description: 'Gym, classes and swimming at every venue, with the best member prices.', venue: false, length: [12, 'month'], price: 54000, online: true },
  { key: 'silver', name: 'Silver membership', description: 'Off-peak gym and swimming, with member prices on classes.', venue: false, length: [12, 'month'], price: 36000, online: true },
  { key: 'swim-plus', name: 'Swim Plus', description: 'Swimming at your home venue, any time it is open.', venue: true, length: [12, 'month'], price: 24000, online: true },
  { key: 'off-peak', name: 'Off-peak three months', description: 'Weekday gym before 4 pm, for three months.', venue: true, length: [3, 'month'], price: 7500, online: false },
] as const;

const packageSeeds = [
  { reference: 'PKG-SWIM-10', name: '10 Swim Pass', friendly: 'Ten swims', description: 'Ten adult swims, to use within six months.', amount: 4200, usages: 10, contents: ['SWIM-ADULT', 'LANE-SWIM'], expiry: [6, 'month'] },
  { reference: 'PKG-CLASS-5', name: 'Five Class Pass', friendly: 'Five classes', description: 'Any five yoga, spin or aqua classes within three months.', amount: 3200, usages: 5, contents: ['CLASS-YOGA', 'CLASS-SPIN', 'CLASS-AQUA'], expiry: [3, 'month'] },
  { reference: 'PKG-SWIM-MONTH', name: 'Unlimited Swim Month', friendly: null, description: 'Swim as often as you like for a month.', amount: 3000, usages: null, contents: ['SWIM-ADULT'], expiry: [1, 'month'] },
] as const;

const DAY = 86_400_000;

async function seedPlans(tx: SeedTx, tenantId: number, venueId: number) {
  await tx
    .insert(membershipPlans)
    .values(planSeeds.map((p, position) => ({
      tenantId, key: p.key, name: p.name, description: p.description, venueId: p.venue ? venueId : null,
      lengthValue: p.length[0], lengthUnit: p.length[1], price: p.price, onlineJoining: p.online, position,
    })))
    .onConflictDoNothing();
}

/** The packages at `venueId`, each sold as a pricing option of its own; answers their ids by reference. */
async function seedPackages(tx: SeedTx, tenantId: number, venueId: number): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const seed of packageSeeds) {
    const [price] = await tx.insert(prices).values({ tenantId, reference: seed.reference, name: seed.name, amount: seed.amount }).onConflictDoNothing().returning({ id: prices.id });
    const priceId = price?.id ?? (await tx.select({ id: prices.id }).from(prices).where(and(eq(prices.tenantId, tenantId), eq(prices.reference, seed.reference))))[0]!.id;
    const [option] = await tx.insert(pricingOptions).values({ tenantId, reference: seed.reference, name: seed.name, priceId }).onConflictDoNothing().returning({ id: pricingOptions.id });
    const optionId = option?.id ?? (await tx.select({ id: pricingOptions.id }).from(pricingOptions).where(and(eq(pricingOptions.tenantId, tenantId), eq(pricingOptions.reference, seed.reference))))[0]!.id;
    const [existing] = await tx.select({ id: packages.id }).from(packages).where(and(eq(packages.tenantId, tenantId), eq(packages.pricingOptionId, optionId)));
    if (existing) {
      ids[seed.reference] = existing.id;
      continue;
    }
    const found = await tx
      .select({ id: pricingOptions.id, reference: pricingOptions.reference })
      .from(pricingOptions)
      .where(and(eq(pricingOptions.tenantId, tenantId), inArray(pricingOptions.reference, [...seed.contents])));
    // In the seed's order: the first is what the package is mostly for.
    const contents = seed.contents.flatMap((reference) => found.filter((o) => o.reference === reference));
    const [row] = await tx
      .insert(packages)
      .values({
        tenantId, venueId, name: seed.name, friendlyName: seed.friendly, description: seed.description, venueRestriction: 'venue', pricingOptionId: optionId,
        usages: seed.usages, contentPricingOptionIds: contents.map((c) => c.id), expiryValue: seed.expiry[0], expiryUnit: seed.expiry[1],
      })
      .returning({ id: packages.id });
    ids[seed.reference] = row!.id;
  }
  return ids;
}

/** What Alex holds, written only when Alex holds nothing yet (so a later run neither duplicates nor resets it). */
async function seedAlexHoldings(tx: SeedTx, tenantId: number, venueId: number, today: string, now: Date, packageIds: Record<string, number>) {
  const [alex] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, 'alex.morgan@example.com')));
  if (!alex) return;
  const [held] = await tx.select({ id: customerPackages.id }).from(customerPackages).where(and(eq(customerPackages.tenantId, tenantId), eq(customerPackages.userId, alex.id))).limit(1);
  if (held) return;
  await tx
    .insert(customerMemberships)
    .values([
      { tenantId, userId: alex.id, membershipPlan: 'swim-plus', validFrom: addDays(today, -345), validTo: addDays(today, 20) },
      { tenantId, userId: alex.id, membershipPlan: 'off-peak', validFrom: '2025-01-06', validTo: '2025-04-05' },
    ])
    .onConflictDoNothing();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await tx.insert(customerPackages).values([
    { tenantId, userId: alex.id, packageId: packageIds['PKG-SWIM-10']!, usagesTotal: 10, usagesUsed: 3, purchasedAt: ago(30), expiresAt: new Date(ago(30).getTime() + 182 * DAY) },
    { tenantId, userId: alex.id, packageId: packageIds['PKG-CLASS-5']!, usagesTotal: 5, usagesUsed: 2, purchasedAt: ago(200), expiresAt: ago(109) },
  ]);
  const prefix = `GP-${tenantId}-${alex.id}`;
  await tx
    .insert(guestPasses)
    .values([
      { tenantId, userId: alex.id, venueId, reference: `${prefix}-1`, guestName: null, validFrom: today, validTo: addDays(today, 60), createdAt: now },
      { tenantId, userId: alex.id, venueId, reference: `${prefix}-2`, guestName: 'Robin Hale', validFrom: addDays(today, -40), validTo: addDays(today, 20), usedAt: ago(10), createdAt: ago(40) },
    ])
    .onConflictDoNothing();
}

/** What Nina holds (Silver ending in 12 days, a Five Class Pass bought a week ago), written only when she holds nothing yet. */
async function seedNinaHoldings(tx: SeedTx, tenantId: number, today: string, now: Date, packageIds: Record<string, number>) {
  const [nina] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, 'nina.clarke@example.com')));
  if (!nina) return;
  const [held] = await tx.select({ id: customerMemberships.userId }).from(customerMemberships).where(and(eq(customerMemberships.tenantId, tenantId), eq(customerMemberships.userId, nina.id))).limit(1);
  if (held) return;
  await tx.insert(customerMemberships).values({ tenantId, userId: nina.id, membershipPlan: 'silver', validFrom: addDays(today, -353), validTo: addDays(today, 12) });
  const bought = new Date(now.getTime() - 7 * DAY);
  await tx.insert(customerPackages).values({ tenantId, userId: nina.id, packageId: packageIds['PKG-CLASS-5']!, usagesTotal: 5, usagesUsed: 0, purchasedAt: bought, expiresAt: new Date(bought.getTime() + 91 * DAY) });
}

/** Per tenant: plans, packages at the first venue (which offers guest passes online), and Alex's holdings, around the seed's instant. */
export const holdingsSeed: SeedModule = async ({ tx, tenantIds, at }: SeedContext) => {
  for (const tenantId of Object.values(tenantIds)) {
    const [venue] = await tx.select().from(venues).where(eq(venues.tenantId, tenantId)).orderBy(venues.id).limit(1);
    if (!venue) continue;
    await tx.update(venues).set({ onlineGuestPassesEnabled: true, guestPassPrice: 800 }).where(eq(venues.id, venue.id));
    await seedPlans(tx, tenantId, venue.id);
    // Discount codes: one to use, one expired, one used up.
    await tx
      .insert(discountCodes)
      .values([
        { tenantId, code: 'WELCOME10', description: '10% off a session', percentOff: 10 },
        { tenantId, code: 'SUMMER25', description: '£2.50 off a summer session', amountOff: 250, validFrom: '2025-06-01', validTo: '2025-09-30' },
        { tenantId, code: 'FIRSTSWIM', description: 'A first swim free', percentOff: 100, maxUses: 1, uses: 1 },
      ])
      .onConflictDoNothing();
    const packageIds = await seedPackages(tx, tenantId, venue.id);
    await seedAlexHoldings(tx, tenantId, venue.id, venueDateSlug(at, venue.timezone), at, packageIds);
    await seedNinaHoldings(tx, tenantId, venueDateSlug(at, venue.timezone), at, packageIds);
  }
};
