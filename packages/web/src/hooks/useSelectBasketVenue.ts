import { basketVenueToSelect, selectVenue, type Cart, type SelectedVenueStore } from '@courtside/core';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';

/**
 * Spec §2 selected venue: a basket reached with no venue chosen (a waitlist offer's link, a new device) takes its first
 * item's venue (core's basketVenueToSelect), so the basket, checkout and confirmation show that venue's theme and
 * footer. A venue the customer chose stays chosen. Made by the hook below as the basket is shown, and by the app before
 * it takes a basket page's first view over (app/customerView.ts; the server drew it in that venue's theme).
 */
export function selectBasketVenue(selectedVenue: SelectedVenueStore, cart: Cart | null | undefined): void {
  const venue = basketVenueToSelect(selectedVenue.venueSlug, cart?.items);
  if (venue) selectVenue(selectedVenue, venue);
}

export function useSelectBasketVenue(cart: Cart | null): void {
  const { selectedVenue } = useApp();
  const chosen = useSnapshot(selectedVenue).venueSlug;
  useEffect(() => {
    if (!chosen) selectBasketVenue(selectedVenue, cart);
  }, [chosen, cart, selectedVenue]);
}
