import { guestPassBasketItem, type GuestPassOffer } from '@courtside/core';
import type { GuestPassOfferView } from '@courtside/ui';
import { useBasketAdd } from './useBasketAdd';

/** A venue's guest pass offer as ui's GuestPassShop shows it. */
export const guestPassOfferView = (offer: GuestPassOffer): GuestPassOfferView => ({ slug: offer.venue.slug, venueName: offer.venue.name, price: offer.price.formatted });

/** Buying guest passes from my-account: puts them in the customer's basket (purchasable_type guest_pass). */
export function useGuestPassPurchase() {
  const basket = useBasketAdd('online');
  const buy = (venueSlug: string, quantity: number) => basket.add([guestPassBasketItem(venueSlug, quantity)]);
  return { buy, pending: basket.pending, error: basket.error };
}
