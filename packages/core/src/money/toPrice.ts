import { formatMoney } from './formatMoney';
import type { FormatMoneyOptions } from './formatMoney';

/** Spec §3 Price: the formatted text, the value in minor units and the ISO 4217 currency. */
export interface FormattedPrice {
  formatted: string;
  value: number;
  currency: string;
}

/** Spec §3 Price: builds { formatted, value, currency } from minor units, formatting as §9 says. */
export function toPrice(minor: number, options: FormatMoneyOptions): FormattedPrice {
  return { formatted: formatMoney(minor, options), value: minor, currency: options.currency.toUpperCase() };
}
