import { occurrenceButton, type OccurrenceButton } from '../booking/occurrenceButton';
import { sessionTag, type SessionTag } from '../booking/sessionTag';
import type { OccurrenceSummaryWire } from '../contract/occurrence';
import { messages } from '../errors/messages';
import type { Camelize } from '../text/camelCase';
import { isPast } from '../time/venueTime';

/** The customer's view of an occurrence as the API client hands it over (camelCase). */
export type OccurrenceSummary = Camelize<OccurrenceSummaryWire>;

/** One entry of any browse list (timetable class, slot or fast ticket time): its id and its occurrence. */
export interface BrowseListItem {
  id: string | number;
  occurrence: OccurrenceSummary;
}

/**
 * A session ready to show: the occurrence plus what spec §3/§4 rules make of it for the customer right now —
 * whether it is past, its session tag (none for a cancelled or clashing session, whose status says it all), the
 * button to show and the place to name.
 */
export interface BrowseSession {
  /** The id the list gave it: numeric for v1 calls, the 34-character occurrence id for v2 calls. */
  id: string | number;
  occurrence: OccurrenceSummary;
  /** The session's type for the spec §3 "type" filter: its template name. */
  type: string;
  /** Venue-local 'HH:MM' of the start and the end (spec §9 times shown in the venue's time zone). */
  startTime: string;
  endTime: string;
  isPast: boolean;
  isCancelled: boolean;
  tag: SessionTag | null;
  button: OccurrenceButton;
  /** Spec §3: friendly_location_name, falling back to location_name. */
  locationName: string;
}

const timeOf = (local: string) => local.slice(11, 16);

/**
 * Spec §3/§6 restrictions: an unmet pre-purchase induction is given in person, so Book is disabled and says how to get
 * one (the server refuses the add too); an unmet waiver leaves Book on, since it is agreed as part of booking.
 */
function restricted(button: OccurrenceButton, occurrence: OccurrenceSummary): OccurrenceButton {
  const induction = occurrence.restrictions.prePurchaseInduction;
  return button.kind === 'book' && induction ? { kind: 'disabled', reason: messages.cart.inductionNeeded(induction.name) } : button;
}

/** Spec §3/§4: a browse list entry as a session to show, at `now` (a parameter: core never reads the clock). */
export function toBrowseSession(item: BrowseListItem, now: Date | number): BrowseSession {
  const { occurrence } = item;
  const past = isPast(occurrence.startsAt.utc, now);
  const open = occurrence.status === 'bookable';
  const input = { isPast: past, bookableAction: occurrence.bookableAction, capacity: occurrence.capacity };
  const tag = open ? sessionTag(input) : null;
  const button = open ? restricted(occurrenceButton(input), occurrence) : ({ kind: 'disabled', reason: null } as const);
  return {
    id: item.id,
    occurrence,
    type: occurrence.templateName,
    startTime: timeOf(occurrence.startsAt.local),
    endTime: timeOf(occurrence.endsAt.local),
    isPast: past,
    isCancelled: occurrence.status === 'cancelled',
    tag,
    // A sold-out tag already says the session is full: the server's 'already full' would only repeat it.
    button: tag?.kind === 'soldOut' && button.kind === 'disabled' && button.reason?.includes(messages.sessionFull) ? { kind: 'disabled', reason: null } : button,
    locationName: occurrence.friendlyLocationName ?? occurrence.locationName,
  };
}

/** Every entry of a browse list as a session, in start order (ties by id, so the order is stable). */
export function toBrowseSessions(items: readonly BrowseListItem[], now: Date | number): BrowseSession[] {
  return items
    .map((item) => toBrowseSession(item, now))
    .sort((a, b) => a.occurrence.startsAt.utc.localeCompare(b.occurrence.startsAt.utc) || String(a.id).localeCompare(String(b.id)));
}
