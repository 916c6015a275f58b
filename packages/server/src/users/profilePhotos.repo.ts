import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { profilePhotos, users } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** Where a photo is served (spec §3 profile_picture_url): its token, new with every upload so caches never go stale. */
export const profilePhotoPath = (token: string) => `/api/v1/profile-photos/${token}`;

/** Saves the customer's photo (replacing any) and points their profile_picture_url at it, in one transaction. */
export async function saveProfilePhoto(scope: TenantDb, userId: number, contentType: string, data: Uint8Array, now: Date): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await requireTenant(scope).transaction(async (tx) => {
    const row = { tenantId: tx.tenantId, userId, token, contentType, data, updatedAt: now };
    await tx.db.insert(profilePhotos).values(row).onConflictDoUpdate({ target: profilePhotos.userId, set: { token, contentType, data, updatedAt: now } });
    await tx.db.update(users).set({ profilePictureUrl: profilePhotoPath(token) }).where(tx.owned(users, eq(users.id, userId)));
  });
}

/** Removes the customer's photo and their profile_picture_url. */
export async function removeProfilePhoto(scope: TenantDb, userId: number): Promise<void> {
  await requireTenant(scope).transaction(async (tx) => {
    await tx.db.delete(profilePhotos).where(tx.owned(profilePhotos, eq(profilePhotos.userId, userId)));
    await tx.db.update(users).set({ profilePictureUrl: null }).where(tx.owned(users, eq(users.id, userId)));
  });
}

/** The tenant's photo with this token; another tenant's is never found. */
export async function findProfilePhoto(scope: TenantDb, token: string) {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db.select({ contentType: profilePhotos.contentType, data: profilePhotos.data }).from(profilePhotos).where(and(eq(profilePhotos.tenantId, tenantId), eq(profilePhotos.token, token)));
  return row;
}
