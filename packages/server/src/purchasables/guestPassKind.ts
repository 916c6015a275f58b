import { addDays, GUEST_PASS_MAX_QUANTITY, GUEST_PASS_VALID_DAYS, messages, venueDateSlug } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { fieldError } from '../auth/fieldError';
import { guestPasses, tenants, venues, type CartItemRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { plainView, type PurchasableKind } from './purchasable';

const texts = messages.guestPasses;

/** A venue of the tenant selling guest passes online (enabled, with a price), by slug. */
async function findOffer(scope: TenantDb, slug: string) {
  const [row] = await scope.db
    .select({ id: venues.id, name: venues.name, timezone: venues.timezone, price: venues.guestPassPrice, enabled: venues.onlineGuestPassesEnabled, currency: tenants.currencyCode })
    .from(venues)
    .innerJoin(tenants, eq(tenants.id, venues.tenantId))
    .where(scope.owned(venues, eq(venues.slug, slug)));
  return row;
}

/** A fresh pass reference ('GP-' and 10 hex characters); the tenant's unique index guards the rare repeat. */
const newReference = () => `GP-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Guest passes (spec §1 item kinds; purchasable_type guest_pass, purchasable_id the venue's slug): sold where the venue
 * offers them online at its price, up to GUEST_PASS_MAX_QUANTITY a line; nothing to hold. Settling gives the attendee
 * that many passes, valid from the day of sale for GUEST_PASS_VALID_DAYS days.
 */
export const guestPassKind: PurchasableKind = {
  type: 'guest_pass',
  view: plainView('guest_pass'),

  async check(scope, item, _attendeeId, _now, field) {
    const offer = typeof item.purchasable_id === 'string' ? await findOffer(scope, item.purchasable_id) : undefined;
    if (!offer) throw new HttpError(404, messages.notFound);
    if (!offer.enabled || offer.price === null) throw fieldError(field, texts.notOffered);
    if (item.quantity > GUEST_PASS_MAX_QUANTITY) throw fieldError(`${field}.quantity`, texts.tooMany(GUEST_PASS_MAX_QUANTITY));
    return {
      line: {
        purchasableId: item.purchasable_id as string, occurrenceId: null, name: `Guest pass · ${offer.name}`, unitPrice: offer.price, standardUnitPrice: offer.price,
        currency: offer.currency, benefitApplied: false, ticketId: null, details: { cartableType: 'guest_pass' },
      },
      claimData: null,
      lockKey: offer.id,
    };
  },

  async claim() {},

  async changeQuantity(_scope, _line, hold) {
    if (hold.quantity > GUEST_PASS_MAX_QUANTITY) throw fieldError(hold.field, texts.tooMany(GUEST_PASS_MAX_QUANTITY));
  },

  async release() {},

  async extend() {
    return true;
  },

  /** A venue that stopped selling them since the line was added rolls the order back. */
  async settle(scope, lines: readonly CartItemRow[], _orderId, now) {
    for (const line of lines) {
      const offer = await findOffer(scope, line.purchasableId);
      if (!offer || !offer.enabled || offer.price === null) return false;
      const today = venueDateSlug(now, offer.timezone);
      await scope.db.insert(guestPasses).values(
        Array.from({ length: line.quantity }, () => ({
          tenantId: scope.tenantId, userId: line.purchasedForUserId, venueId: offer.id, reference: newReference(), guestName: null,
          validFrom: today, validTo: addDays(today, GUEST_PASS_VALID_DAYS - 1), createdAt: now,
        })),
      );
    }
    return true;
  },

  async describe() {
    return new Map();
  },
};
