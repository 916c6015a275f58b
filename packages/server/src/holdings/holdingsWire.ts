import {
  guestPassState,
  membershipState,
  packageState,
  renewalDue,
  toPrice,
  usagesLeft,
  venueDateSlug,
  type AccountMembershipWire,
  type AccountPackageWire,
  type GuestPassWire,
  type PackageWire,
} from '@courtside/core';
import type { MembershipRow, PackageRow } from './holdings.repo';

type OptionRef = { id: number; name: string; reference: string };

/** Spec §3 Package as the wire gives it: its price, contents (usages, pricing options) and expiry. */
export function toPackageWire(row: PackageRow, options: ReadonlyMap<number, OptionRef>): PackageWire {
  return {
    id: row.id,
    name: row.name,
    friendly_name: row.friendlyName,
    description: row.description,
    venue_restriction: row.venueRestriction,
    pricing_option: row.pricingOption,
    price: toPrice(row.amount ?? 0, { currency: row.currency }),
    contents: { usages: row.usages, pricing_options: row.contentPricingOptionIds.flatMap((id) => options.get(id) ?? []) },
    expiry: row.expiryValue !== null && row.expiryUnit !== null ? { value: row.expiryValue, unit: row.expiryUnit } : null,
  };
}

/** A held membership with its state and renewal on the day of its venue's zone (core's rules). */
export function toMembershipWire(row: MembershipRow, currency: string, now: Date): AccountMembershipWire {
  const today = venueDateSlug(now, row.timezone);
  return {
    plan: row.plan,
    name: row.name,
    description: row.description,
    venue: row.venueName !== null && row.venueSlug !== null ? { name: row.venueName, slug: row.venueSlug } : null,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    length: row.lengthValue !== null && row.lengthUnit !== null ? { value: row.lengthValue, unit: row.lengthUnit } : null,
    price: toPrice(row.price, { currency }),
    status: membershipState(row.validFrom, row.validTo, today),
    renewal_due: renewalDue(row.validFrom, row.validTo, today),
  };
}

/** A bought package with its usages left and state (core's rules). */
export function toAccountPackageWire(
  held: { id: number; usagesTotal: number | null; usagesUsed: number; purchasedAt: Date; expiresAt: Date | null },
  pkg: PackageRow,
  options: ReadonlyMap<number, OptionRef>,
  now: Date,
): AccountPackageWire {
  return {
    id: held.id,
    package: toPackageWire(pkg, options),
    venue: { name: pkg.venueName, slug: pkg.venueSlug },
    usages_total: held.usagesTotal,
    usages_used: held.usagesUsed,
    usages_left: usagesLeft(held.usagesTotal, held.usagesUsed),
    purchased_at: held.purchasedAt.toISOString(),
    expires_at: held.expiresAt?.toISOString() ?? null,
    status: packageState(held, now),
  };
}

/** A guest pass with its state on its venue's day. */
export function toGuestPassWire(
  row: { id: number; reference: string; guestName: string | null; validFrom: string; validTo: string; usedAt: Date | null; venueName: string; venueSlug: string; timezone: string },
  now: Date,
): GuestPassWire {
  return {
    id: row.id,
    reference: row.reference,
    guest_name: row.guestName,
    venue: { name: row.venueName, slug: row.venueSlug },
    valid_from: row.validFrom,
    valid_to: row.validTo,
    used_at: row.usedAt?.toISOString() ?? null,
    status: guestPassState(row.validTo, row.usedAt, venueDateSlug(now, row.timezone)),
  };
}
