import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { formatPassCode } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, freshSession, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { bookingPasses, bookings, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { MailFacts } from './bookingMail.repo';
import { bookingCalendar, calendarUid, recipientsOf, sendOrderConfirmation } from './bookingMails';
import { createMailer, loadMailConfig } from './mailer';
import { systemDb } from '../db/systemDb';

// A completed order mails the buyer (and attendees with an address of their own) its bookings in
// the venue's time with an .ics, after the commit and once; a cancellation mails a METHOD:CANCEL entry.

/** The events of an .ics, parsed back by another library (ical.js). */
function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((v) => {
      const event = new ICAL.Event(v);
      return { uid: event.uid, start: event.startDate.toJSDate(), end: event.endDate.toJSDate(), summary: event.summary, status: v.getFirstPropertyValue('status'), sequence: event.sequence };
    }),
  };
}

const facts = (startsAt: string): MailFacts => ({
  tenant: { slug: 'riverside', name: 'Riverside Leisure Trust' },
  buyer: { id: 1, firstName: 'Alex', email: 'alex@example.com' },
  orderReference: 'K7QM-3XHD',
  bookings: [
    {
      bookingId: 41, occurrencePublicId: 'x', name: 'Public swim', startsAt: new Date(startsAt), endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
      timezone: 'Europe/London', venueName: 'Riverside Aquatics Centre', venueAddress: '12 Wharf Road', attendee: { id: 3, name: 'Jamie Morgan', email: 'JAMIE@example.com' }, ticketName: 'Child (under 16)', passCode: null,
    },
  ],
});

describe('the booking calendar (.ics)', () => {
  it('parses back with the session at its instant: 10:00 London in summer is 09:00 UTC, in winter 10:00 UTC', () => {
    const summer = parseCalendar(bookingCalendar(facts('2026-07-01T09:00:00Z'), 'REQUEST'));
    expect(summer.method).toBe('REQUEST');
    expect(summer.events).toHaveLength(1);
    expect(summer.events[0]!.start.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(summer.events[0]!.end.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(summer.events[0]).toMatchObject({ uid: 'booking-41@riverside.courtside', summary: 'Public swim', status: 'CONFIRMED' });
    const winter = parseCalendar(bookingCalendar(facts('2026-12-01T10:00:00Z'), 'REQUEST'));
    expect(winter.events[0]!.start.toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('cancels with the same uid, a later sequence and STATUS:CANCELLED', () => {
    const cancel = parseCalendar(bookingCalendar(facts('2026-12-01T10:00:00Z'), 'CANCEL'));
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.events[0]).toMatchObject({ uid: calendarUid('riverside', { bookingId: 41 }), status: 'CANCELLED', sequence: 1 });
  });

  it('goes to the buyer and each attendee with an address of their own, once each', () => {
    expect(recipientsOf(facts('2026-12-01T10:00:00Z'))).toEqual(['alex@example.com', 'jamie@example.com']);
    const alone = facts('2026-12-01T10:00:00Z');
    alone.bookings[0]!.attendee.email = 'Alex@example.com';
    expect(recipientsOf(alone)).toEqual(['alex@example.com']);
  });
});

describe('booking mails through the outbox', () => {
  let t: TestApp;
  const mailDir = mkdtempSync(join(tmpdir(), 'courtside-booking-mail-'));
  const mailConfig = { ...loadMailConfig({}, 'memory://'), mailDir };
  beforeAll(async () => {
    t = await createTestApp({ mail: mailConfig });
  });
  afterAll(() => t.close());

  const mails = () => readdirSync(mailDir).filter((f) => f.endsWith('.eml')).sort().map((f) => readFileSync(join(mailDir, f), 'utf8'));
  /** The mails written once the app's outbox drainer has delivered every event the requests so far committed. */
  async function mailsDelivered() {
    await t.services.outbox.idle();
    return mails();
  }
  /** The calendar part of a MIME message (base64 or plain). */
  function calendarOf(eml: string) {
    const part = eml.split(/\n--/).find((p) => /Content-Type: text\/calendar/i.test(p))!;
    const [head, ...body] = part.split(/\r?\n\r?\n/);
    const content = body.join('\n\n').trim();
    return /Content-Transfer-Encoding: base64/i.test(head!) ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8') : content.replace(/=\r?\n/g, '');
  }

  it('confirms an order once with its .ics, then a cancellation with METHOD:CANCEL', async () => {
    const session = await freshSession(t, 3);
    const [buyer] = await newCustomers(t, 1);
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, buyer!.id));
    expect((await addToBasket(t, buyer!, session.publicId)).statusCode).toBe(200);
    const { res } = await payBySession(t, buyer!, '4242424242424242');
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(buyer!.token) });
    expect(done.statusCode).toBe(200);
    const orderId = done.json().data.complete_order_id as number;

    const confirmed = await mailsDelivered();
    expect(confirmed).toHaveLength(1);
    const [confirmation] = confirmed;
    expect(confirmation).toContain(`To: ${row!.email}`);
    expect(confirmation).toMatch(/Subject: Your booking at .+ is confirmed/);
    const sent = parseCalendar(calendarOf(confirmation!));
    expect(sent.method).toBe('REQUEST');
    // To the second (calendars hold no milliseconds).
    expect(sent.events.map((e) => e.start.getTime())).toEqual([Math.floor(session.startsAt.getTime() / 1000) * 1000]);

    // The booking's pass: its code in the text and under an inline PNG of its QR code (a cid attachment, not SVG).
    const [withPass] = await t.database.db.select({ code: bookingPasses.code }).from(bookingPasses).innerJoin(bookings, eq(bookings.id, bookingPasses.bookingId)).where(eq(bookings.orderId, orderId));
    const printed = formatPassCode(withPass!.code);
    const unfolded = confirmation!.replace(/=\r?\n/g, '');
    expect(unfolded).toContain(`Pass code: ${printed}`);
    expect(unfolded).toMatch(/<img src=3D"cid:pass-\d+@courtside" alt=3D"Booking pass for /);
    const image = confirmation!.split(/\n--/).find((p) => /Content-Type: image\/png/i.test(p))!;
    expect(image).toMatch(/Content-ID: <pass-\d+@courtside>/i);
    // No SVG, which mail clients do not show: no part is one and the HTML draws none. (The PNG's base64 is not searched:
    // it spells "svg" now and then by chance.)
    expect(confirmation).not.toMatch(/Content-Type: image\/svg/i);
    expect(unfolded).not.toMatch(/<svg/i);

    // Redelivered (another drainer, a retry): nothing more is sent.
    const mailer = createMailer(mailConfig, () => new Date());
    expect(await sendOrderConfirmation({ db: systemDb(t.database.db), mailer }, { type: 'orderCompleted', tenantId: await tenantIdOf(t), orderId })).toBe(0);
    expect(mails()).toHaveLength(1);

    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    const cancelled = await t.request(riversideHost, { method: 'DELETE', url: `/api/activities/bookings/${booking!.id}?source=bookings`, headers: auth(buyer!.token) });
    expect(cancelled.statusCode).toBe(200);
    const all = await mailsDelivered();
    expect(all).toHaveLength(2);
    const cancellation = all.find((m) => /Subject: Your booking for .+ has been cancelled/.test(m))!;
    expect(cancellation).not.toContain('Pass code:');
    const removed = parseCalendar(calendarOf(cancellation));
    expect(removed.method).toBe('CANCEL');
    expect(removed.events[0]).toMatchObject({ uid: sent.events[0]!.uid, status: 'CANCELLED' });
  });
});
