import type { CancellationInfo } from '../contract/index';
import { messages } from '../errors/messages';
import { formatMoney } from '../money/index';

/** A paid booking cancelled more than this long before its session starts gets its price back as account credit. */
export const CREDIT_CUT_OFF_HOURS = 24;

/** The texts of a booking's cancellation info (spec §3; the spec leaves their wording open): the catalogue's. */
export const cancellationMessages = messages.cancellation;

/** What the rule reads of a booking. `paid` is the price its order charged for it (null: not bought online). */
export interface CancellationFacts {
  status: 'settled' | 'reserved' | 'cancelled';
  startsAt: Date;
  now: Date;
  paid: { value: number; currency: string } | null;
  /** For a booking just cancelled: the credit it gave (minor units; 0 when none). Undefined: not known (lists). */
  creditAwarded?: number;
  /** One session of a camp or course bundle: bought together, so not cancelled alone online. */
  inBundle?: boolean;
  /** The package whose use paid for it (issue 14): cancelling before the cut-off gives the use back, as credit would. */
  packageName?: string | null;
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
export function cannotCancelReason(facts: Pick<CancellationFacts, 'status' | 'startsAt' | 'now' | 'inBundle'>): string | null {
  if (facts.status === 'cancelled') return cancellationMessages.cancelled;
  if (facts.now >= facts.startsAt) return cancellationMessages.started;
  return facts.inBundle ? cancellationMessages.partOfBundle : null;
}

const money = (value: number, currency: string) => formatMoney(value, { currency });

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
  const { paid, packageName } = facts;
  if (packageName) return packageCancellationInfo({ ...facts, packageName });
  const cutOff = paid ? creditCutOff(facts.startsAt) : null;
  const base = { cut_off: cutOff?.toISOString() ?? null, cut_off_actions: [] as CancellationInfo['cut_off_actions'] };
  if (facts.status === 'cancelled') {
    const given = facts.creditAwarded ?? 0;
    return {
      ...base,
      can_cancel: false,
      cannot_cancel_reason: cancellationMessages.cancelled,
      // Known only for a booking just cancelled (creditAwarded given): a paid one that gave nothing was past the cut-off.
      cut_off_message: paid && facts.creditAwarded === 0 ? cancellationMessages.cutOff : null,
      awards_credit: given > 0,
      awards_credit_message: given > 0 && paid ? cancellationMessages.awarded(money(given, paid.currency)) : null,
    };
  }
  const reason = cannotCancelReason(facts);
  const started = reason !== null;
  const credit = !started && facts.status === 'settled' && awardsCredit(facts);
  return {
    ...base,
    can_cancel: !started,
    cannot_cancel_reason: reason,
    cut_off_message: paid && !started && !credit ? cancellationMessages.cutOff : null,
    awards_credit: credit,
    awards_credit_message: credit && paid ? cancellationMessages.willAward(money(paid.value, paid.currency)) : null,
  };
}

