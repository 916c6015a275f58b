import { messages } from '@courtside/core';
import { RequestValidationError } from '../http/httpError';
import { fieldError } from '../auth/fieldError';
import type { TenantDb } from '../db/tenantDb';
import { earliestHoldLapse } from './holds';

/** How long a refusal is kept when nothing tells when a place could next appear (no `until` given). */
export const SOLD_OUT_KEEP_MS = 2_000;

/**
 * The longest a refusal is kept, whatever `until` says: a place can appear with no event of its own (a session's
 * capacity raised by staff, a camp day starting), and this bounds how long that goes unseen while adds queue.
 */
export const SOLD_OUT_MAX_KEEP_MS = 30_000;

/**
 * The opening rush: what a claim has just found full. When a popular camp sells out, hundreds of buyers
 * are still queued for a claim slot (adds run 8 at a time) only to be told 'already full'; the next ones are told at
 * once instead, before they queue. A refusal is kept per tenant, channel and item (for how long: below), and only for as many
 * places as were asked for (one place may be left where two were refused); a freed place forgets the tenant's.
 * Only ever refuses: an add it lets through is claimed under the row lock as before, so it can never oversell.
 *
 * How long: a full item gains a place only when one is freed (which publishes placeFreed: `forget`) or when a basket
 * hold lapses (which publishes nothing). So a refusal told the earliest moment any of the tenant's holds can lapse
 * (`until`, cart/holds.ts `earliestHoldLapse`) is kept until then — capped at `SOLD_OUT_MAX_KEEP_MS` — and a line of
 * losers after a sell-out is told 'full' on its next ask instead of waiting for its turn to hear it.
 */
export interface SoldOutMemo {
  /** True when `item` was refused as full at least as large, on this channel, and that refusal is still kept. */
  refuses(tenantId: number, channel: string, item: SoldOutItem): boolean;
  /**
   * Keeps a full refusal of `item`: until `until` (no place can appear before then but by an event), capped at the
   * longest keep; without it for the short keep. An entry still kept keeps its end when that is later.
   */
  remember(tenantId: number, channel: string, item: SoldOutItem, until?: number): void;
  /** Whether a refusal of `item` is kept now, for any quantity (so its end need not be looked up again). */
  keeps(tenantId: number, channel: string, item: SoldOutItem): boolean;
  /** Forgets every refusal of a tenant (a place was freed), or of every tenant (freed places may have gone unheard). */
  forget(tenantId?: number): void;
}

export interface SoldOutItem {
  purchasable_type: string;
  purchasable_id: string | number;
  quantity: number;
}

const keyOf = (tenantId: number, channel: string, item: SoldOutItem) => `${tenantId}:${channel}:${item.purchasable_type}:${item.purchasable_id}`;

export function createSoldOutMemo(nowMs: () => number, keepMs = SOLD_OUT_KEEP_MS, maxKeepMs = SOLD_OUT_MAX_KEEP_MS): SoldOutMemo {
  const refused = new Map<string, { quantity: number; until: number }>();
  const live = (key: string) => {
    const entry = refused.get(key);
    if (entry && entry.until <= nowMs()) refused.delete(key);
    return entry && entry.until > nowMs() ? entry : undefined;
  };
  return {
    refuses(tenantId, channel, item) {
      const entry = live(keyOf(tenantId, channel, item));
      return entry !== undefined && item.quantity >= entry.quantity;
    },
    keeps: (tenantId, channel, item) => live(keyOf(tenantId, channel, item)) !== undefined,
    remember(tenantId, channel, item, until) {
      const key = keyOf(tenantId, channel, item);
      const now = nowMs();
      const kept = live(key);
      const end = Math.max(kept?.until ?? 0, Math.min(now + maxKeepMs, until ?? now + keepMs));
      refused.set(key, { quantity: Math.min(item.quantity, kept?.quantity ?? Number.POSITIVE_INFINITY), until: end });
    },
    forget(tenantId) {
      if (tenantId === undefined) refused.clear();
      else for (const key of [...refused.keys()]) if (key.startsWith(`${tenantId}:`)) refused.delete(key);
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

/**
 * Keeps an add's full refusal until the tenant's earliest hold can lapse (looked up once per kept refusal, not per
 * refusal); should the look-up fail, for the short keep — the refusal itself stands either way.
 */
export async function keepRefusal(memo: SoldOutMemo, scope: TenantDb, now: Date, want: SoldOutWant): Promise<void> {
  const { tenantId } = scope;
  if (memo.keeps(tenantId, want.channel, want.item)) return memo.remember(tenantId, want.channel, want.item);
  const lapse = await earliestHoldLapse(scope, now).then(
    (at) => at?.getTime() ?? Number.POSITIVE_INFINITY,
    () => undefined,
  );
  memo.remember(tenantId, want.channel, want.item, lapse);
}
