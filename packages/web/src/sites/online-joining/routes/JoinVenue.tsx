import { bookingsPaths, onlineJoiningPaths } from '@courtside/core';
import { ErrorPage, MembershipPlans, NotFoundPage, PageSpinner } from '@courtside/ui';
import { Callout, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useMembershipPlans } from '../../../account/useMembershipPlans';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useVenues } from '../../../hooks/useShell';

export const handle: CrumbHandle = { crumb: (t) => t('account.join.title') };

/**
 * A centre's memberships on the online-joining site (the header's 'Buy a membership' with a centre selected): each plan
 * with its member prices. A signed-in customer joins, changes or renews straight into the basket and on to checkout; a
 * visitor goes to the plan's page to create their account first.
 */
export function Component() {
  const { t } = useTranslation();
  const { venueSlug = '' } = useParams();
  const navigate = useNavigate();
  const venues = useVenues();
  const venue = venues.data?.find((v) => v.slug === venueSlug);
  const plans = useMembershipPlans(venueSlug, venue?.timezone ?? null);
  if (venues.isPending || plans.state === 'loading') return <PageSpinner />;
  if (!venue) return <NotFoundPage homeHref={onlineJoiningPaths.home()} />;
  if (plans.state === 'error') return <ErrorPage onRetry={plans.retry} />;
  const choose = async (key: string) => {
    if (!plans.signedIn) return void navigate(onlineJoiningPaths.plan(venueSlug, key));
    if (await plans.addToBasket(key)) void navigate(bookingsPaths.basketCheckout());
  };
  return (
    <>
      <Heading as="h1" size="8" mb="2">
        {t('account.join.venueTitle', { venue: venue.name })}
      </Heading>
      <Text as="p" color="gray" mb="5">
        {t('account.join.venueIntro')}
      </Text>
      {plans.error ? (
        <Callout.Root color="red" role="alert" mb="4">
          <Callout.Text>{plans.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <MembershipPlans plans={plans.plans} pendingKey={plans.pendingKey} onChoose={(key) => void choose(key)} />
    </>
  );
}
