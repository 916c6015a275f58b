import { describe, expect, it } from 'vitest';
import { programmePathKind } from './programmePathKind';

describe('programmePathKind (spec §2 camp and course routes)', () => {
  it.each([
    ['/camps/location/riverside', 'camp'],
    ['/camps/location/riverside/multi/timetable/summer', 'camp'],
    ['/courses/location/riverside/swim', 'course'],
    ['/location/riverside/camps', null],
    ['/camps', null],
  ] as const)('%s → %s', (path, kind) => expect(programmePathKind(path)).toBe(kind));
});
