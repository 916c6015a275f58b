// Apart from the trail (programmeTrail.ts): a first view's prefetch asks which kind a path is, only a camp or course
// page draws the trail.

/** The two programme kinds of the spec §2 browse routes. */
export type ProgrammeKind = 'camp' | 'course';

/** Spec §2: the kind of a camp or course browse path (/camps/location/…, /courses/location/…), else null. */
export function programmePathKind(pathname: string): ProgrammeKind | null {
  if (pathname.startsWith('/camps/location/')) return 'camp';
  if (pathname.startsWith('/courses/location/')) return 'course';
  return null;
}
