import { describe, expect, it } from 'vitest';
import { CREDIT_CUT_OFF_HOURS, cancellationInfo, cancellationMessages, cannotCancelReason, lateCancellation, type CancellationFacts, type LateCancellationRule } from './cancellationPolicy';

const now = new Date('2030-06-01T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const paid = { value: 1250, currency: 'GBP' };

describe('cancellation info (spec §3, 24-hour credit cut-off)', () => {
  const cases: Array<[string, CancellationFacts, Partial<ReturnType<typeof cancellationInfo>>]> = [
    ['paid, two days ahead: credit', { status: 'settled', startsAt: hours(48), now, paid }, { can_cancel: true, awards_credit: true, awards_credit_message: cancellationMessages.willAward('£12.50'), cut_off_message: null, cut_off: hours(24).toISOString() }],
    ['paid, just past the cut-off: no credit, says why', { status: 'settled', startsAt: hours(23.9), now, paid }, { can_cancel: true, awards_credit: false, awards_credit_message: null, cut_off_message: cancellationMessages.cutOff }],
    ['exactly at the cut-off: no credit', { status: 'settled', startsAt: hours(24), now, paid }, { awards_credit: false }],
    ['not bought online: no credit, no cut-off', { status: 'settled', startsAt: hours(48), now, paid: null }, { can_cancel: true, awards_credit: false, cut_off: null, cut_off_message: null }],
    ['reserved: cancellable, never credit', { status: 'reserved', startsAt: hours(48), now, paid: null }, { can_cancel: true, awards_credit: false }],
    ['started: cannot cancel', { status: 'settled', startsAt: hours(-1), now, paid }, { can_cancel: false, cannot_cancel_reason: cancellationMessages.started, awards_credit: false, cut_off_message: null }],
    ['just cancelled with credit', { status: 'cancelled', startsAt: hours(48), now, paid, creditAwarded: 1250 }, { can_cancel: false, cannot_cancel_reason: cancellationMessages.cancelled, awards_credit: true, awards_credit_message: cancellationMessages.awarded('£12.50'), cut_off_message: null }],
    ['just cancelled without credit', { status: 'cancelled', startsAt: hours(2), now, paid, creditAwarded: 0 }, { awards_credit: false, awards_credit_message: null, cut_off_message: cancellationMessages.cutOff }],
    ['cancelled, as a list shows it', { status: 'cancelled', startsAt: hours(48), now, paid }, { can_cancel: false, awards_credit: false, cut_off_message: null }],
    // Paid by card through a provider that refunds to card: that share goes back to the card, the rest as credit.
    ['paid by card, two days ahead: back to the card', { status: 'settled', startsAt: hours(48), now, paid: { ...paid, toCard: 1250 } }, { awards_credit: false, awards_credit_message: cancellationMessages.willRefundToCard('£12.50', null), cut_off_message: null }],
    ['paid by card and credit: each back where it came from', { status: 'settled', startsAt: hours(48), now, paid: { ...paid, toCard: 1000 } }, { awards_credit: true, awards_credit_message: cancellationMessages.willRefundToCard('£10.00', '£2.50') }],
    ['paid by card, past the cut-off: nothing back', { status: 'settled', startsAt: hours(2), now, paid: { ...paid, toCard: 1250 } }, { awards_credit: false, awards_credit_message: null, cut_off_message: cancellationMessages.cutOff }],
    ['just cancelled, back to the card', { status: 'cancelled', startsAt: hours(48), now, paid, creditAwarded: 0, cardRefunded: 1250 }, { awards_credit: false, awards_credit_message: cancellationMessages.refundedToCard('£12.50', null), cut_off_message: null }],
    ['just cancelled, card and credit', { status: 'cancelled', startsAt: hours(48), now, paid, creditAwarded: 250, cardRefunded: 1000 }, { awards_credit: true, awards_credit_message: cancellationMessages.refundedToCard('£10.00', '£2.50') }],
  ];
  it.each(cases)('%s', (_name, facts, expected) => {
    const info = cancellationInfo(facts);
    expect(info).toMatchObject(expected);
    expect(info.cut_off_actions).toEqual([]);
  });
});

describe('cannotCancelReason (spec §3 can_cancel)', () => {
  it.each<[string, Pick<CancellationFacts, 'status' | 'startsAt' | 'now' | 'inBundle'>, string | null]>([
    ['settled, to come', { status: 'settled', startsAt: hours(1), now }, null],
    ['reserved, to come', { status: 'reserved', startsAt: hours(0.01), now }, null],
    ['starting now', { status: 'settled', startsAt: now, now }, cancellationMessages.started],
    ['started', { status: 'reserved', startsAt: hours(-1), now }, cancellationMessages.started],
    ['already cancelled', { status: 'cancelled', startsAt: hours(48), now }, cancellationMessages.cancelled],
    ['cancelled and past', { status: 'cancelled', startsAt: hours(-48), now }, cancellationMessages.cancelled],
    ['one session of a camp, to come', { status: 'settled', startsAt: hours(48), now, inBundle: true }, cancellationMessages.partOfBundle],
    ['one session of a camp, started', { status: 'settled', startsAt: hours(-1), now, inBundle: true }, cancellationMessages.started],
    ['one session of a camp, cancelled', { status: 'cancelled', startsAt: hours(48), now, inBundle: true }, cancellationMessages.cancelled],
  ])('%s', (_name, facts, reason) => {
    expect(cannotCancelReason(facts)).toBe(reason);
    expect(cancellationInfo({ ...facts, paid: null }).can_cancel).toBe(reason === null);
  });
});

it('the cut-off text names the cut-off the rule applies', () => {
  expect(cancellationMessages.cutOff).toContain(`within ${CREDIT_CUT_OFF_HOURS} hours`);
});

describe('cancellation info of a booking a package paid for', () => {
  const startsAt = new Date('2026-12-10T10:00:00Z');
  const hours = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
  const facts = (now: Date, status: CancellationFacts['status'] = 'settled', creditAwarded?: number): CancellationFacts => ({
    status, startsAt, now, paid: { value: 0, currency: 'GBP' }, packageName: '10 Swim Pass', creditAwarded,
  });

  it('says the use comes back before the cut-off, and not after; never credit', () => {
    expect(cancellationInfo(facts(hours(CREDIT_CUT_OFF_HOURS + 1)))).toMatchObject({
      can_cancel: true, awards_credit: false, awards_credit_message: null, cut_off_message: 'Cancelling now gives this use back to your 10 Swim Pass.',
      cut_off: hours(CREDIT_CUT_OFF_HOURS).toISOString(),
    });
    expect(cancellationInfo(facts(hours(2)))).toMatchObject({ can_cancel: true, cut_off_message: cancellationMessages.useCutOff });
    expect(cancellationInfo(facts(hours(-1)))).toMatchObject({ can_cancel: false, cannot_cancel_reason: cancellationMessages.started, cut_off_message: null });
  });

  it('a booking just cancelled says whether its use came back', () => {
    expect(cancellationInfo(facts(hours(30), 'cancelled', 0)).cut_off_message).toBe('The use has been given back to your 10 Swim Pass.');
    expect(cancellationInfo(facts(hours(3), 'cancelled', 0)).cut_off_message).toBe(cancellationMessages.useCutOff);
    expect(cancellationInfo(facts(hours(3), 'cancelled')).cut_off_message).toBeNull();
  });
});

describe('cut-off actions on a late cancellation (spec §4)', () => {
  const fee = { value: 300, currency: 'GBP' };
  const feeAndPause: LateCancellationRule = { actions: ['charge_fee', 'disable_booking'], fee, days: 7 };
  const noCancelling: LateCancellationRule = { actions: ['disable_cancelling'], fee: null, days: null };
  const access: LateCancellationRule = { actions: ['disable_access'], fee: null, days: 14 };

  it('before the cut-off nothing happens, but the info lists the actions and the cut-off', () => {
    expect(lateCancellation(feeAndPause, hours(48), now)).toMatchObject({ late: false, refused: false, fee: null, bookingDisabledUntil: null });
    expect(cancellationInfo({ status: 'settled', startsAt: hours(48), now, paid, lateRule: feeAndPause })).toMatchObject({
      can_cancel: true, awards_credit: true, cut_off_actions: ['charge_fee', 'disable_booking'], cut_off: hours(24).toISOString(), cut_off_message: null,
    });
    // Free sessions have a cut-off too when their activity has actions.
    expect(cancellationInfo({ status: 'settled', startsAt: hours(48), now, paid: null, lateRule: noCancelling }).cut_off).toBe(hours(24).toISOString());
  });

  it('after the cut-off says the fee and the pause before the customer confirms, and what was done after', () => {
    const late = lateCancellation(feeAndPause, hours(3), now);
    expect(late).toMatchObject({ late: true, refused: false, fee, accessSuspendedUntil: null });
    expect(late.bookingDisabledUntil).toEqual(new Date(now.getTime() + 7 * 86_400_000));
    expect(cancellationInfo({ status: 'settled', startsAt: hours(3), now, paid, lateRule: feeAndPause })).toMatchObject({
      can_cancel: true,
      awards_credit: false,
      cut_off_message: `${cancellationMessages.cutOff} Cancelling now charges a late cancellation fee of £3.00. You will not be able to book online for 7 days.`,
    });
    expect(cancellationInfo({ status: 'cancelled', startsAt: hours(3), now, paid, creditAwarded: 0, lateRule: feeAndPause }).cut_off_message).toBe(
      `${cancellationMessages.cutOff} A late cancellation fee of £3.00 has been added to your account. Online booking is paused on your account for 7 days.`,
    );
    expect(cancellationInfo({ status: 'settled', startsAt: hours(3), now, paid: null, lateRule: access }).cut_off_message).toBe('Your membership access will be paused for 14 days.');
  });

  it('disable_cancelling refuses a late cancellation, and only a late one', () => {
    expect(cannotCancelReason({ status: 'settled', startsAt: hours(3), now, lateRule: noCancelling })).toBe(cancellationMessages.lateRefused);
    expect(cannotCancelReason({ status: 'settled', startsAt: hours(30), now, lateRule: noCancelling })).toBeNull();
    expect(cancellationInfo({ status: 'settled', startsAt: hours(3), now, paid, lateRule: noCancelling })).toMatchObject({ can_cancel: false, cannot_cancel_reason: cancellationMessages.lateRefused, cut_off_message: null });
  });

  it('a started session is past every rule, and a fee needs an amount', () => {
    expect(lateCancellation(feeAndPause, hours(-1), now).late).toBe(false);
    expect(lateCancellation({ actions: ['charge_fee'], fee: null, days: null }, hours(3), now).fee).toBeNull();
    expect(lateCancellation(null, hours(3), now).late).toBe(false);
  });
});
