import type { BrowseSession } from '@courtside/core';
import type { SessionCardProps } from '@courtside/ui';

/** A core browse session as the ui card shows it (times already venue-local, spec §9). */
export function toSessionCard(session: BrowseSession): SessionCardProps & { id: string | number } {
  const { occurrence } = session;
  // An unmet induction disables Book with its reason (core); the notice names the waiver agreed when booking.
  const restrictions = occurrence.restrictions.prePurchaseWaiver ? [occurrence.restrictions.prePurchaseWaiver.name] : [];
  return {
    id: session.id,
    startTime: session.startTime,
    endTime: session.endTime,
    name: occurrence.name,
    locationName: session.locationName,
    instructors: occurrence.instructors.map((i) => i.name),
    labels: occurrence.tags.map((tag) => tag.name),
    tag: session.tag,
    cancelled: session.isCancelled,
    price: occurrence.price ? { formatted: occurrence.price.formatted, isEstimate: occurrence.priceIsEstimate } : null,
    button: session.button,
    restrictions,
  };
}
