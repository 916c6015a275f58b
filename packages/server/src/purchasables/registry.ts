import type { BasketItemPayload, CartableType } from '@courtside/core';
import type { PurchasableKind } from './purchasable';
import { guestPassKind } from './guestPassKind';
import { membershipKind } from './membershipKind';
import { packageKind } from './packageKind';
import { campKind, courseKind } from './programmeKind';
import { sessionKind } from './sessionKind';

/**
 * Every kind a basket can hold, by spec §3 purchasable_type: the one table cart and checkout look a kind up in.
 * A new kind is a new `PurchasableKind` file and one line here (docs/architecture.md, "Adding a purchasable kind").
 */
export const purchasableKinds: Partial<Record<BasketItemPayload['purchasable_type'], PurchasableKind>> = {
  occurrence: sessionKind,
  camp: campKind,
  course: courseKind,
  pricing_option: packageKind,
  membership: membershipKind,
  guest_pass: guestPassKind,
};

/** The kind the older add payload means by a cartable_type (spec §7 POST /api/checkout/cart/add), if any sells it. */
export const kindOfLegacy = (type: CartableType): PurchasableKind | undefined => Object.values(purchasableKinds).find((kind) => kind.legacyTypes?.includes(type));

/** The kind of a stored cart line (its purchasable_type column); unknown types have none. */
export const kindOf = (type: string): PurchasableKind | undefined => purchasableKinds[type as BasketItemPayload['purchasable_type']];
