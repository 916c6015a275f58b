import { messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { cartItems } from '../db/schema';
import type { WayToPay } from './wayToPay';

/**
 * A membership benefit's price (spec §3 benefit_applied): the line's kind prices it at the check, and spec §7 benefit
 * removal takes it off — the line goes back to its standard price (under a package's use, the price it returns to).
 */
export const memberBenefit: WayToPay = {
  name: 'benefit',
  isOn: (line) => line.benefitApplied,
  notOnMessage: messages.cart.noBenefit,
  async removeFrom(tx, line) {
    const change = line.packageApplied ? { unpackagedUnitPrice: line.standardUnitPrice } : { unitPrice: line.standardUnitPrice };
    await tx.db.update(cartItems).set({ benefitApplied: false, ...change }).where(tx.owned(cartItems, eq(cartItems.id, line.id)));
  },
};
