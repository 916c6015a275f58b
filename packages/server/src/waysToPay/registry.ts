import { accountCredit } from './accountCredit';
import { discountCode } from './discountCode';
import { memberBenefit } from './memberBenefit';
import { packageUse } from './packageUse';
import type { WayToPay } from './wayToPay';

/**
 * Every way to pay for or adjust a basket line, in the order their hooks run: the one list cart and checkout call. A
 * new way (a gift voucher) is a new file and one line here (docs/architecture.md, "Adding a way to pay").
 */
export const waysToPay: WayToPay[] = [memberBenefit, packageUse, discountCode, accountCredit];

/** The way the basket's removal call names (benefit, package), if one goes by that name and can be taken off. */
export const removableWay = (name: string): WayToPay | undefined => waysToPay.find((way) => way.name === name && way.removeFrom && way.isOn);
