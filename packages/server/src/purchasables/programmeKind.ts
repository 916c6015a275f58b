import { BookableActionKind, extraQuantityLimits, isOccurrenceBookable, messages, uuidSchema, type BasketItemPayload, type BookableAction } from '@courtside/core';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import { fieldError } from '../auth/fieldError';
import { cartMessages } from '../cart/cartMessages';
import { claimLine, releaseHolds } from '../cart/holds';
import { bookingBundles, bookings, occurrences, venues, type BundleExtra, type CartItemRow, type ProgrammeRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { checkAnswers, programmeQuestions } from '../programmes/answers';
import { campAction, campWholePrice, courseAction, courseProRataPrice, loadProgrammeViews, wholeAvailable, type ProgrammeView } from '../programmes/programmeView';
import { heldSessionColumns, sessionOfBooking, venueOfSession } from './heldSession';
import { placesChanged } from './holdEvents';
import type { CheckedItem, HoldRequest, LineClaim, LineFacts, PurchasableKind } from './purchasable';

const notFound = () => new HttpError(404, messages.notFound);
const { programmes: text } = messages;

/** What a bundle's claim needs: the sessions (ascending ids), whether bought whole, the waiver agreed, extras, answers. */
interface BundleClaim {
  programmeId: string;
  whole: boolean;
  sessionIds: number[];
  waiverId: number | null;
  extras: BundleExtra[];
  answers: NonNullable<BasketItemPayload['custom_question_answers']>;
}

/** What the chosen sessions cost and which they are. */
interface Chosen {
  whole: boolean;
  sessionIds: number[];
  price: number;
  currency: string;
}

/** A new camp or course line's claim (cart/holds.ts claimLine): the bundle, and one place on each of its sessions. */
function lineClaimOf({ checked }: Omit<HoldRequest, 'cartItemId'>): LineClaim {
  const claim = checked.claimData as BundleClaim;
  const bundle = { programme_id: claim.programmeId, whole: claim.whole, extras: claim.extras, answers: claim.answers };
  return { sessions: claim.sessionIds, places: null, ticketId: null, waiverId: claim.waiverId, bundle, alreadyBooked: text.alreadyBooked };
}

/** Why an item's (or a session's) bookable_action refuses a booking: already held, else the action's message. */
const refusedBy = ({ action, message }: BookableAction, held: string) => {
  if (action === BookableActionKind.CANCEL_BOOKING || action === BookableActionKind.CANCEL_RESERVATION) return held;
  return message ?? messages.sessionFull;
};

const internalIds = (view: ProgrammeView, publicIds: readonly string[]) => publicIds.map((id) => view.sessions.find((s) => s.publicId === id)!.id);
const futureIds = (view: ProgrammeView, now: Date) => view.sessions.filter((s) => s.startsAt > now && s.status === 'bookable').map((s) => s.id);

/** Spec §3/§4 a camp: the whole camp (sold whole, not started, places left) or chosen days, each bookable alone. */
function chooseCampSessions(view: ProgrammeView, item: BasketItemPayload, now: Date, field: string): Chosen {
  const { pricingOptions } = view.row.programme;
  if (item.booking_full_camp) {
    const whole = campWholePrice(view);
    if (!pricingOptions.includes('bundled') || !whole) throw fieldError(`${field}.booking_full_camp`, text.notWhole);
    if (wholeAvailable(view, now) < 1) throw fieldError(field, messages.sessionFull);
    return { whole: true, sessionIds: futureIds(view, now), price: whole.value, currency: whole.currency };
  }
  if (!pricingOptions.includes('individual')) throw fieldError(`${field}.booking_full_camp`, text.notByDay);
  const ids = [...new Set(item.camp_occurrence_ids ?? [])];
  let price = 0;
  let currency = view.wholePrice?.currency ?? 'GBP';
  for (const [index, id] of ids.entries()) {
    const at = `${field}.camp_occurrence_ids.${index}`;
    const occurrence = view.occurrences.find((o) => o.id === id);
    if (!occurrence) throw fieldError(at, text.unknownSession);
    const input = { id: occurrence.id, startsAt: { local: occurrence.starts_at.local }, bookableAction: occurrence.bookable_action, capacity: occurrence.capacity };
    if (!isOccurrenceBookable(input, view.nowLocal)) throw fieldError(at, refusedBy(occurrence.bookable_action, cartMessages.alreadyBooked));
    if (!occurrence.price) throw fieldError(at, cartMessages.notSellable);
    price += occurrence.price.value;
    currency = occurrence.price.currency;
  }
  return { whole: false, sessionIds: internalIds(view, ids), price, currency };
}

/** Spec §3/§8 a course: bookable now (not ended, not started unless allowed, places left), at its pro-rata price once started. */
function chooseCourseSessions(view: ProgrammeView, field: string, now: Date): Chosen {
  const price = courseProRataPrice(view, now) ?? view.wholePrice;
  if (!price) throw fieldError(field, cartMessages.notSellable);
  return { whole: true, sessionIds: futureIds(view, now), price: price.value, currency: price.currency };
}

/** Spec §5 extras: offered here, each once, quantity 1..10 (the contract bounds the ids and the minimum). */
function chooseExtras(view: ProgrammeView, item: BasketItemPayload, field: string): BundleExtra[] {
  const seen = new Set<number>();
  return (item.extras ?? []).map(({ pricing_option_id: id, quantity }, index) => {
    const at = `${field}.extras.${index}`;
    const extra = view.extras.find((e) => e.id === id && e.amount !== null);
    if (!extra) throw fieldError(`${at}.pricing_option_id`, text.unknownExtra);
    if (seen.has(id)) throw fieldError(`${at}.pricing_option_id`, text.extraTwice);
    if (quantity > extraQuantityLimits.max) throw fieldError(`${at}.quantity`, text.tooManyExtra(extraQuantityLimits.max));
    seen.add(id);
    return { pricingOptionId: id, name: extra.name, quantity, unitPrice: extra.amount! };
  });
}

/** Spec §5 the pre-purchase waiver of the first session: agreed with the add, exactly once; an induction is given in person. */
function agreedWaiver(view: ProgrammeView, item: BasketItemPayload, field: string): number | null {
  const restrictions = view.occurrences[0]?.restrictions;
  const agreed = item.activity_restriction_ids ?? [];
  const waiver = restrictions?.pre_purchase_waiver ?? null;
  if (restrictions?.pre_purchase_induction) throw fieldError(field, cartMessages.unmetRestriction(restrictions.pre_purchase_induction.name));
  if (agreed.length > 1 || agreed.some((id) => id !== waiver?.id)) throw fieldError(`${field}.activity_restriction_ids`, cartMessages.waiverOnce);
  if (waiver && agreed.length === 0) throw fieldError(`${field}.activity_restriction_ids`, cartMessages.unmetRestriction(waiver.name));
  return waiver?.id ?? null;
}

const bundleIdsOf = (lines: readonly CartItemRow[]) => lines.flatMap((l) => (l.bundleId === null ? [] : [l.bundleId]));

/** The bundles' bookings (every status), with their sessions, in start order. */
async function bundleBookings(scope: TenantDb, bundleIds: readonly number[]) {
  if (bundleIds.length === 0) return [];
  return scope.db
    .select({ id: bookings.id, bundleId: bookings.bundleId, status: bookings.status, reservedUntil: bookings.reservedUntil, occurrenceId: bookings.occurrenceId })
    .from(bookings)
    .where(scope.owned(bookings, inArray(bookings.bundleId, [...bundleIds])))
    .orderBy(asc(bookings.occurrenceId));
}


/** Moves every booking of the bundles that is still held on to `change`; true when all of them were (none lapsed). */
async function changeHeld(scope: TenantDb, lines: readonly CartItemRow[], now: Date, change: Partial<typeof bookings.$inferInsert>) {
  const ids = bundleIdsOf(lines);
  const all = await bundleBookings(scope, ids);
  if (all.length === 0) return { ok: ids.length === 0, occurrenceIds: [] as number[] };
  const changed = await scope.db
    .update(bookings)
    .set(change)
    .where(scope.owned(bookings, inArray(bookings.bundleId, ids), eq(bookings.status, 'reserved'), gt(bookings.reservedUntil, now)))
    .returning({ id: bookings.id });
  return { ok: changed.length === all.length, occurrenceIds: [...new Set(all.map((b) => b.occurrenceId))] };
}

/**
 * Camps and courses (spec §3 Camp, Course; cartable_type av2_booking_bundle): a line holds a booking bundle — one
 * reserved booking per session it covers (the whole camp or course from now on, or the camp days chosen), with the
 * extras and answers given — all claimed together or none, and settled, extended and released together.
 */
function programmeKind(kind: ProgrammeRow['kind']): PurchasableKind {
  return {
    type: kind,
    books: 'bundle',

    /** Spec §3 av2_booking_bundle: the camp's or course's sessions, listed in the checkout cart's resource. */
    view: (line, base) => (line.session ? { cartableType: 'av2_booking_bundle', lineItem: { ...base, type: 'av2_booking_bundle' } } : { cartableType: 'activity', lineItem: null }),

    async check(scope, item, attendeeId, now, field): Promise<CheckedItem> {
      const id = uuidSchema.safeParse(String(item.purchasable_id));
      const [view] = id.success ? await loadProgrammeViews(scope, kind, { ids: [id.data] }, attendeeId, now) : [];
      if (!view) throw notFound();
      const action = kind === 'camp' ? campAction(view, now) : courseAction(view, now);
      if (action.action !== BookableActionKind.BOOK) throw fieldError(field, refusedBy(action, text.alreadyBooked));
      const chosen = kind === 'camp' ? chooseCampSessions(view, item, now, field) : chooseCourseSessions(view, field, now);
      if (chosen.sessionIds.length === 0) throw fieldError(field, kind === 'camp' ? text.campOver : text.courseEnded);
      const waiverId = agreedWaiver(view, item, field);
      const extras = chooseExtras(view, item, field);
      const answers = item.custom_question_answers ?? [];
      checkAnswers(programmeQuestions(view.sections), answers, `${field}.custom_question_answers`);
      const total = chosen.price + extras.reduce((sum, e) => sum + e.unitPrice * e.quantity, 0);
      const sessionIds = [...chosen.sessionIds].sort((a, b) => a - b);
      return {
        line: {
          purchasableId: view.row.programme.id,
          occurrenceId: null,
          name: view.row.programme.name,
          unitPrice: total,
          standardUnitPrice: total,
          currency: chosen.currency,
          benefitApplied: false,
          ticketId: null,
        },
        claimData: { programmeId: view.row.programme.id, whole: chosen.whole, sessionIds, waiverId, extras, answers } satisfies BundleClaim,
        lockKey: sessionIds[0]!,
        // No package pays a camp or course (a package's use pays a session): the add does not look for one.
        packages: false,
      };
    },

    /** The bundle and one place on each of its sessions, all at once (`claimLine`); any refusal undoes the whole add. */
    lineClaim: lineClaimOf,
    claim: (scope, hold) => claimLine(scope, hold, lineClaimOf(hold)),

    /** Spec §9: a camp or course is bought once (quantity 1). */
    async changeQuantity(_scope, line, { quantity, field }) {
      if (quantity !== line.quantity) throw fieldError(field, messages.cartItem.quantityCampOrCourse);
    },

    async release(scope, lines) {
      const ids = bundleIdsOf(lines);
      const all = await bundleBookings(scope, ids);
      await releaseHolds(scope, all.map((b) => b.id));
      if (ids.length) await scope.db.update(bookingBundles).set({ status: 'cancelled' }).where(scope.owned(bookingBundles, inArray(bookingBundles.id, ids), eq(bookingBundles.status, 'reserved')));
      await placesChanged(scope, [...new Set(all.map((b) => b.occurrenceId))], true);
    },

    async extend(scope, lines, until, now) {
      return (await changeHeld(scope, lines, now, { reservedUntil: until })).ok;
    },

    async settle(scope, lines, orderId, now) {
      const { ok, occurrenceIds } = await changeHeld(scope, lines, now, { status: 'settled', reservedUntil: null, orderId });
      const ids = bundleIdsOf(lines);
      if (ids.length) await scope.db.update(bookingBundles).set({ status: 'settled', orderId }).where(scope.owned(bookingBundles, inArray(bookingBundles.id, ids)));
      await placesChanged(scope, occurrenceIds, false);
      return ok;
    },

    /** One query for every line's sessions (venue, location), plus the bundles' extras; any lapsed booking lapses the line. */
    async describe(scope, lines, now) {
      const facts = new Map<number, LineFacts | 'lapsed'>();
      const ids = bundleIdsOf(lines);
      if (ids.length === 0) return facts;
      const [rows, bundles] = await Promise.all([
        scope.db
          .select({ bundleId: bookings.bundleId, ...heldSessionColumns })
          .from(bookings)
          .innerJoin(occurrences, sessionOfBooking)
          .innerJoin(venues, venueOfSession)
          .where(scope.owned(bookings, inArray(bookings.bundleId, ids)))
          .orderBy(asc(occurrences.startsAt)),
        scope.db.select({ id: bookingBundles.id, extras: bookingBundles.extras }).from(bookingBundles).where(scope.owned(bookingBundles, inArray(bookingBundles.id, ids))),
      ]);
      for (const line of lines) {
        if (line.bundleId === null) continue;
        const own = rows.filter((r) => r.bundleId === line.bundleId);
        const live = own.length > 0 && own.every((r) => r.status === 'reserved' && r.reservedUntil !== null && r.reservedUntil > now);
        if (!live) {
          facts.set(line.id, 'lapsed');
          continue;
        }
        const first = own[0]!;
        const last = own[own.length - 1]!;
        const location = (r: (typeof own)[number]) => r.occurrence.friendlyLocationName ?? (r.locationNames || null);
        facts.set(line.id, {
          publicId: line.purchasableId,
          bookingType: first.occurrence.bookingType,
          startsAt: first.occurrence.startsAt,
          endsAt: last.occurrence.endsAt,
          startsLocal: first.occurrence.startsLocal.slice(0, 19),
          endsLocal: last.occurrence.endsLocal.slice(0, 19),
          timezone: first.occurrence.timezone,
          venueName: first.venueName,
          venueSlug: first.venueSlug,
          location: location(first),
          heldUntil: new Date(Math.min(...own.map((r) => r.reservedUntil!.getTime()))),
          sessions: own.map((r) => ({ publicId: r.occurrence.publicId, startsLocal: r.occurrence.startsLocal.slice(0, 19), endsLocal: r.occurrence.endsLocal.slice(0, 19), location: location(r) })),
          extras: bundles.find((b) => b.id === line.bundleId)?.extras ?? [],
        });
      }
      return facts;
    },
  };
}

/** Spec §3 Camp: the whole camp or chosen days. */
export const campKind = programmeKind('camp');
/** Spec §3 Course: the whole course, or the rest of a started one at its pro-rata price. */
export const courseKind = programmeKind('course');
