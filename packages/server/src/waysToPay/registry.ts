import { accountCredit } from './accountCredit';
import { discountCode } from './discountCode';
import { memberBenefit } from './memberBenefit';
import { packageUse } from './packageUse';
import type { CartItemRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import type { WayToPay } from './wayToPay';

/**
 * Every way to pay for or adjust a basket line, in the order their hooks run: the one list cart and checkout call. A
 * new way (a gift voucher) is a new file and one line here (docs/architecture.md, "Adding a way to pay").
 */
export const waysToPay: WayToPay[] = [memberBenefit, packageUse, discountCode, accountCredit];

/** The way the basket's removal call names (benefit, package), if one goes by that name and can be taken off. */
export const removableWay = (name: string): WayToPay | undefined => waysToPay.find((way) => way.name === name && way.removeFrom && way.isOn);

/** The way the basket's apply call names (package), if one goes by that name and can be applied on request. */
export const appliableWay = (name: string): WayToPay | undefined => waysToPay.find((way) => way.name === name && way.applyTo && way.isOn);

/** By line, the names of the ways that could be applied to it now (the basket's can_apply); lines with none are left out. */
export async function applicableWays(scope: TenantDb, lines: readonly CartItemRow[], now: Date): Promise<Map<number, string[]>> {
  const byLine = new Map<number, string[]>();
  for (const way of waysToPay) {
    if (!way.couldApply || lines.length === 0) continue;
    for (const id of await way.couldApply(scope, lines, now)) byLine.set(id, [...(byLine.get(id) ?? []), way.name]);
  }
  return byLine;
}
