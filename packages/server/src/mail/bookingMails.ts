import { escapeHtml, formatPassCode, formatVenueDate, formatVenueTime } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { SystemDb } from '../db/systemDb';
import { sentMails } from '../db/schema';
import { tenantDb, type TenantDb } from '../db/tenantDb';
import type { EventOf } from '../events/catalogue';
import { ensurePasses } from '../passes/passes.repo';
import { passQrPng } from '../passes/passQr';
import { bookingMailFacts, bundleMailFacts, orderMailFacts, type MailBooking, type MailFacts } from './bookingMail.repo';
import type { Mail, Mailer } from './mailer';


/** The calendar entry's id: stable per booking, so a cancellation replaces the entry the confirmation added. */
export const calendarUid = (tenantSlug: string, booking: Pick<MailBooking, 'bookingId'>) => `booking-${booking.bookingId}@${tenantSlug}.courtside`;

/** When a booking is, in its venue's zone and saying which zone (the customer may read it elsewhere). */
const whenOf = (b: MailBooking) =>
  `${formatVenueDate(b.startsAt, b.timezone)}, ${formatVenueTime(b.startsAt, b.timezone)}–${formatVenueTime(b.endsAt, b.timezone)} (${b.timezone} time)`;

/**
 * The .ics of some bookings (RFC 5545, made by the `ics` library): one VEVENT each, times in UTC (unambiguous in every
 * calendar), METHOD:REQUEST to add them or METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE to remove them.
 */
export function bookingCalendar(facts: MailFacts, method: 'REQUEST' | 'CANCEL'): string {
  const events: EventAttributes[] = facts.bookings.map((b) => ({
    uid: calendarUid(facts.tenant.slug, b),
    title: b.name,
    description: `For ${b.attendee.name}${b.ticketName ? ` · ${b.ticketName}` : ''}. Booked with ${facts.tenant.name}.`,
    location: `${b.venueName}, ${b.venueAddress}`,
    start: b.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: b.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    sequence: method === 'CANCEL' ? 1 : 0,
  }));
  const { error, value } = createEvents(events, { method, productId: 'courtside/bookings' });
  if (error || !value) throw error ?? new Error('No calendar');
  return value;
}

/** Who hears of a booking: the buyer, and each attendee with an address of their own (their account's holder). */
export function recipientsOf(facts: MailFacts): string[] {
  const all = [facts.buyer.email, ...facts.bookings.map((b) => b.attendee.email)].filter((e): e is string => Boolean(e));
  return [...new Set(all.map((e) => e.toLowerCase()))];
}

/** A booking's pass image in a mail: its content id (the html's `src="cid:…"`). */
export const passImageCid = (booking: Pick<MailBooking, 'bookingId'>) => `pass-${booking.bookingId}@courtside`;

/** The lines of the bookings; with `passes`, each booking that has a pass shows its QR code (inline PNG) and its code. */
function bookingLines(facts: MailFacts, passes: ReadonlyMap<number, Buffer> | null) {
  return facts.bookings.map((b) => {
    const code = passes && b.passCode && passes.has(b.bookingId) ? formatPassCode(b.passCode) : null;
    const passLabel = `Booking pass for ${b.name}, ${whenOf(b)}`;
    return {
      text: `- ${b.name}: ${whenOf(b)}, ${b.venueName}. For ${b.attendee.name}${b.ticketName ? ` (${b.ticketName})` : ''}.${code ? `\n  Pass code: ${code}` : ''}`,
      html: `<li><strong>${escapeHtml(b.name)}</strong>: ${escapeHtml(whenOf(b))}, ${escapeHtml(b.venueName)}. For ${escapeHtml(b.attendee.name)}${b.ticketName ? ` (${escapeHtml(b.ticketName)})` : ''}.${
        code ? `<br><img src="cid:${passImageCid(b)}" alt="${escapeHtml(passLabel)}" width="160" height="160"><br>Pass code: ${escapeHtml(code)}` : ''
      }</li>`,
    };
  });
}

interface BookingMailParts {
  subject: string;
  intro: string;
  /** A line of its own after the intro (the order reference), or empty. */
  note: string;
  calendarNote: string;
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  /** The bookings' pass images (PNG) by booking id, shown inline; null: no passes (a cancellation). */
  passes: ReadonlyMap<number, Buffer> | null;
}

/** A mail about the bookings in `facts`: a greeting, what happened, the bookings in their venue's time, the calendar. */
function bookingMail(facts: MailFacts, to: string, parts: BookingMailParts): Mail {
  const lines = bookingLines(facts, parts.passes);
  const passImages = facts.bookings.flatMap((b) => {
    const png = parts.passes?.get(b.bookingId);
    return png && b.passCode ? [{ filename: `pass-${formatPassCode(b.passCode)}.png`, content: png, contentType: 'image/png', cid: passImageCid(b) }] : [];
  });
  const hello = `Hello ${facts.buyer.firstName},`;
  return {
    to,
    subject: parts.subject,
    text: [hello, '', parts.intro, ...(parts.note ? [parts.note] : []), '', ...lines.map((l) => l.text), '', parts.calendarNote].join('\n'),
    html: [`<p>${escapeHtml(hello)}</p>`, `<p>${escapeHtml(parts.intro)}</p>`, parts.note ? `<p>${escapeHtml(parts.note)}</p>` : '', `<ul>${lines.map((l) => l.html).join('')}</ul>`, `<p>${escapeHtml(parts.calendarNote)}</p>`].join('\n'),
    fromName: facts.tenant.name,
    attachments: [{ filename: parts.filename, content: bookingCalendar(facts, parts.method), contentType: `text/calendar; charset=utf-8; method=${parts.method}` }, ...passImages],
  };
}

/** The order confirmation: the bookings in their venue's time, each with its pass (QR code and code), and the calendar file. */
export function orderConfirmationMail(facts: MailFacts, to: string, passes: ReadonlyMap<number, Buffer> = new Map()): Mail {
  return bookingMail(facts, to, {
    subject: `Your booking at ${facts.bookings[0]?.venueName ?? facts.tenant.name} is confirmed`,
    intro: 'Your booking is confirmed. Show a booking pass at the desk, or scan it at the kiosk, to check in.',
    passes,
    note: facts.orderReference ? `Order reference: ${facts.orderReference}` : '',
    calendarNote: 'The attached calendar file adds the sessions to your calendar.',
    method: 'REQUEST',
    filename: 'booking.ics',
  });
}

/** The cancellation: what was cancelled, with a calendar file that takes it out of the calendar. */
export function cancellationMail(facts: MailFacts, to: string): Mail {
  return bookingMail(facts, to, {
    subject: `Your booking for ${facts.bookings[0]?.name ?? 'Your booking'} has been cancelled`,
    intro: 'This booking has been cancelled:',
    note: '',
    calendarNote: 'The attached calendar file removes it from your calendar.',
    passes: null,
    method: 'CANCEL',
    filename: 'cancellation.ics',
  });
}

/**
 * Sends a mail at most once per (kind, subject, recipient): the row is written first and only the writer sends, so a
 * redelivered event or a second drainer sends nothing. A send that fails takes its row back out and throws, so the
 * outbox retries it; only a crash between the row and the send loses that one mail (never twice, at most once).
 */
export async function sendOnce(scope: TenantDb, mailer: Mailer, kind: MailKind, subjectKey: string, mail: Mail): Promise<boolean> {
  const recipient = mail.to.toLowerCase();
  const written = await scope.db.insert(sentMails).values({ tenantId: scope.tenantId, kind, subjectKey, recipient }).onConflictDoNothing().returning({ id: sentMails.id });
  if (written.length === 0) return false;
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    await scope.db.delete(sentMails).where(scope.owned(sentMails, eq(sentMails.id, written[0]!.id)));
    throw error;
  }
}

export interface BookingMailDeps {
  db: SystemDb;
  mailer: Mailer;
}

type MailKind = 'order-confirmation' | 'booking-cancellation' | 'waitlist-offer';

/** Each recipient of `facts` gets `compose`'s mail once; how many were sent now. */
async function sendToEach(scope: TenantDb, mailer: Mailer, kind: MailKind, subjectKey: string, facts: MailFacts | null, compose: (facts: MailFacts, to: string) => Mail) {
  if (!facts || facts.bookings.length === 0) return 0;
  let sent = 0;
  for (const to of recipientsOf(facts)) if (await sendOnce(scope, mailer, kind, subjectKey, compose(facts, to))) sent++;
  return sent;
}

/** Durable subscriber of orderCompleted: the confirmation to each recipient, once. */
export async function sendOrderConfirmation(deps: BookingMailDeps, event: EventOf<'orderCompleted'>): Promise<number> {
  const scope = tenantDb(deps.db, event.tenantId);
  const first = await orderMailFacts(scope, event.orderId);
  if (!first) return 0;
  // Every confirmed booking has a pass: give the order's theirs (once) before the mail shows them.
  await ensurePasses(scope, first.bookings.map((b) => b.bookingId));
  const facts = await orderMailFacts(scope, event.orderId);
  const passes = new Map<number, Buffer>();
  for (const b of facts?.bookings ?? []) if (b.passCode) passes.set(b.bookingId, await passQrPng(formatPassCode(b.passCode)));
  return sendToEach(scope, deps.mailer, 'order-confirmation', String(event.orderId), facts, (f, to) => orderConfirmationMail(f, to, passes));
}

/** Durable subscriber of bookingCancelled: a paid booking's cancellation with its calendar removal, once. */
export async function sendCancellation(deps: BookingMailDeps, event: EventOf<'bookingCancelled'>): Promise<number> {
  if (!event.wasSettled) return 0;
  const scope = tenantDb(deps.db, event.tenantId);
  return sendToEach(scope, deps.mailer, 'booking-cancellation', String(event.bookingId), await bookingMailFacts(scope, event.bookingId), cancellationMail);
}

/** Durable subscriber of bundleCancelled: a paid camp's or course's cancellation, every session in one mail, once. */
export async function sendBundleCancellation(deps: BookingMailDeps, event: EventOf<'bundleCancelled'>): Promise<number> {
  if (!event.wasSettled) return 0;
  const scope = tenantDb(deps.db, event.tenantId);
  return sendToEach(scope, deps.mailer, 'booking-cancellation', `bundle-${event.bundleId}`, await bundleMailFacts(scope, event.bundleId), cancellationMail);
}
