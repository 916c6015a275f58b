import {
  accountQueries,
  formatLocalDate,
  formatVenueDate,
  type AccountMembership,
  type AccountPackage,
  type GuestPass,
} from '@courtside/core';
import type { HoldingAction, HoldingTone, HoldingView } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useSession } from './session';

/** A calendar date (YYYY-MM-DD) as the day it names. */
const day = (date: string) => formatLocalDate(date, 'short');
/** An instant on the customer's own calendar (a package has no venue day of its own). */
const instant = (iso: string) => formatVenueDate(iso, Intl.DateTimeFormat().resolvedOptions().timeZone, 'short');

const membershipTone = { active: 'green', upcoming: 'amber', expired: 'gray' } as const satisfies Record<AccountMembership['status'], HoldingTone>;
const packageTone = { active: 'green', used_up: 'amber', expired: 'gray' } as const satisfies Record<AccountPackage['status'], HoldingTone>;
const passTone = { available: 'green', used: 'gray', expired: 'gray' } as const satisfies Record<GuestPass['status'], HoldingTone>;

/**
 * A membership as my-account shows it: venue, dates, price for its length, and the renewal notice when due, with the
 * page's Renew action (`renew`: a button that puts the renewal in the basket) where core's renewalOffered allows one.
 */
export function membershipView(m: AccountMembership, t: TFunction, renew?: (m: AccountMembership, label: string) => HoldingAction | null): HoldingView {
  const k = (key: string, options?: Record<string, unknown>) => t(`account.myAccount.memberships.${key}`, options);
  const length = m.length ? k(`length.${m.length.unit}`, { count: m.length.value }) : null;
  return {
    id: m.plan,
    title: m.name,
    description: m.description,
    status: { label: k(`status.${m.status}`), tone: membershipTone[m.status] },
    details: [
      { key: 'venue', label: k('venue'), value: m.venue?.name ?? k('allVenues') },
      { key: 'period', label: k('period'), value: m.validTo ? k('range', { from: day(m.validFrom), to: day(m.validTo) }) : k('from', { date: day(m.validFrom) }) },
      { key: 'price', label: k('price'), value: length ? k('priceFor', { price: m.price.formatted, length }) : m.price.formatted },
    ],
    notice: m.renewalDue && m.validTo ? k('renewalDue', { date: day(m.validTo) }) : null,
    action: renew?.(m, k('renew', { name: m.name })) ?? null,
  };
}

/** How many uses a package has left, as a phrase ('7 of 10 left', 'Unlimited'). */
export const usagesText = (p: AccountPackage, t: TFunction) =>
  p.usagesTotal === null ? t('account.myAccount.packages.unlimited') : t('account.myAccount.packages.usagesLeft', { left: p.usagesLeft, total: p.usagesTotal });

/** A bought package as my-account shows it: uses left, what it covers, where, its expiry, and a link to buy it again. */
export function packageView(p: AccountPackage, t: TFunction, buyHref?: (venueSlug: string, packageId: number) => string): HoldingView {
  const k = (key: string, options?: Record<string, unknown>) => t(`account.myAccount.packages.${key}`, options);
  const title = p.package.friendlyName ?? p.package.name;
  const expiry = !p.expiresAt ? k('never') : k(p.status === 'expired' ? 'expired' : 'expires', { date: instant(p.expiresAt) });
  return {
    id: p.id,
    title,
    description: p.package.description,
    status: { label: k(`status.${p.status}`), tone: packageTone[p.status] },
    details: [
      { key: 'usages', label: k('usages'), value: usagesText(p, t) },
      { key: 'covers', label: k('covers'), value: p.package.contents.pricingOptions.map((o) => o.name).join(', ') },
      { key: 'venue', label: k('venue'), value: p.venue.name },
      { key: 'expiry', label: k('expiry'), value: `${expiry} · ${k('bought', { date: instant(p.purchasedAt) })}` },
    ],
    action: buyHref ? { label: k('buyAgain', { name: title }), href: buyHref(p.venue.slug, p.package.id) } : null,
  };
}

/** A guest pass as my-account shows it: where, when it is valid, and whom it was given to. */
export function guestPassView(p: GuestPass, t: TFunction): HoldingView {
  const k = (key: string, options?: Record<string, unknown>) => t(`account.myAccount.guestPasses.${key}`, options);
  return {
    id: p.id,
    title: k('reference', { reference: p.reference }),
    status: { label: k(`status.${p.status}`), tone: passTone[p.status] },
    details: [
      { key: 'venue', label: k('venue'), value: p.venue.name },
      { key: 'validity', label: k('validity'), value: k('validRange', { from: day(p.validFrom), to: day(p.validTo) }) },
      ...(p.guestName ? [{ key: 'guest', label: k('guest'), value: p.usedAt ? `${p.guestName} · ${k('usedOn', { date: instant(p.usedAt) })}` : p.guestName }] : []),
    ],
  };
}

/** The signed-in customer's memberships, packages or guest passes (their queries run only while signed in). */
export function useMemberships() {
  const { api } = useApp();
  const { token } = useSession();
  return useQuery(accountQueries.memberships(api, token));
}
/** Fair use: the signed-in customer's no-shows and the pause they bring (its notice is the server's, in core's words). */
export function useFairUse() {
  const { api } = useApp();
  const { token } = useSession();
  return useQuery(accountQueries.fairUse(api, token));
}
export function usePackages() {
  const { api } = useApp();
  const { token } = useSession();
  return useQuery(accountQueries.packages(api, token));
}
export function useGuestPasses() {
  const { api } = useApp();
  const { token } = useSession();
  return useQuery(accountQueries.guestPasses(api, token));
}

/** One holdings page's state and its items as views. */
export function useHoldingViews<T>(query: { data?: T[]; isError: boolean; refetch: () => unknown }, view: (item: T, t: TFunction) => HoldingView) {
  const { t } = useTranslation();
  return {
    state: query.isError ? ('error' as const) : query.data ? ('ready' as const) : ('loading' as const),
    retry: () => void query.refetch(),
    items: (query.data ?? []).map((item) => view(item, t)),
  };
}

/**
 * The dashboard's summary (spec §2 Dashboard: membership status, packages with usages left): the membership in force
 * (else the next, else none) with its renewal notice, and each active package with its uses left.
 */
export function useHoldingsSummary() {
  const { t } = useTranslation();
  const membershipsRead = useMemberships();
  const packagesRead = usePackages();
  const memberships = membershipsRead.data;
  const packages = packagesRead.data;
  const current = memberships?.find((m) => m.status === 'active') ?? memberships?.find((m) => m.status === 'upcoming');
  return {
    /** Either read is still on its way (an error is not pending: the summary then leaves that part out). */
    pending: membershipsRead.isPending || packagesRead.isPending,
    membership: memberships
      ? current
        ? t('account.myAccount.memberships.summary', { name: current.name, status: t(`account.myAccount.memberships.status.${current.status}`) })
        : t('account.myAccount.memberships.none')
      : null,
    renewalNotice: current?.renewalDue && current.validTo ? t('account.myAccount.memberships.renewalDue', { date: day(current.validTo) }) : null,
    packages: (packages ?? [])
      .filter((p) => p.status === 'active')
      .map((p) => ({ id: p.id, text: t('account.myAccount.packages.summary', { name: p.package.friendlyName ?? p.package.name, usages: usagesText(p, t) }) })),
  };
}
