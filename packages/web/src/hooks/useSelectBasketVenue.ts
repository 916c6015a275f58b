import { basketVenueSlug, selectVenue, type Cart } from '@courtside/core';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';

/**
 * Spec §2 selected venue: a basket reached with no venue chosen (a waitlist offer's link, a new device) takes its first
 * item's venue, so the basket, checkout and confirmation show that venue's theme and footer. A venue the customer chose
 * stays chosen.
 */
export function useSelectBasketVenue(cart: Cart | null): void {
  const { selectedVenue } = useApp();
  const chosen = useSnapshot(selectedVenue).venueSlug;
  const slug = cart ? basketVenueSlug(cart.items) : null;
  useEffect(() => {
    if (!chosen && slug) selectVenue(selectedVenue, slug);
  }, [chosen, slug, selectedVenue]);
}
