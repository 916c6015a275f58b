import { createHash } from 'node:crypto';

// Deterministic identities and chances for the demo timetable: the same natural key always gives the same value,
// so running the seed again (or on another machine) writes the same rows.

const digest = (algorithm: 'sha1' | 'sha256', parts: ReadonlyArray<string | number>) =>
  createHash(algorithm).update(parts.join('\u0000')).digest();

/** A name-based (version 5 layout) uuid for a natural key. */
export function seededUuid(...parts: Array<string | number>): string {
  const bytes = digest('sha1', ['courtside', ...parts]).subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A spec §5 occurrence id: 34 characters of letters, digits, '_' and '-'. Like a ULID it starts with the time (minutes
 * since 1970 in base 36), so ids sort by start and a large insert appends to the index instead of splitting it.
 */
export function occurrencePublicId(startsAt: Date, ...parts: Array<string | number>): string {
  const time = Math.floor(startsAt.getTime() / 60_000).toString(36).padStart(8, '0');
  return `${time}${digest('sha256', parts).toString('base64url').slice(0, 26)}`;
}

/** A stable number in [0, 1) for a natural key (the seed's dice). */
export function chance(...parts: Array<string | number>): number {
  return digest('sha1', parts).readUInt32BE(0) / 2 ** 32;
}
