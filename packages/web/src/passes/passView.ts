import { formatVenueDate, formatVenueTime, type BookingPass } from '@courtside/core';
import type { BookingPassView } from '@courtside/ui';

/** A pass as the ui shows it: its session's day and time in the venue's zone. */
export function passView(pass: BookingPass): BookingPassView {
  const { utc, timezone } = pass.startsAt;
  return {
    bookingId: pass.bookingId,
    name: pass.name,
    when: `${formatVenueDate(utc, timezone)} ${formatVenueTime(utc, timezone)}`,
    venue: pass.venueName,
    attendee: pass.attendeeName,
    code: pass.code,
    qrSvg: pass.qrSvg,
    checkedInAt: pass.checkedInAt ? formatVenueTime(pass.checkedInAt, timezone) : null,
  };
}
