import { messages } from '@courtside/core';
import { RequestValidationError } from '../http/httpError';
import { fieldError } from '../auth/fieldError';

/** How long a refusal is kept: a lapsed basket hold frees a place with no event, so this bounds how long it goes unseen. */
export const SOLD_OUT_KEEP_MS = 2_000;

/**
 * Issue 17 (the opening rush): what a claim has just found full. When a popular camp sells out, hundreds of buyers
 * are still queued for a claim slot (adds run 8 at a time) only to be told 'already full'; the next ones are told at
 * once instead, before they queue. A refusal is kept for `keepMs`, per tenant, channel and item, and only for as many
 * places as were asked for (one place may be left where two were refused); a freed place forgets the tenant's.
 * Only ever refuses: an add it lets through is claimed under the row lock as before, so it can never oversell.
 */
export interface SoldOutMemo {
  /** True when `item` was refused as full at least as large, on this channel, within the last moment. */
  refuses(tenantId: number, channel: string, item: SoldOutItem): boolean;
  /** Keeps a full refusal of `item`. */
  remember(tenantId: number, channel: string, item: SoldOutItem): void;
  /** Forgets every refusal of a tenant (a place was freed). */
  forget(tenantId: number): void;
}

export interface SoldOutItem {
  purchasable_type: string;
  purchasable_id: string | number;
  quantity: number;
}

const keyOf = (tenantId: number, channel: string, item: SoldOutItem) => `${tenantId}:${channel}:${item.purchasable_type}:${item.purchasable_id}`;

export function createSoldOutMemo(nowMs: () => number, keepMs = SOLD_OUT_KEEP_MS): SoldOutMemo {
  const refused = new Map<string, { quantity: number; until: number }>();
  return {
    refuses(tenantId, channel, item) {
      const key = keyOf(tenantId, channel, item);
      const entry = refused.get(key);
      if (!entry) return false;
      if (entry.until <= nowMs()) {
        refused.delete(key);
        return false;
      }
      return item.quantity >= entry.quantity;
    },
    remember(tenantId, channel, item) {
      const key = keyOf(tenantId, channel, item);
      const quantity = Math.min(item.quantity, refused.get(key)?.quantity ?? Number.POSITIVE_INFINITY);
      refused.set(key, { quantity, until: nowMs() + keepMs });
    },
    forget(tenantId) {
      for (const key of [...refused.keys()]) if (key.startsWith(`${tenantId}:`)) refused.delete(key);
    },
  };
}

/** True for the add's 'already full' refusal of its one item (the refusal the memo keeps). */
export function isFullRefusal(error: unknown): boolean {
  return error instanceof RequestValidationError && error.message === messages.sessionFull && Object.keys(error.errors).length === 1;
}

/** What an add in the waiting room asked for: its one item, on its channel (http/waitingRoom.ts `want`). */
export interface SoldOutWant {
  channel: string;
  item: SoldOutItem;
}

/** The waiting room's `goneBy` for adds: an ask in line for what has just sold out is refused at once with the spec's text. */
export function refuseSoldOut(memo: SoldOutMemo, tenantId: number, want: unknown): void {
  const { channel, item } = (want ?? {}) as Partial<SoldOutWant>;
  if (channel && item && memo.refuses(tenantId, channel, item)) throw fieldError('items.0', messages.sessionFull);
}
