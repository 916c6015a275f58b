import { z } from 'zod';
import { lengthMessages, messages } from '../errors/messages';

/** Spec §9: capacities and pricing option ids go up to 4294967295 (an unsigned 32-bit integer). */
export const MAX_UINT32 = 4294967295;

/**
 * The largest whole number a database integer column holds (PostgreSQL `integer`, 2^31 − 1). Every id, quantity and
 * amount a request carries is bounded by it unless the spec names another bound, so a hostile 2^31 is a 422, never a
 * database error.
 */
export const MAX_DB_INT = 2147483647;

/** The longest string id (v2 occurrence ids, uuids, slugs) a request may name. */
export const MAX_ID_LENGTH = 255;

/** Why a request value is refused although its shape is right: a NUL character, which no text column can hold. */
export const nulMessage = 'Must not contain a NUL character';

/**
 * The dotted path of the first string holding a NUL character (U+0000) anywhere in a request value — keys included —
 * or null. Requests with one are refused whole (422) before they reach a rule or the database. The walk keeps its own
 * stack rather than recursing, so a value nested however deeply cannot exhaust the call stack.
 */
export function findNulPath(value: unknown): string | null {
  type Visit = { value: unknown; key: string | null; parent: Visit | null };
  const pathOf = (visit: Visit) => {
    const steps: string[] = [];
    for (let at: Visit | null = visit; at !== null; at = at.parent) if (at.key !== null) steps.push(at.key);
    return steps.reverse().join('.') || 'value';
  };
  // Depth first, keys in order and each key before what it holds: the first NUL a reader of the value meets.
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if (visit.key?.includes('\u0000')) return pathOf(visit);
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit);
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      const entries = Object.entries(visit.value);
      for (let i = entries.length - 1; i >= 0; i -= 1) pending.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
    }
  }
  return null;
}

type IssueLike = { input?: unknown };

/** Spec §5 form message: 'Required' when a required field is missing; zod's own message otherwise. */
export const requiredError = { error: (issue: IssueLike) => (issue.input === undefined ? messages.required : undefined) };

/** 'Required' when the discriminator `key` of a discriminated union (or the whole value) is missing. */
export const discriminatorError = (key: string) => ({
  error: (issue: IssueLike) => {
    const input = issue.input;
    if (input === undefined) return messages.required;
    const missing = typeof input === 'object' && input !== null && (input as Record<string, unknown>)[key] === undefined;
    return missing ? messages.required : undefined;
  },
});

/** A whole number within bounds (at most MAX_DB_INT unless given), with messages that name the bound. */
export function intBetween(min: number, max: number = MAX_DB_INT) {
  return z.number(requiredError).int('Must be a whole number').min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`);
}

/** A string whose length the spec limits, with the spec §5 form messages. */
export function textBetween(min: number, max: number) {
  const base = z.string(requiredError).max(max, lengthMessages.atMost(max));
  return min > 0 ? base.min(min, min === 1 ? messages.required : lengthMessages.atLeast(min)) : base;
}

/** A string of exactly `n` characters, with the spec §5 form message. */
export const lengthOf = (n: number) => z.string(requiredError).length(n, lengthMessages.exactly(n));

/** A positive database id (>= 1). */
export const idSchema = intBetween(1);

/** A record id as a path names it: digits giving an id within idSchema's bounds, else null (the caller answers 404). */
export function parseRecordId(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return idSchema.safeParse(id).success ? id : null;
}

/** An id that is numeric (v1 records) or a non-empty string (v2 records, uuids). */
export const entityIdSchema = z.union([intBetween(1), z.string().min(1).max(MAX_ID_LENGTH, lengthMessages.atMost(MAX_ID_LENGTH))]);

/** Spec §3: a uuid, as categories, courses and tickets use. */
export const uuidSchema = z.uuid('Must be a uuid');

/** Spec §5: a date-time 'YYYY-MM-DD HH:MM:SS'. */
export const dateTimeSchema = z
  .string(requiredError)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'Must be a date-time as YYYY-MM-DD HH:MM:SS');

/** A calendar date 'YYYY-MM-DD' (spec §5 answer mapping, dates keyed by raw value). */
export const dateSchema = z
  .string(requiredError)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Must be a date as YYYY-MM-DD');

/** A 24-hour time of day 'HH:MM' (spec §5 occurrence start_time). */
export const timeOfDaySchema = z.string(requiredError).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time as HH:MM');

/** Spec §3 Occurrence starts_at/ends_at: the UTC instant, the venue-local wall time and the venue time zone. */
export const zonedDateTimeSchema = z.object({
  utc: z.string(),
  local: dateTimeSchema,
  timezone: z.string(),
});
export type ZonedDateTime = z.infer<typeof zonedDateTimeSchema>;

/** Spec §3: `{ id, name }` as instructors and tags are given. */
export const namedRefSchema = z.object({ id: entityIdSchema, name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** Spec §3 Booking types. */
export const bookingTypes = ['ticketed', 'resources', 'classes', 'courses', 'camps'] as const;
/** Spec §3 booking type. */
export const bookingTypeSchema = z.enum(bookingTypes, requiredError);
export type BookingType = z.infer<typeof bookingTypeSchema>;

/** Spec §3 Sources: online and foh. */
export const sourceSchema = z.enum(['online', 'foh'], requiredError);
export type Source = z.infer<typeof sourceSchema>;

/** Spec §3/§2: the sources some calls also take (bookings, activity-booking, online-joining). */
export const anySourceSchema = z.enum(['online', 'foh', 'bookings', 'activity-booking', 'online-joining'], requiredError);
export type AnySource = z.infer<typeof anySourceSchema>;

/** A response that only confirms, with a human message. */
export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

// Query strings arrive as strings on the server and as typed values from the client: accept both.
const numeric = /^-?\d+(\.\d+)?$/;
const numberError = {
  error: (issue: IssueLike) => (issue.input === undefined ? messages.required : messages.form.mustBeNumber),
};

/** A query number: a number, or a numeric string converted, then checked by `then`. */
export const queryNumber = <T extends z.ZodType<number, number>>(then: T) =>
  z.union([z.number(), z.string().regex(numeric).transform(Number)], numberError).pipe(then);

/** A query boolean: true/false, or 'true'/'false'/'1'/'0'. */
export const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')], {
  error: (issue: IssueLike) => (issue.input === undefined ? messages.required : 'Must be true or false'),
});

/** A query list: one value or many, always a list after parsing (errors point at the bad entry). */
export const queryList = <T extends z.ZodType>(item: T) =>
  // preprocess would type the input as unknown; the cast restores what callers may pass.
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item, requiredError)) as unknown as z.ZodType<
    Array<z.output<T>>,
    z.input<T> | Array<z.input<T>>
  >;

/** Query user id of the selected linked user (spec §6), optional everywhere. */
export const selectedUserIdQuery = queryNumber(intBetween(1)).nullish();
