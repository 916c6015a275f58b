import { messages } from '@courtside/core';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { HttpError } from '../http/httpError';
import { creditAmount } from '../checkout/payments';
import type { WayToPay } from './wayToPay';

/**
 * Account credit (spec §3 credits, §7 POST /api/credits/apply): reserved on the cart before payment, and taken from the
 * customer's balance at the sale — only while the balance covers it (else 422 and no order).
 */
export const accountCredit: WayToPay = {
  name: 'credit',
  async settle(tx, sale) {
    const credit = creditAmount(sale.payments);
    if (credit <= 0) return;
    const paid = await tx.db
      .update(users)
      .set({ creditBalance: sql`${users.creditBalance} - ${credit}` })
      .where(tx.owned(users, eq(users.id, sale.customerId), sql`${users.creditBalance} >= ${credit}`))
      .returning({ id: users.id });
    if (paid.length === 0) throw new HttpError(422, messages.creditFailed);
  },
};
