import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashToken, newToken } from '../auth/tokens';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import { checkoutLinks, users } from '../db/schema';

/** How long a checkout link pays its basket (spec §2 /checkout/{checkoutId}; the spec leaves the length open). */
export const checkoutLinkHours = 24;

export interface CheckoutLinkRow {
  id: number;
  publicId: string;
  userId: number;
  expiresAt: Date;
  customerName: string;
  /** The contents hash of the basket the link pays (it pays that basket and nothing else). */
  itemHash: string | null;
  /** Whether the maker let it pay with the customer's account credit. */
  allowCredit: boolean;
  /** The order it paid, the only order it may read. */
  orderId: number | null;
}

/** A new link paying `userId`'s online basket as it is now (`itemHash`); answers it with its token (only the hash is stored). */
export async function createCheckoutLink(scope: TenantDb, link: { userId: number; createdByUserId: number; now: Date; itemHash: string; allowCredit: boolean }) {
  const token = newToken();
  const publicId = randomBytes(16).toString('base64url');
  const expiresAt = new Date(link.now.getTime() + checkoutLinkHours * 3_600_000);
  await scope.db.insert(checkoutLinks).values({ ...link, tenantId: scope.tenantId, publicId, tokenHash: hashToken(token), expiresAt, createdAt: link.now });
  return { publicId, token, expiresAt };
}

/** Records the order a link paid: from then on it reads that order and pays nothing more. */
export async function markCheckoutLinkPaid(scope: TenantDb, linkId: number, orderId: number): Promise<void> {
  await scope.db.update(checkoutLinks).set({ orderId }).where(scope.owned(checkoutLinks, eq(checkoutLinks.id, linkId)));
}

/** The unexpired, unrevoked link a checkout token names in this tenant, with its customer's name; null for any other token. */
export async function findLiveCheckoutLink(scope: TenantDb, token: string, now: Date): Promise<CheckoutLinkRow | null> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db
    .select({
      id: checkoutLinks.id,
      publicId: checkoutLinks.publicId,
      userId: checkoutLinks.userId,
      expiresAt: checkoutLinks.expiresAt,
      itemHash: checkoutLinks.itemHash,
      allowCredit: checkoutLinks.allowCredit,
      orderId: checkoutLinks.orderId,
      first: users.firstName,
      last: users.lastName,
    })
    .from(checkoutLinks)
    .innerJoin(users, and(eq(users.id, checkoutLinks.userId), eq(users.tenantId, checkoutLinks.tenantId)))
    .where(and(eq(checkoutLinks.tokenHash, hashToken(token)), eq(checkoutLinks.tenantId, tenantId), gt(checkoutLinks.expiresAt, now), isNull(checkoutLinks.revokedAt)))
    .limit(1);
  if (!row) return null;
  const { first, last, ...link } = row;
  return { ...link, customerName: `${first} ${last}`.trim() };
}
