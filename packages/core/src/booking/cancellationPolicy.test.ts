import { describe, expect, it } from 'vitest';
import { CREDIT_CUT_OFF_HOURS, cancellationInfo, cancellationMessages, cannotCancelReason, type CancellationFacts } from './cancellationPolicy';

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

describe('cancellation info of a booking a package paid for (issue 14)', () => {
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
