import { cashUpDifference, closeTill, formatMoney, formatVenueDate, formatVenueTime, MAX_TILL_AMOUNT, openTill, parseTillAmount, tillKeys, tillQueries, type TillSession } from '@courtside/core';
import type { TillSummaryView } from '@courtside/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useAuthUser } from '../account/useAccount';
import { useTenantCurrency, useVenues } from '../hooks/useShell';

/** A till's sums and times as the till shows them: the tenant's currency, the staff member's home venue's clock. */
function useTillFormat() {
  const currency = useTenantCurrency();
  const venues = useVenues().data ?? [];
  const home = useAuthUser().data?.homeVenueSlug;
  const timeZone = (venues.find((v) => v.slug === home) ?? venues[0])?.timezone ?? null;
  const money = (minor: number) => formatMoney(minor, { currency: currency.code, symbol: currency.symbol });
  // Until the venues are read there is no venue clock to tell the time by.
  const time = (iso: string) => (timeZone ? formatVenueTime(new Date(iso), timeZone) : '');
  /** A moment that may fall on another day (a checkout link's expiry): spec §9's long date and the time. */
  const dateTime = (iso: string) => (timeZone ? `${formatVenueDate(iso, timeZone)} ${formatVenueTime(new Date(iso), timeZone)}` : '');
  return { money, time, dateTime };
}

/**
 * The signed-in staff member's till (spec §6 requiresTillToOpen): the open session, opening it with a float and closing
 * it with the cash counted (the amounts typed read by core's parseTillAmount), and the last cash-up.
 */
export function useTill(enabled: boolean) {
  const { api } = useApp();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { money, time, dateTime } = useTillFormat();
  const till = useQuery({ ...tillQueries.till(api), enabled });
  const [floatError, setFloatError] = useState<string | null>(null);
  const [countedError, setCountedError] = useState<string | null>(null);
  const [closed, setClosed] = useState<TillSession | null>(null);
  const open = useMutation({ mutationFn: (float: number) => openTill(api, float), onSuccess: (session) => queryClient.setQueryData(tillKeys.till(), session) });
  const close = useMutation({
    mutationFn: (counted: number) => closeTill(api, counted),
    onSuccess: (session) => {
      queryClient.setQueryData(tillKeys.till(), null);
      setClosed(session);
    },
  });
  const amount = (text: string, setError: (message: string | null) => void) => {
    const minor = parseTillAmount(text, MAX_TILL_AMOUNT);
    setError(minor === null ? t('till.status.amountInvalid') : null);
    return minor;
  };
  const session = till.data ?? null;
  // Core says over, short or exact; the summary says it in words with the amount unsigned.
  const difference = (minor: number) => {
    const { outcome, amount } = cashUpDifference(minor);
    return t(`till.summary.${outcome}`, { amount: money(amount) });
  };
  const summary: TillSummaryView | null = closed
    ? {
        openedAt: time(closed.openedAt),
        closedAt: closed.closedAt ? time(closed.closedAt) : '',
        float: money(closed.float),
        cashTaken: money(closed.cashTaken),
        expected: money(closed.expected),
        counted: money(closed.counted ?? 0),
        difference: difference(closed.difference ?? 0),
        orders: closed.orders,
      }
    : null;
  const failure = open.error ?? close.error;
  return {
    isOpen: session !== null,
    view: {
      state: till.isPending ? ('loading' as const) : session ? ('open' as const) : ('closed' as const),
      openedAt: session ? time(session.openedAt) : undefined,
      float: session ? money(session.float) : undefined,
      cashTaken: session ? money(session.cashTaken) : undefined,
      expected: session ? money(session.expected) : undefined,
      pending: open.isPending || close.isPending,
      error: failure ? failure.message : null,
      floatError,
      countedError,
      lastSummary: session ? null : summary,
      onOpen: (text: string) => {
        const float = amount(text, setFloatError);
        if (float !== null) open.mutate(float);
      },
      onClose: (text: string) => {
        const counted = amount(text, setCountedError);
        if (counted !== null) close.mutate(counted);
      },
    },
    money,
    time,
    dateTime,
  };
}
