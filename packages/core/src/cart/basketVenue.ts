// What a basket says of its venue, apart from its cards (basketCards.ts) and their date formatting, so the app's entry
// can settle the selected venue before it takes a basket page over without carrying them.
import type { BasketCartItem } from './basketCards';

/** A basket's items in the order it shows them: by sort_by, ties keeping the cart's order. */
export const inBasketOrder = (items: readonly BasketCartItem[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sortBy - b.item.sortBy || a.index - b.index)
    .map(({ item }) => item);

/**
 * Spec §2 selected venue: the venue a basket reached with no venue chosen (from a mail's link, say) belongs to — its
 * first item's with a venue — so its theme and footer are the venue's, not the tenant's first's.
 */
export function basketVenueSlug(items: readonly BasketCartItem[]): string | null {
  return inBasketOrder(items).find((item) => item.cartableResource.venueSlug)?.cartableResource.venueSlug ?? null;
}

/**
 * Spec §2 selected venue: the venue a basket makes the selected one — its first item's, when none is chosen (a waitlist
 * offer's link, a new device); null when a venue is chosen already or the basket names none.
 */
export function basketVenueToSelect(chosen: string | null, items: readonly BasketCartItem[] | undefined): string | null {
  return chosen === null && items ? basketVenueSlug(items) : null;
}
