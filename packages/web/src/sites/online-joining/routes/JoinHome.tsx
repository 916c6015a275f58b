import { membershipQueries, onlineJoiningPaths } from '@courtside/core';
import { AccountPage, ErrorPage, PageSpinner, VenueList } from '@courtside/ui';
import { Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';

export const handle: CrumbHandle = { title: (t) => t('account.join.title') };

/** The online-joining site's root (spec §7 GET /venues/online-joining): the venues a customer can join at. */
export function Component() {
  const { t } = useTranslation();
  const { api } = useApp();
  const venues = useQuery(membershipQueries.joiningVenues(api));
  if (venues.isPending) return <PageSpinner />;
  if (venues.isError) return <ErrorPage onRetry={() => void venues.refetch()} />;
  const cards = venues.data.map((v) => ({ slug: v.slug, name: v.name, address: [v.address1, v.town, v.postcode].filter(Boolean).join(', '), href: onlineJoiningPaths.venue(v.slug) }));
  return (
    <AccountPage title={t('account.join.title')} intro={cards.length ? t('account.join.intro') : undefined} width="wide">
      {cards.length ? <VenueList venues={cards} linkLabel={(name) => t('account.join.joinAt', { name })} /> : <Text as="p">{t('account.join.unavailable')}</Text>}
    </AccountPage>
  );
}
