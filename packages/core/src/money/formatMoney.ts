/** Symbols for the currencies we know; anything else falls back to the spec's default (§9). */
const knownSymbols: Readonly<Record<string, string>> = { GBP: '£', EUR: '€', USD: '$' };

/** Spec §9: the currency symbol defaults to '£'. */
export const defaultCurrencySymbol = '£';

/** Spec §3 Client / §9: the symbol for an ISO 4217 code — '£' for GBP and for any code we do not know. */
export function currencySymbol(currency: string): string {
  return knownSymbols[currency.toUpperCase()] ?? defaultCurrencySymbol;
}

/** How to show an amount: ISO currency, and an explicit symbol (e.g. the client's) that wins over the lookup. */
export interface FormatMoneyOptions {
  currency: string;
  symbol?: string | null;
}

/**
 * Spec §9 "amounts in minor units, shown with 2 decimals": 1250 → '£12.50', -100 → '-£1.00',
 * 123450 → '£1,234.50'. Throws RangeError when `minor` is not a safe integer (a programmer error).
 */
export function formatMoney(minor: number, { currency, symbol }: FormatMoneyOptions): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  const abs = Math.abs(minor);
  const major = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const pence = (abs % 100).toString().padStart(2, '0');
  // -0 and 0 both read '£0.00': a sign only for a real debit.
  const sign = minor < 0 ? '-' : '';
  return `${sign}${symbol ?? currencySymbol(currency)}${major}.${pence}`;
}
