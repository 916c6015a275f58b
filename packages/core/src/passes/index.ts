export { PASS_CODE_ALPHABET, PASS_CODE_LENGTH, generatePassCode, normalisePassCode, isPassCode, readPassCode, formatPassCode } from './passCode';
export { checkInRefusal } from './checkIn';
export type { CheckInFacts } from './checkIn';
