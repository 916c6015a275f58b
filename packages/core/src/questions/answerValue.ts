/** A question's value as a form holds it (spec §5): strings from inputs, numbers, option-id lists, booleans. */
export type AnswerInput = string | number | boolean | ReadonlyArray<string | number> | null | undefined;

/** Spec §5 answer mapping: undefined, null, '' and an empty list are empty (omitted); false is an answer. */
export function isEmptyAnswer(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A finite number from a number or a numeric string (select values arrive as strings); null otherwise. */
export function answerNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The numeric entries of a multi_select value; entries that are not numbers are dropped. */
export function answerNumberList(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(answerNumber).filter((n): n is number => n !== null);
}

const pickerDate = /^(\d{2})-(\d{2})-(\d{4})$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Spec §5 date answers: a 'DD-MM-YYYY' picker value or a 'YYYY-MM-DD' string as 'YYYY-MM-DD';
 * null when it is neither or names no calendar day.
 */
export function answerDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const picker = pickerDate.exec(value);
  const iso = picker ? null : isoDate.exec(value);
  const parts = picker ? [picker[3], picker[2], picker[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return parts.join('-');
}
