import { messages, type TillSessionWire } from '@courtside/core';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { closeSession, insertSession, insertTerminalPayment, openSessionOf, tillSessionWire } from './till.repo';

const texts = messages.till;

/** Opens the staff member's till with the float in the drawer; one open at a time (422). */
export async function openTill(scope: TenantDb, staffUserId: number, float: number, now: Date): Promise<TillSessionWire> {
  return scope.transaction(async (tx) => {
    if (await openSessionOf(tx, staffUserId, true)) throw new HttpError(422, texts.alreadyOpen);
    try {
      return await tillSessionWire(tx, await insertSession(tx, staffUserId, float, now));
    } catch (error) {
      // Two opens at once: the partial unique index lets one through.
      if ((error as { code?: string }).code === '23505') throw new HttpError(422, texts.alreadyOpen);
      throw error;
    }
  });
}

/** Closes the staff member's open till with the cash counted; answers the cash-up (422 with none open). */
export async function closeTill(scope: TenantDb, staffUserId: number, counted: number, now: Date): Promise<TillSessionWire> {
  return scope.transaction(async (tx) => {
    const open = await openSessionOf(tx, staffUserId, true);
    if (!open) throw new HttpError(422, texts.notOpen);
    return tillSessionWire(tx, await closeSession(tx, open.id, counted, now));
  });
}

/**
 * The sandbox's card terminal (card at the till never keys card data into the app): the amount goes to the terminal,
 * which answers approved — or declined for an amount ending in 13p, the sandbox's way to try a decline.
 */
export async function chargeTerminal(scope: TenantDb, staffUserId: number, amount: number, now: Date) {
  const status = amount % 100 === 13 ? 'declined' : 'approved';
  const row = await insertTerminalPayment(scope, staffUserId, amount, status, now);
  return { terminal_payment_id: row.id, amount: row.amount, status: row.status };
}
