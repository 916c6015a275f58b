import type { GuestPassState, MembershipState, PackageState } from '../contract/accountProducts';
import { addDays } from '../time/calendar';

/** Days before a membership ends from which it is shown as due for renewal (ours; the spec names renewal, not when). */
export const RENEWAL_NOTICE_DAYS = 30;

/** A membership's state on `today` (YYYY-MM-DD, the venue's day): before its first day, through its last, after. */
export function membershipState(validFrom: string, validTo: string | null, today: string): MembershipState {
  if (today < validFrom) return 'upcoming';
  if (validTo !== null && validTo < today) return 'expired';
  return 'active';
}

/** In force, with an end date within RENEWAL_NOTICE_DAYS of `today` (a rolling membership is never due). */
export function renewalDue(validFrom: string, validTo: string | null, today: string): boolean {
  return membershipState(validFrom, validTo, today) === 'active' && validTo !== null && validTo <= addDays(today, RENEWAL_NOTICE_DAYS);
}

/** Spec §3 Package expiry: when a package bought at `purchasedAt` expires (calendar units, UTC), or null for never. */
export function packageExpiresAt(purchasedAt: Date, expiry: { value: number; unit: 'day' | 'month' | 'year' } | null): Date | null {
  if (!expiry) return null;
  const at = new Date(purchasedAt.getTime());
  if (expiry.unit === 'day') at.setUTCDate(at.getUTCDate() + expiry.value);
  else {
    const months = expiry.unit === 'month' ? expiry.value : expiry.value * 12;
    const day = at.getUTCDate();
    at.setUTCDate(1);
    at.setUTCMonth(at.getUTCMonth() + months);
    // 31 January + 1 month is the last day of February, not 3 March.
    const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
    at.setUTCDate(Math.min(day, lastDay));
  }
  return at;
}

/** Usages a package has left (null: unlimited). */
export function usagesLeft(usagesTotal: number | null, usagesUsed: number): number | null {
  return usagesTotal === null ? null : Math.max(0, usagesTotal - usagesUsed);
}

/** A bought package's state at `now`: expiry first (an expired package is expired whatever is left), then usages. */
export function packageState(held: { usagesTotal: number | null; usagesUsed: number; expiresAt: Date | null }, now: Date): PackageState {
  if (held.expiresAt !== null && held.expiresAt.getTime() <= now.getTime()) return 'expired';
  return usagesLeft(held.usagesTotal, held.usagesUsed) === 0 ? 'used_up' : 'active';
}

/** A guest pass's state on `today`: given once used, else expired after its last day, else available. */
export function guestPassState(validTo: string, usedAt: string | Date | null, today: string): GuestPassState {
  if (usedAt !== null) return 'used';
  return validTo < today ? 'expired' : 'available';
}

/** The basket item that buys a package (spec §3: bought as its pricing option; one at a time). */
export function packageBasketItem(packageId: number) {
  return { purchasableId: packageId, purchasableType: 'pricing_option' as const, quantity: 1 };
}

/** How many days a guest pass bought online stays valid, counted from the day of purchase (ours). */
export const GUEST_PASS_VALID_DAYS = 30;
/** The most guest passes one basket line buys (ours: a family day out, not a resale stock). */
export const GUEST_PASS_MAX_QUANTITY = 5;

/** The basket item that buys `quantity` guest passes at a venue (purchasable_type guest_pass, the venue's slug). */
export function guestPassBasketItem(venueSlug: string, quantity: number) {
  return { purchasableId: venueSlug, purchasableType: 'guest_pass' as const, quantity };
}
