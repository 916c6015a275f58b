import { describe, expect, it } from 'vitest';
import type { BookableActionInput } from '../booking/bookableActions';
import { messages } from '../errors/messages';
import { campPreselection, programmeBasketItem, programmeBookingSummary, type BookingProgrammeInput, type ProgrammeBookingChoice } from './programmeBooking';

const now = '2025-07-10 12:00:00';
const book = { action: 'book' as const, message: null };
const day = (id: string, date: string, price: number | null, action: BookableActionInput = book) => ({
  id,
  startsAt: { local: `${date} 09:00:00` },
  price: price === null ? null : { value: price },
  bookableAction: action,
});

const camp: BookingProgrammeInput = {
  kind: 'camp',
  id: 'camp-1',
  price: { value: 24000 },
  pricingOptionAvailability: ['individual', 'bundled'],
  bookableAction: book,
  occurrences: [
    { ...day('d1', '2025-07-14', 2000), restrictions: { prePurchaseWaiver: { id: 7, name: 'Camp waiver' } } },
    day('d2', '2025-07-15', 2000),
    day('d3', '2025-07-16', 2500),
  ],
  extras: [{ id: 401, price: { value: 450 } }, { id: 402, price: { value: 500 } }],
};

const choice: ProgrammeBookingChoice = { bookingType: 'full', selectedIds: [], extras: {}, waiverAgreed: true, formValid: true, pending: false };

describe('programmeBookingSummary (spec §4 buttons and hints, §9 pricing)', () => {
  it('prices the whole camp plus extras, and enables the buttons once everything is in order', () => {
    const summary = programmeBookingSummary(camp, { ...choice, extras: { 401: 5, 402: 1 } }, now);
    expect(summary).toMatchObject({ bookingType: 'full', canChooseType: true, total: 24000 + 5 * 450 + 500, waiver: { id: 7, name: 'Camp waiver' } });
    expect(summary.button).toEqual({ enabled: true, hints: [] });
  });

  it('sums the chosen days at their own prices, dropping days that cannot be booked', () => {
    const full = { ...camp, occurrences: [...camp.occurrences.slice(0, 2), day('d3', '2025-07-16', 2500, { action: null, message: 'Full' })] };
    const summary = programmeBookingSummary(full, { ...choice, bookingType: 'individual', selectedIds: ['d2', 'd3'] }, now);
    expect(summary.bookingType).toBe('individual');
    expect(summary.canChooseType).toBe(false);
    expect(summary.selectedIds).toEqual(['d2']);
    expect(summary.total).toBe(2000);
  });

  it.each<[string, Partial<ProgrammeBookingChoice>, string[]]>([
    ['the waiver not agreed', { waiverAgreed: false }, ['agreeToWaiver']],
    ['a required answer missing', { formValid: false }, ['completeRequiredFields']],
    ['no day chosen', { bookingType: 'individual', selectedIds: [] }, ['selectSession']],
  ])('disables the buttons with %s', (_name, change, codes) => {
    const summary = programmeBookingSummary(camp, { ...choice, ...change }, now);
    expect(summary.button.enabled).toBe(false);
    expect(summary.button.hints.map((h) => h.code)).toEqual(codes);
  });

  it('says what the entire camp saves when the chosen days cost more, and only then', () => {
    const dear = { ...camp, price: { value: 5000 } };
    const all = { ...choice, bookingType: 'individual' as const, selectedIds: ['d1', 'd2', 'd3'], extras: { 401: 2 } };
    expect(programmeBookingSummary(dear, all, now)).toMatchObject({ total: 6500 + 900, wholeCampSaving: 1500 });
    // Equal or dearer whole price, the whole camp chosen, or a camp that is not sold whole: nothing to say.
    expect(programmeBookingSummary({ ...camp, price: { value: 6500 } }, all, now).wholeCampSaving).toBeNull();
    expect(programmeBookingSummary(dear, { ...all, bookingType: 'full' }, now).wholeCampSaving).toBeNull();
    expect(programmeBookingSummary({ ...dear, pricingOptionAvailability: ['individual'] }, all, now).wholeCampSaving).toBeNull();
    expect(programmeBookingSummary({ ...dear, price: null }, all, now).wholeCampSaving).toBeNull();
    // A course has no days to choose.
    expect(programmeBookingSummary({ ...dear, kind: 'course' }, all, now).wholeCampSaving).toBeNull();
  });

  it('disables while a request is pending, and says when the camp is already reserved', () => {
    expect(programmeBookingSummary(camp, { ...choice, pending: true }, now).button.enabled).toBe(false);
    const held = programmeBookingSummary({ ...camp, bookableAction: { action: 'cancel_reservation', message: null } }, choice, now);
    expect(held.button).toEqual({ enabled: false, hints: [{ code: 'reserved' }] });
  });

  it('charges a started course its pro-rata price, and has no dates to choose', () => {
    const course: BookingProgrammeInput = { ...camp, kind: 'course', price: { value: 8000 }, proRataPrice: { value: 5600 }, pricingOptionAvailability: undefined, occurrences: [day('c1', '2025-07-14', null)] };
    const summary = programmeBookingSummary(course, { ...choice, bookingType: 'individual' }, now);
    expect(summary).toMatchObject({ bookingType: 'full', canChooseType: false, total: 5600, waiver: null });
    expect(programmeBookingSummary({ ...course, bookableAction: { action: null, message: messages.programmes.courseEnded } }, choice, now).button.hints).toEqual([
      { code: 'serverMessage', message: messages.programmes.courseEnded },
    ]);
  });

  it('has no total (and no enabled button) when the camp has no whole price for this customer', () => {
    const unpriced = { ...camp, price: null, pricingOptionAvailability: ['bundled'] };
    const summary = programmeBookingSummary(unpriced, choice, now);
    expect(summary.total).toBeNull();
    expect(summary.button.enabled).toBe(false);
  });
});

describe('campPreselection and programmeBasketItem (spec §3 payload, §5 rules)', () => {
  it('preselects every day that can still be booked', () => {
    expect(campPreselection({ ...camp, occurrences: [day('past', '2025-07-01', 2000), ...camp.occurrences] }, now)).toEqual(['d1', 'd2', 'd3']);
  });

  it('builds a whole-camp item with its waiver, extras chosen (0 left out) and answers', () => {
    const item = programmeBasketItem(camp, { bookingType: 'full', selectedIds: ['d1'], waiver: { id: 7, name: 'w' } }, { 401: 2, 402: 0 }, [{ custom_question_id: 3, answer: 'Peanuts' }]);
    expect(item).toEqual({
      purchasableId: 'camp-1',
      purchasableType: 'camp',
      quantity: 1,
      bookingFullCamp: true,
      activityRestrictionIds: [7],
      extras: [{ pricingOptionId: 401, quantity: 2 }],
      customQuestionAnswers: [{ customQuestionId: 3, answer: 'Peanuts' }],
    });
  });

  it('names the chosen days of an individual booking, and nothing camp-only for a course', () => {
    expect(programmeBasketItem(camp, { bookingType: 'individual', selectedIds: ['d2', 'd3'], waiver: null }, {}, [])).toMatchObject({ bookingFullCamp: false, campOccurrenceIds: ['d2', 'd3'] });
    const course = programmeBasketItem({ ...camp, kind: 'course' }, { bookingType: 'full', selectedIds: [], waiver: null }, {}, []);
    expect(course).toEqual({ purchasableId: 'camp-1', purchasableType: 'course', quantity: 1, customQuestionAnswers: [] });
  });
});
