// sign, integer digits, fraction digits, exponent: what String(number) and a typed decimal can produce.
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const MINOR_DIGITS = 2;
const MAX_SAFE_DIGITS = 16;

/**
 * Spec §3 Price / §9: major units (a decimal string such as '19.99' or a number) as integer minor units, worked
 * on the decimal digits so float noise cannot leak in ('19.99' → 1999; 0.1 + 0.2 → 30). Extra decimals round
 * half away from zero ('1.005' → 101). Returns null for anything that is not a finite decimal or not safe.
 */
export function toMinorUnits(major: string | number): number | null {
  // String(number) is the shortest text that round-trips, so 19.99 reads '19.99' rather than 19.989999….
  const text = typeof major === 'number' ? String(major) : major.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const digits = (whole + fraction).replace(/^0+(?=\d)/, '');
  const leadingZerosDropped = whole.length + fraction.length - digits.length;
  // Where the minor-units point falls inside `digits`.
  const point = whole.length - leadingZerosDropped + Number(exponent) + MINOR_DIGITS;
  if (point > MAX_SAFE_DIGITS) return /^0*$/.test(digits) ? 0 : null;
  const kept = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  // charAt of a negative index is '', so amounts far below a penny never round up.
  const roundUp = digits.charAt(point) >= '5';
  const magnitude = Number(kept) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}
