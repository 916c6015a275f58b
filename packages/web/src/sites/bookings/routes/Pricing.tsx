import { onlineJoiningPaths } from '@courtside/core';
import { ErrorPage, MembershipPlans, PageSpinner } from '@courtside/ui';
import { Callout, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useIsStaff } from '../../../account/useAccount';
import { useMembershipPlans } from '../../../account/useMembershipPlans';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { followCrossSite } from '../../../app/crossSite';
import { siteHref } from '../../../app/siteHref';
import { useVenues } from '../../../hooks/useShell';
import { tillPaths } from '../../../till/tillPaths';

export const handle: CrumbHandle = { crumb: (t) => t('account.join.pricingTitle') };

/**
 * Spec §2 /pricing (Membership pricing; membership discounts): the plans offered at the selected venue (every plan with
 * none selected), what each costs and what its members pay for activities. Choosing one continues on the online-joining
 * site, the customer still signed in (core's crossSiteHref); staff at the till put it straight in the till's basket for
 * the customer they serve and go back to the till (front of house sells any item kind).
 */
export function Component() {
  const { t } = useTranslation();
  const app = useApp();
  const { site, selectedVenue } = app;
  const { venueSlug } = useSnapshot(selectedVenue);
  const isStaff = useIsStaff();
  const navigate = useNavigate();
  const venues = useVenues().data;
  const venue = venues?.find((v) => v.slug === venueSlug);
  // Without a chosen venue the plans of every venue show, by the first venue's calendar.
  const plans = useMembershipPlans(venue?.slug ?? null, (venue ?? venues?.[0])?.timezone ?? null);
  if (plans.state === 'loading') return <PageSpinner />;
  if (plans.state === 'error') return <ErrorPage onRetry={plans.retry} />;
  const join = async (key: string) => {
    if (isStaff) return void ((await plans.addToBasket(key)) && navigate(tillPaths.till()));
    const plan = plans.plan(key);
    const at = venue?.slug ?? plan?.venue?.slug;
    const href = siteHref(site, 'online-joining', at ? onlineJoiningPaths.plan(at, key) : onlineJoiningPaths.home());
    if (!followCrossSite(href, app)) window.location.assign(href);
  };
  return (
    <>
      <Heading as="h1" size="8" mb="2">
        {t('account.join.pricingTitle')}
      </Heading>
      <Text as="p" color="gray" mb="5">
        {venue ? t('account.join.venueTitle', { venue: venue.name }) : t('account.join.pricingIntro')}
      </Text>
      {plans.error ? (
        <Callout.Root color="red" role="alert" mb="4">
          <Callout.Text>{plans.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <MembershipPlans plans={plans.plans} pendingKey={plans.pendingKey} onChoose={(key) => void join(key)} />
    </>
  );
}
