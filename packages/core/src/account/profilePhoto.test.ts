import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_MAX_BYTES, profilePhotoProblem, sniffImageType } from './profilePhoto';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

describe('sniffImageType', () => {
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['WebP', bytes(...text('RIFF'), 1, 2, 3, 4, ...text('WEBPVP8 ')), 'image/webp'],
    ['GIF', bytes(...text('GIF89a')), null],
    ['SVG (text)', bytes(...text('<svg xmlns=')), null],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e), null],
    ['nothing', bytes(), null],
  ] as const)('%s → %s', (_, head, type) => expect(sniffImageType(head)).toBe(type));
});

describe('profilePhotoProblem', () => {
  it('accepts PNG, JPEG and WebP up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(profilePhotoProblem({ type, size: PROFILE_PHOTO_MAX_BYTES })).toBeNull();
  });
  it('refuses another type, and a byte over the limit', () => {
    expect(profilePhotoProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(profilePhotoProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(profilePhotoProblem({ type: 'image/png', size: PROFILE_PHOTO_MAX_BYTES + 1 })).toBe('size');
  });
});
