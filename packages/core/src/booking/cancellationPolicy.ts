import type { CancellationInfo, CutOffAction } from '../contract/index';
import { messages } from '../errors/messages';
import { formatMoney } from '../money/index';

/** A paid booking cancelled more than this long before its session starts gets its price back as account credit. */
export const CREDIT_CUT_OFF_HOURS = 24;

/** The texts of a booking's cancellation info (spec §3; the spec leaves their wording open): the catalogue's. */
export const cancellationMessages = messages.cancellation;

const money = (value: number, currency: string) => formatMoney(value, { currency });

/**
 * What the rule reads of a booking. `paid` is the price its order charged for it (null: not bought online), with
 * `toCard` the share of it a cancellation gives back to the card it was paid with (a provider refunding to card,
 * docs/payments.md; absent or 0: all of it goes back as credit).
 */
export interface CancellationFacts {
  status: 'settled' | 'reserved' | 'cancelled';
  startsAt: Date;
  now: Date;
  paid: { value: number; currency: string; toCard?: number } | null;
  /** For a booking just cancelled: the credit it gave (minor units; 0 when none). Undefined: not known (lists). */
  creditAwarded?: number;
  /** For a booking just cancelled: what went back to the card (minor units; absent: none). */
  cardRefunded?: number;
  /** One session of a camp or course bundle: bought together, so not cancelled alone online. */
  inBundle?: boolean;
  /** The package whose use paid for it: cancelling before the cut-off gives the use back, as credit would. */
  packageName?: string | null;
  /** What its activity does to a late cancellation (spec §4 cut-off actions); null or absent: nothing more. */
  lateRule?: LateCancellationRule | null;
}

/**
 * Spec §4 cut-off actions of an activity: what a cancellation at or after the cut-off (and before the start) brings —
 * a fee (charge_fee), online booking paused (disable_booking) or membership access paused (disable_access) for `days`,
 * or no cancelling at all (disable_cancelling).
 */
export interface LateCancellationRule {
  actions: readonly CutOffAction[];
  /** The fee charge_fee adds (minor units). */
  fee: { value: number; currency: string } | null;
  /** How long disable_booking and disable_access last. */
  days: number | null;
}

/** What cancelling at `now` brings under a late-cancellation rule (nothing before the cut-off or without a rule). */
export function lateCancellation(rule: LateCancellationRule | null | undefined, startsAt: Date, now: Date) {
  const late = Boolean(rule?.actions.length) && now >= creditCutOff(startsAt) && now < startsAt;
  const has = (action: CutOffAction) => late && rule!.actions.includes(action);
  const days = rule?.days ?? 0;
  const until = (action: CutOffAction) => (has(action) && days > 0 ? new Date(now.getTime() + days * 86_400_000) : null);
  return {
    late,
    refused: has('disable_cancelling'),
    fee: has('charge_fee') && rule!.fee ? rule!.fee : null,
    bookingDisabledUntil: until('disable_booking'),
    accessSuspendedUntil: until('disable_access'),
    days,
  };
}

/** The sentences saying what a late cancellation brings ('will', before cancelling) or brought (after). */
function lateSentences(rule: LateCancellationRule | null | undefined, startsAt: Date, now: Date, done: boolean): string[] {
  const late = lateCancellation(rule, startsAt, now);
  const m = cancellationMessages;
  return [
    late.fee ? (done ? m.chargedFee : m.willChargeFee)(money(late.fee.value, late.fee.currency)) : null,
    late.bookingDisabledUntil ? (done ? m.disabledBooking : m.willDisableBooking)(late.days) : null,
    late.accessSuspendedUntil ? (done ? m.disabledAccess : m.willDisableAccess)(late.days) : null,
  ].filter((s): s is string => s !== null);
}

/** When cancelling stops returning the price as credit: CREDIT_CUT_OFF_HOURS before the start. */
export const creditCutOff = (startsAt: Date): Date => new Date(startsAt.getTime() - CREDIT_CUT_OFF_HOURS * 3_600_000);

/** Whether cancelling at `now` returns the price paid as credit: a paid booking, before the cut-off. */
export const awardsCredit = (facts: Pick<CancellationFacts, 'startsAt' | 'now' | 'paid'>): boolean =>
  facts.paid !== null && facts.paid.value > 0 && facts.now < creditCutOff(facts.startsAt);

/**
 * Spec §3 can_cancel: why a booking cannot be cancelled at `now` (already cancelled, its session has started, or it is
 * one session of a camp or course), null when it can. The one rule both the cancellation info and the cancel call apply.
 */
export function cannotCancelReason(facts: Pick<CancellationFacts, 'status' | 'startsAt' | 'now' | 'inBundle' | 'lateRule'>): string | null {
  if (facts.status === 'cancelled') return cancellationMessages.cancelled;
  if (facts.now >= facts.startsAt) return cancellationMessages.started;
  if (facts.inBundle) return cancellationMessages.partOfBundle;
  return lateCancellation(facts.lateRule, facts.startsAt, facts.now).refused ? cancellationMessages.lateRefused : null;
}


/**
 * Cancellation info of a booking a package's use paid for: the cut-off is credit's, and what it gives back is the use
 * (said in cut_off_message; no credit, as nothing was charged).
 */
function packageCancellationInfo(facts: CancellationFacts & { packageName: string }): CancellationInfo {
  const cutOff = creditCutOff(facts.startsAt);
  const beforeCutOff = facts.now < cutOff;
  const base = { cut_off: cutOff.toISOString(), cut_off_actions: [] as CancellationInfo['cut_off_actions'], awards_credit: false, awards_credit_message: null };
  if (facts.status === 'cancelled') {
    // Known only for a booking just cancelled (creditAwarded given): `now` is when it was cancelled.
    const said = facts.creditAwarded === undefined ? null : beforeCutOff ? cancellationMessages.returnedUse(facts.packageName) : cancellationMessages.useCutOff;
    return { ...base, can_cancel: false, cannot_cancel_reason: cancellationMessages.cancelled, cut_off_message: said };
  }
  const reason = cannotCancelReason(facts);
  return {
    ...base,
    can_cancel: reason === null,
    cannot_cancel_reason: reason,
    cut_off_message: reason !== null ? null : beforeCutOff ? cancellationMessages.willReturnUse(facts.packageName) : cancellationMessages.useCutOff,
  };
}

/**
 * Spec §3 Cancellation info: a settled or reserved booking of a session still to come can be cancelled; a paid one
 * cancelled before the cut-off returns its price as credit, after it nothing (cut_off_message says so). A booking
 * just cancelled reports the credit it gave.
 */
export function cancellationInfo(facts: CancellationFacts): CancellationInfo {
  const { paid, packageName, lateRule } = facts;
  if (packageName) return packageCancellationInfo({ ...facts, packageName });
  const actions = lateRule?.actions ?? [];
  const cutOff = paid || actions.length ? creditCutOff(facts.startsAt) : null;
  const base = { cut_off: cutOff?.toISOString() ?? null, cut_off_actions: [...actions] };
  const sentences = (first: string | null, done: boolean) => [first, ...lateSentences(lateRule, facts.startsAt, facts.now, done)].filter(Boolean).join(' ') || null;
  if (facts.status === 'cancelled') {
    const given = facts.creditAwarded ?? 0;
    const card = facts.cardRefunded ?? 0;
    // Known only for a booking just cancelled (creditAwarded given; `now` is when): a paid one that gave nothing back
    // was past the cut-off, and the rule's actions were taken.
    const known = facts.creditAwarded !== undefined;
    return {
      ...base,
      can_cancel: false,
      cannot_cancel_reason: cancellationMessages.cancelled,
      cut_off_message: known ? sentences(paid && given === 0 && card === 0 ? cancellationMessages.cutOff : null, true) : null,
      awards_credit: given > 0,
      awards_credit_message: paid ? moneyBack(paid.currency, card, given, 'done') : null,
    };
  }
  const reason = cannotCancelReason(facts);
  const started = reason !== null;
  const back = !started && facts.status === 'settled' && awardsCredit(facts);
  const card = back && paid ? Math.min(paid.toCard ?? 0, paid.value) : 0;
  return {
    ...base,
    can_cancel: !started,
    cannot_cancel_reason: reason,
    cut_off_message: started ? null : sentences(paid && !back ? cancellationMessages.cutOff : null, false),
    awards_credit: back && paid !== null && paid.value - card > 0,
    awards_credit_message: back && paid ? moneyBack(paid.currency, card, paid.value - card, 'will') : null,
  };
}

/** What a cancellation gives (will give) back: to the card it was paid with, as credit, or both; null: nothing. */
function moneyBack(currency: string, card: number, credit: number, when: 'will' | 'done'): string | null {
  const m = cancellationMessages;
  const creditText = credit > 0 ? money(credit, currency) : null;
  if (card > 0) return (when === 'will' ? m.willRefundToCard : m.refundedToCard)(money(card, currency), creditText);
  return creditText ? (when === 'will' ? m.willAward : m.awarded)(creditText) : null;
}

