import { and, eq, gt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { checkoutLinks, users } from '../db/schema';

/** How long a checkout link pays its basket (spec §2 /checkout/{checkoutId}; the spec leaves the length open). */
export const checkoutLinkHours = 24;

export interface CheckoutLinkRow {
  id: number;
  publicId: string;
  userId: number;
  expiresAt: Date;
  customerName: string;
}

/** A new link paying `userId`'s online basket; answers it with its token (only the hash is stored). */
export async function createCheckoutLink(db: Db, link: { tenantId: number; userId: number; createdByUserId: number; now: Date }) {
  const token = newToken();
  const publicId = randomBytes(16).toString('base64url');
  const expiresAt = new Date(link.now.getTime() + checkoutLinkHours * 3_600_000);
  await db.insert(checkoutLinks).values({ ...link, publicId, tokenHash: hashToken(token), expiresAt, createdAt: link.now });
  return { publicId, token, expiresAt };
}

/** The unexpired link a checkout token names in this tenant, with its customer's name; null for any other token. */
export async function findLiveCheckoutLink(db: Db, tenantId: number, token: string, now: Date): Promise<CheckoutLinkRow | null> {
  const [row] = await db
    .select({ id: checkoutLinks.id, publicId: checkoutLinks.publicId, userId: checkoutLinks.userId, expiresAt: checkoutLinks.expiresAt, first: users.firstName, last: users.lastName })
    .from(checkoutLinks)
    .innerJoin(users, eq(users.id, checkoutLinks.userId))
    .where(and(eq(checkoutLinks.tokenHash, hashToken(token)), eq(checkoutLinks.tenantId, tenantId), gt(checkoutLinks.expiresAt, now)))
    .limit(1);
  return row ? { id: row.id, publicId: row.publicId, userId: row.userId, expiresAt: row.expiresAt, customerName: `${row.first} ${row.last}`.trim() } : null;
}
