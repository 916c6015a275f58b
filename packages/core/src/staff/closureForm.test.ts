import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages';
import { closureFieldErrors, closurePlaces, closureRequest, closureState, venueLocations, wallTimeOfInput } from './closureForm';

const form = { startsAt: '2026-12-31T09:00', endsAt: '2026-12-31T17:30', locationIds: [7, 7, 3], reason: '  Roof repairs. ' };

describe('closure form', () => {
  it.each([
    ['2026-12-31T09:00', '2026-12-31 09:00:00'],
    ['2026-12-31T09:00:30', '2026-12-31 09:00:30'],
    ['', undefined],
    ['  ', undefined],
    ['tomorrow', 'tomorrow'],
  ])('reads the datetime-local %j as the wall time %j', (input, wall) => {
    expect(wallTimeOfInput(input)).toBe(wall);
  });

  it('sends venue wall times, each location once, and a trimmed reason', () => {
    expect(closureRequest(form)).toEqual({ input: { startsAt: '2026-12-31 09:00:00', endsAt: '2026-12-31 17:30:00', locationIds: [7, 3], reason: 'Roof repairs.' }, errors: null });
    expect(closureRequest({ ...form, locationIds: [], reason: ' ' }).input).toMatchObject({ locationIds: [], reason: null });
  });

  it('refuses what the server would, with its messages', () => {
    expect(closureRequest({ ...form, startsAt: '', endsAt: '' }).errors).toEqual({ startsAt: messages.required, endsAt: messages.required });
    expect(closureRequest({ ...form, endsAt: '2026-12-31T08:00' }).errors).toEqual({ endsAt: messages.staff.closureOrder });
    expect(closureRequest({ ...form, reason: 'x'.repeat(256) }).errors?.reason).toMatch(/255/);
  });

  it('puts the server\'s 422 errors beside their fields, the first message each', () => {
    expect(closureFieldErrors({ ends_at: ['a', 'b'], 'location_ids.1': ['c'], 'location_ids.2': ['d'], reason: [], body: ['e'] })).toEqual({ endsAt: 'a', locationIds: 'c', form: 'e' });
  });

  it.each([
    ['2026-12-31 08:59:59', 'upcoming'],
    ['2026-12-31 09:00:00', 'current'],
    ['2026-12-31 17:29:59', 'current'],
    ['2026-12-31 17:30:00', 'ended'],
  ] as const)('at %s a closure of 09:00–17:30 is %s', (now, state) => {
    expect(closureState({ startsAt: '2026-12-31 09:00:00', endsAt: '2026-12-31 17:30:00' }, now)).toBe(state);
  });

  it('lists a venue\'s locations, each hall before its courts, a court named with its hall', () => {
    const locations = [
      { id: 4, name: 'Court 2', parentId: 1 },
      { id: 1, name: 'Sports hall', parentId: null },
      { id: 3, name: 'Court 1', parentId: 1 },
      { id: 7, name: 'Studio', parentId: null },
      { id: 9, name: 'Lane 1', parentId: 44 },
    ];
    expect(venueLocations(locations)).toEqual([
      { id: 1, name: 'Sports hall' },
      { id: 4, name: 'Court 2 (Sports hall)' },
      { id: 3, name: 'Court 1 (Sports hall)' },
      { id: 7, name: 'Studio' },
      { id: 9, name: 'Lane 1' },
    ]);
    expect(venueLocations([])).toEqual([]);
  });

  it('stops at a location that is its own ancestor', () => {
    expect(venueLocations([{ id: 1, name: 'A', parentId: 2 }, { id: 2, name: 'B', parentId: 1 }])).toEqual([
      { id: 1, name: 'A (B)' },
      { id: 2, name: 'B (A)' },
    ]);
  });

  it('names the places a closure shuts; none named is the whole venue', () => {
    const locations = [{ id: 3, name: 'Studio' }];
    expect(closurePlaces([], locations, String)).toBeNull();
    expect(closurePlaces([3, 44], locations, (id) => `Location ${id}`)).toEqual(['Studio', 'Location 44']);
  });
});
