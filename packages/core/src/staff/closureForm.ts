import type { ClosureInput } from '../api/closures.api';
import { closureBodySchema } from '../contract/closure';
import { fieldErrorsOf } from '../errors/fieldErrors';

// Issue 16 closures, the staff form: what a manager typed, checked by the same contract the server applies (so its
// messages are the server's), and the server's 422 field errors put back beside the fields.

/** The closure form as typed: datetime-local inputs ('YYYY-MM-DDTHH:MM'), the ticked locations, a free reason. */
export interface ClosureFormValues {
  startsAt: string;
  endsAt: string;
  locationIds: readonly number[];
  reason: string;
}

/** The form's fields a message can sit beside; `form` is a message for none of them. */
export type ClosureFieldErrors = Partial<Record<'startsAt' | 'endsAt' | 'locationIds' | 'reason' | 'form', string>>;

/** A datetime-local value ('YYYY-MM-DDTHH:MM[:SS]') as a venue wall time 'YYYY-MM-DD HH:MM:SS'; blank: undefined (required). */
export function wallTimeOfInput(value: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(value.trim());
  if (match) return `${match[1]} ${match[2]}${match[3] ?? ':00'}`;
  return value.trim() === '' ? undefined : value;
}

const fieldOf: Record<string, keyof ClosureFieldErrors> = { starts_at: 'startsAt', ends_at: 'endsAt', location_ids: 'locationIds', reason: 'reason' };

/**
 * Spec §8 422 `errors` (keys by dotted path, snake_case) as the form's fields' first messages: `location_ids.2`
 * belongs to the locations; a key of no field goes to `form`.
 */
export function closureFieldErrors(errors: Readonly<Record<string, readonly string[]>>): ClosureFieldErrors {
  const found: ClosureFieldErrors = {};
  for (const [path, list] of Object.entries(errors)) {
    const field = fieldOf[path.split('.')[0]!] ?? 'form';
    if (found[field] === undefined && list[0] !== undefined) found[field] = list[0];
  }
  return found;
}

/** The POST body of a filled form (a blank reason: none), or the fields' messages when the contract refuses it. */
export function closureRequest(form: ClosureFormValues): { input: ClosureInput; errors: null } | { input: null; errors: ClosureFieldErrors } {
  const body = { starts_at: wallTimeOfInput(form.startsAt), ends_at: wallTimeOfInput(form.endsAt), location_ids: [...new Set(form.locationIds)], reason: form.reason.trim() || null };
  const parsed = closureBodySchema.safeParse(body);
  if (!parsed.success) return { input: null, errors: closureFieldErrors(fieldErrorsOf(parsed.error.issues, 'form')) };
  const { starts_at: startsAt, ends_at: endsAt, location_ids: locationIds, reason } = parsed.data;
  return { input: { startsAt, endsAt, locationIds, reason }, errors: null };
}

/** Whether a closure is still to come, in force, or over, at the venue's wall time now ('YYYY-MM-DD HH:MM:SS'). */
export function closureState(closure: { startsAt: string; endsAt: string }, venueNow: string): 'upcoming' | 'current' | 'ended' {
  if (closure.endsAt <= venueNow) return 'ended';
  return closure.startsAt <= venueNow ? 'current' : 'upcoming';
}

/**
 * The locations a venue's activities use (spec §3 Activity locations at the venue: a root's are its sub activities'
 * together): each once, by name — the places a closure can name.
 */
export function venueLocations(activities: ReadonlyArray<{ locations: ReadonlyArray<{ id: number | string; name: string }> }>): Array<{ id: number; name: string }> {
  const byId = new Map<number, string>();
  for (const location of activities.flatMap((a) => a.locations)) {
    const id = Number(location.id);
    if (Number.isInteger(id) && id > 0 && !byId.has(id)) byId.set(id, location.name);
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** The names of the places a closure shuts, or null when it names none (spec §3: the whole venue); unknown ids by `unknown`. */
export function closurePlaces(locationIds: readonly number[], locations: ReadonlyArray<{ id: number; name: string }>, unknown: (id: number) => string): string[] | null {
  if (locationIds.length === 0) return null;
  return locationIds.map((id) => locations.find((l) => l.id === id)?.name ?? unknown(id));
}
