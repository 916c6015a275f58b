// A booking pass's code: what a customer shows at the desk or types at the kiosk, printed under the pass's QR code.
// Crockford's base32 alphabet (no I, L, O or U: nothing to misread), 12 characters (60 random bits), shown in three
// groups of four. What a person or a hand-held scanner types is read back leniently: any case, with or without the
// dashes or spaces, and the letters Crockford reads as digits (I and L as 1, O as 0).

/** Crockford's base32 digits: 0–9 and the letters without I, L, O and U. */
export const PASS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters in a code (5 bits each: 60 random bits). */
export const PASS_CODE_LENGTH = 12;
const GROUP = 4;

/**
 * A new code from `randomBytes` (the caller's secure source: `crypto.getRandomValues` or Node's `randomBytes`), in its
 * compact form. Each byte's low 5 bits pick a character; 256 is a multiple of 32, so every character is equally likely.
 */
export function generatePassCode(randomBytes: (length: number) => Uint8Array): string {
  const bytes = randomBytes(PASS_CODE_LENGTH);
  if (bytes.length < PASS_CODE_LENGTH) throw new Error('Not enough random bytes for a pass code');
  let code = '';
  for (let i = 0; i < PASS_CODE_LENGTH; i++) code += PASS_CODE_ALPHABET[bytes[i]! & 31];
  return code;
}

/** What was typed or scanned, in compact form: upper case, no dashes or spaces, I/L read as 1 and O as 0. */
export function normalisePassCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s\-‐-―_.]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
}

/** Whether a compact code has the shape of a pass code (12 characters of the alphabet). */
export function isPassCode(compact: string): boolean {
  if (compact.length !== PASS_CODE_LENGTH) return false;
  for (const character of compact) if (!PASS_CODE_ALPHABET.includes(character)) return false;
  return true;
}

/** The compact code of what was typed or scanned, or null when it cannot be a pass code. */
export function readPassCode(typed: string): string | null {
  const compact = normalisePassCode(typed);
  return isPassCode(compact) ? compact : null;
}

/** A code as printed and encoded in the QR code: 'XXXX-XXXX-XXXX'. */
export function formatPassCode(compact: string): string {
  const groups: string[] = [];
  for (let i = 0; i < compact.length; i += GROUP) groups.push(compact.slice(i, i + GROUP));
  return groups.join('-');
}
