/** Spec §9 "Add/remove cart actions … delayed 250 ms". Alone, so the browse pages' add does not bring the cart's queries. */
export const CART_ACTION_DELAY_MS = 250;
