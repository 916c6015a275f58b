import type { AnySource } from '../contract/fields';
import { toMinorUnits } from '../money/toMinorUnits';

/** Front of house's tenders (spec §3 tender types the till takes): cash, the card terminal, cheque, offline voucher. */
export const tillTenders = ['cash', 'card', 'cheque', 'offline-voucher'] as const;
export type TillTender = (typeof tillTenders)[number];

/**
 * Spec §6 requiresTillToOpen names the rule, not the list: ours is the tenders that go in the cash drawer. A card is
 * taken by the terminal and a voucher is kept on file, so neither needs the drawer.
 */
export const tenderTypesNeedingTill: readonly string[] = ['cash', 'cheque'];

/** What the customer hands over against what is due: the change to give, or how much is still short (minor units). */
export function cashChange(tendered: number, due: number): { change: number; short: number } {
  return { change: Math.max(0, tendered - due), short: Math.max(0, due - tendered) };
}

/** A money amount typed at the till ('50', '50.00', '£5.20'): minor units, or null unless a whole non-negative amount of pence. */
export function parseTillAmount(text: string, max: number): number | null {
  const trimmed = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const minor = toMinorUnits(trimmed);
  return minor === null || minor > max ? null : minor;
}

/**
 * Whether a money amount typed at the till is wrong and should say so: not empty, not read by parseTillAmount, and not
 * an amount still being typed (a '£' alone, or digits ending in a decimal point, as on the way to '12.50').
 */
export function tillAmountInvalid(text: string, max: number): boolean {
  const trimmed = text.trim();
  if (/^£?$/.test(trimmed) || /^£?\d[\d,]*\.$/.test(trimmed)) return false;
  return parseTillAmount(trimmed, max) === null;
}

/**
 * The till's payment for a basket: one tender for the whole amount due (spec §4/§5: at the till the payments add up to
 * the balance exactly; cash beyond it is change, not payment). Null when it cannot be taken yet: cash short of the
 * amount due, or a drawer tender with the till closed.
 */
export function tillPayment(tender: TillTender, due: number, state: { tendered: number | null; tillOpen: boolean }) {
  if (tenderTypesNeedingTill.includes(tender) && !state.tillOpen) return null;
  if (tender === 'cash' && (state.tendered === null || state.tendered < due)) return null;
  return [{ tenderType: tender, amount: due }] as const;
}

/** Staff at the till book into the front-of-house basket (spec §6 source foh), whichever page they add from. */
export const basketSourceFor = (source: AnySource, isStaff: boolean): AnySource => (isStaff ? 'foh' : source);

/** A till session's drawer: what should be in it, and counted minus that once counted. */
export function tillDrawer(float: number, cashTaken: number, counted: number | null) {
  const expected = float + cashTaken;
  return { expected, difference: counted === null ? null : counted - expected };
}

/** How a cash-up's drawer came out: over (more counted than expected), short (less) or exact. */
export type CashUpOutcome = 'over' | 'short' | 'exact';

/**
 * A cash-up's difference (counted minus expected, minor units) in words the till can say: over or short by how much
 * (never a signed amount), or exact.
 */
export function cashUpDifference(difference: number): { outcome: CashUpOutcome; amount: number } {
  if (difference > 0) return { outcome: 'over', amount: difference };
  if (difference < 0) return { outcome: 'short', amount: -difference };
  return { outcome: 'exact', amount: 0 };
}
