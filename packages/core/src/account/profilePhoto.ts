// My details' profile photo (spec §3 User profile_picture_url / profilePhoto): what may be uploaded.

/** The largest photo accepted, in bytes (ours: a face, not a poster; it fits in one JSON body). */
export const PROFILE_PHOTO_MAX_BYTES = 512 * 1024;
/** The image types a profile photo may be. */
export const profilePhotoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProfilePhotoType = (typeof profilePhotoTypes)[number];

/** The type an image's first bytes say it is (PNG, JPEG or WebP signatures), or null for anything else. */
export function sniffImageType(head: Uint8Array): ProfilePhotoType | null {
  const at = (i: number) => head[i] ?? -1;
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...Array.from({ length: to - from }, (_, i) => at(from + i)));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Why a file cannot be the profile photo (a key of core's `messages.profilePhoto`), or null: a type other than PNG, JPEG
 * or WebP, or more than PROFILE_PHOTO_MAX_BYTES. The web app asks before sending; the server asks again of the bytes.
 */
export function profilePhotoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(profilePhotoTypes as readonly string[]).includes(file.type)) return 'type';
  return file.size > PROFILE_PHOTO_MAX_BYTES ? 'size' : null;
}
