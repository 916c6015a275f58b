export { formatMoney, currencySymbol, defaultCurrencySymbol } from './formatMoney';
export type { FormatMoneyOptions } from './formatMoney';
export { assertMinorUnits, addMinor, multiplyMinor } from './minorUnits';
export { toMinorUnits } from './toMinorUnits';
export { toPrice } from './toPrice';
export type { FormattedPrice } from './toPrice';
