import type { TicketWire } from '@courtside/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { pricingOptions, tickets } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** A pricing option with the price it points at. */
export interface PricingOptionFacts {
  id: number;
  name: string;
  reference: string;
  priceId: number;
}

/** Spec §3 Tickets of an activity, with every pricing option they name (for prices). */
export async function listTickets(scope: TenantDb, activityId: number): Promise<{ tickets: TicketWire[]; options: PricingOptionFacts[] }> {
  const { db, tenantId } = requireTenant(scope);
  const rows = await db.select().from(tickets).where(and(eq(tickets.tenantId, tenantId), eq(tickets.activityId, activityId))).orderBy(asc(tickets.position));
  const optionIds = [...new Set(rows.flatMap((t) => [t.pricingOptionId, ...t.extraPricingOptionIds]))];
  const options = optionIds.length
    ? await db
        .select({ id: pricingOptions.id, name: pricingOptions.name, reference: pricingOptions.reference, priceId: pricingOptions.priceId })
        .from(pricingOptions)
        .where(and(eq(pricingOptions.tenantId, tenantId), inArray(pricingOptions.id, optionIds)))
    : [];
  const ref = (id: number) => {
    const option = options.find((o) => o.id === id)!;
    return { id: option.id, name: option.name, reference: option.reference };
  };
  return {
    tickets: rows.map((t) => ({
      id: t.id,
      name: t.name,
      attendees: t.attendees,
      min_age: t.minAge,
      max_age: t.maxAge,
      pricing_option: ref(t.pricingOptionId),
      extra_pricing_options: t.extraPricingOptionIds.map(ref),
    })),
    options,
  };
}

/** One ticket by id in the scope's tenant (its attendees count the places a line takes). */
export async function ticketById(scope: TenantDb, id: string): Promise<{ id: string; name: string; attendees: number } | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db.select({ id: tickets.id, name: tickets.name, attendees: tickets.attendees }).from(tickets).where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)));
  return row;
}
