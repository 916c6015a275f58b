import type { ClosureInput } from '../api/closures.api';
import { closureBodySchema } from '../contract/closure';
import { fieldErrorsOf } from '../errors/fieldErrors';

// The staff closure form: what a manager typed, checked by the same contract the server applies (so its messages are
// the server's), and the server's 422 field errors put back beside the fields.

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
 * The places a closure can name: every location of the venue (GET …/locations), each hall before its courts, a court
 * named with the hall it is in ('Court 3 (Sports hall)'); locations whose parent is not listed come last.
 */
export function venueLocations(locations: ReadonlyArray<{ id: number; name: string; parentId: number | null }>): Array<{ id: number; name: string }> {
  const byId = new Map(locations.map((l) => [l.id, l]));
  const label = (location: { id: number; name: string; parentId: number | null }) => {
    const parents: string[] = [];
    const seen = new Set<number>([location.id]);
    for (let id = location.parentId; id !== null && byId.has(id) && !seen.has(id); id = byId.get(id)!.parentId) {
      seen.add(id);
      parents.push(byId.get(id)!.name);
    }
    return parents.length > 0 ? `${location.name} (${parents.join(', ')})` : location.name;
  };
  const listed = new Set<number>();
  const out: Array<{ id: number; name: string }> = [];
  const visit = (parentId: number | null) => {
    for (const location of locations) {
      if (location.parentId !== parentId || listed.has(location.id)) continue;
      listed.add(location.id);
      out.push({ id: location.id, name: label(location) });
      visit(location.id);
    }
  };
  visit(null);
  for (const location of locations) {
    if (listed.has(location.id)) continue;
    listed.add(location.id);
    out.push({ id: location.id, name: label(location) });
  }
  return out;
}

/** The names of the places a closure shuts, or null when it names none (spec §3: the whole venue); unknown ids by `unknown`. */
export function closurePlaces(locationIds: readonly number[], locations: ReadonlyArray<{ id: number; name: string }>, unknown: (id: number) => string): string[] | null {
  if (locationIds.length === 0) return null;
  return locationIds.map((id) => locations.find((l) => l.id === id)?.name ?? unknown(id));
}
