import { catalogueQueries, packageBasketItem, type Package } from '@courtside/core';
import type { BookingAction } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useBasketAdd } from '../account/useBasketAdd';

/** A package's details as its booking page lists them: price, uses, what it covers, how long it lasts, where. */
export function packageDetails(pkg: Package, venueName: string, t: TFunction) {
  const k = (key: string, options?: Record<string, unknown>) => t(`account.packageBook.${key}`, options);
  return [
    { key: 'price', label: k('price'), value: pkg.price.formatted },
    { key: 'uses', label: k('uses'), value: pkg.contents.usages === null ? k('unlimited') : k('usesCount', { count: pkg.contents.usages }) },
    ...(pkg.contents.pricingOptions.length ? [{ key: 'covers', label: k('covers'), value: pkg.contents.pricingOptions.map((o) => o.name).join(', ') }] : []),
    { key: 'expiry', label: k('expiry'), value: pkg.expiry ? k(`expiryLength.${pkg.expiry.unit}`, { count: pkg.expiry.value }) : k('never') },
    { key: 'venue', label: k('venue'), value: pkg.venueRestriction === 'venue' ? k('venueOnly', { venue: venueName }) : k('group') },
  ];
}

/**
 * Spec §2 /packages/location/{venueSlug}/{packageId}/book: the package (spec §7 promotions read) and adding it to the
 * basket (spec §3: as its pricing option), with the spec §9 cart delay, the basket reloaded after, and the server's
 * refusal shown.
 */
export function usePackageBooking(venueSlug: string, packageId: string) {
  const { api } = useApp();
  const { t } = useTranslation();
  const read = useQuery({ ...catalogueQueries.packagePromotion(api, venueSlug, packageId), retry: false });
  const basket = useBasketAdd('activity-booking');
  const [pendingAction, setPendingAction] = useState<BookingAction | null>(null);
  const [added, setAdded] = useState(false);

  const submit = async (action: BookingAction): Promise<boolean> => {
    if (!read.data || pendingAction) return false;
    setPendingAction(action);
    const done = await basket.add([packageBasketItem(read.data.id)]);
    setPendingAction(null);
    if (done) setAdded(true);
    return done;
  };

  return {
    state: read.isPending ? ('loading' as const) : read.data ? ('ready' as const) : ('missing' as const),
    pkg: read.data ?? null,
    details: (venueName: string) => (read.data ? packageDetails(read.data, venueName, t) : []),
    pendingAction,
    added,
    error: basket.error,
    submit,
  };
}
