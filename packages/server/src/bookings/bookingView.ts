import { cancellationInfo, toPrice, usesActivitiesV2, type BookingWire } from '@courtside/core';
import { locationName, locationsOf, named, zoned } from '../occurrences/occurrenceView';
import { loadReferences, type References } from '../occurrences/references.repo';
import { bundleContexts, packageNames, paidPrices, type BookingRecord, type PaidPrice } from './bookings.repo';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** How a booking's view is built: when, and (for one just cancelled) the credit that gave and what went to the card. */
export interface BookingViewOptions {
  now: Date;
  creditAwarded?: number;
  cardRefunded?: number;
}

type BundleContext = BookingWire['booking_bundle_context'];

/** Spec §3 Booking for one record, with its references and the price its order charged (null: none). */
export function toBookingWire(record: BookingRecord, refs: References, paid: PaidPrice | null, options: BookingViewOptions, bundle: BundleContext = null, packageName: string | null = null): BookingWire {
  const { booking, occurrence, venue, user, category } = record;
  return {
    id: booking.id,
    duration: Math.round((occurrence.endsAt.getTime() - occurrence.startsAt.getTime()) / 60_000),
    is_v2: usesActivitiesV2(occurrence.startsLocal, venue.activitiesV2MigrationDate),
    user_id: booking.userId,
    user_uuid: null,
    user_reference: user.reference,
    occurrence_id: occurrence.publicId,
    order_id: booking.orderId,
    starts_at: zoned(occurrence.startsAt, occurrence.startsLocal, occurrence.timezone),
    ends_at: zoned(occurrence.endsAt, occurrence.endsLocal, occurrence.timezone),
    status: booking.status,
    booking_type: occurrence.bookingType,
    booking_bundle_context: bundle,
    category: category && { id: category.id, name: category.name, slug: category.slug, booking_type: category.bookingType },
    name: occurrence.name,
    description: occurrence.templateDescription,
    capacity_consumed: booking.quantity,
    // Spec §3: a reserved booking has no price yet.
    price: booking.status === 'reserved' || !paid ? null : toPrice(paid.value, { currency: paid.currency }),
    venue: { name: venue.name },
    locations: locationsOf(occurrence, refs),
    location_name: locationName(occurrence, refs),
    instructors: named(occurrence.instructorIds, refs.instructors),
    attended: booking.attended,
    cancellation: cancellationInfo({ status: booking.status, startsAt: occurrence.startsAt, now: options.now, paid, creditAwarded: options.creditAwarded, cardRefunded: options.cardRefunded, inBundle: booking.bundleId !== null, packageName, lateRule: record.activity.lateCancellation }),
    created_at: booking.createdAt.toISOString(),
    first_name: user.firstName,
    last_name: user.lastName,
    order: booking.orderId === null ? null : { id: booking.orderId },
  };
}

/** Spec §3 Bookings for records of any venues: references are loaded once per venue, prices once for all. */
export async function toBookingWires(scope: TenantDb, records: readonly BookingRecord[], options: BookingViewOptions): Promise<BookingWire[]> {
  requireTenant(scope);
  const venuesById = new Map(records.map((r) => [r.venue.id, r.venue]));
  const [paid, bundles, packagesPaid, refsByVenue] = await Promise.all([
    paidPrices(scope, records),
    bundleContexts(scope, records),
    packageNames(scope, records),
    Promise.all(
      [...venuesById.values()].map(async (venue) => {
        const rows = records.filter((r) => r.venue.id === venue.id).map((r) => r.occurrence);
        return [venue.id, await loadReferences(scope, venue, rows)] as const;
      }),
    ).then((entries) => new Map(entries)),
  ]);
  return records.map((r) =>
    toBookingWire(r, refsByVenue.get(r.venue.id)!, paid.get(r.booking.id) ?? null, options, bundles.get(r.booking.id) ?? null, packagesPaid.get(r.booking.id) ?? null),
  );
}
