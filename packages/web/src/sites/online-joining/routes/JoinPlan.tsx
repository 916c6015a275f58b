import { bookingsPaths, onlineJoiningPaths } from '@courtside/core';
import { ErrorPage, MembershipPlans, NotFoundPage, PageSpinner, RegisterForm } from '@courtside/ui';
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useAuthUser, useOpenLogin } from '../../../account/useAccount';
import { useMembershipPlans } from '../../../account/useMembershipPlans';
import { useRegisterForm } from '../../../account/useRegisterForm';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useVenues } from '../../../hooks/useShell';

export const handle: CrumbHandle = { crumb: (t) => t('account.join.title') };

/**
 * Joining one plan: the plan, then for a visitor the onboarding form (spec §3 Onboarding data: personal, contact,
 * additional and emergency contact sections, password, terms) that creates the account with onboarding type membership;
 * the membership then goes into the same customer's basket and on to checkout. A customer already signed in continues
 * in one step.
 */
export function Component() {
  const { t } = useTranslation();
  const { venueSlug = '', planKey = '' } = useParams();
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const user = useAuthUser();
  const venue = useVenues().data?.find((v) => v.slug === venueSlug);
  const plans = useMembershipPlans(venueSlug, venue?.timezone ?? null);
  const toCheckout = async (owner?: number) => {
    if (await plans.addToBasket(planKey, owner)) void navigate(bookingsPaths.basketCheckout());
  };
  const form = useRegisterForm('membership', (userId) => toCheckout(userId));
  if (plans.state === 'loading') return <PageSpinner />;
  if (plans.state === 'error') return <ErrorPage onRetry={plans.retry} />;
  const plan = plans.plans.find((p) => p.key === planKey);
  if (!plan || !venue) return <NotFoundPage homeHref={onlineJoiningPaths.home()} />;
  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="8">
        {t('account.join.planTitle', { name: plan.name })}
      </Heading>
      <MembershipPlans plans={[{ ...plan, purchase: null }]} />
      {plans.error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{plans.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      {plans.signedIn ? (
        <Card size="3">
          <Flex direction="column" gap="3" align="start">
            <Text as="p">{t('account.join.signedInAs', { name: [user.data?.firstName, user.data?.lastName].filter(Boolean).join(' ') })}</Text>
            <Button size="3" onClick={() => void toCheckout()} disabled={plans.pendingKey !== null} aria-busy={plans.pendingKey !== null || undefined}>
              {t('account.join.continue')}
            </Button>
          </Flex>
        </Card>
      ) : (
        <Card size="3">
          <Heading as="h2" size="6" mb="1">
            {t('account.join.yourDetails')}
          </Heading>
          <Text as="p" color="gray" mb="4">
            {t('account.join.yourDetailsIntro')}
          </Text>
          <RegisterForm {...form} onLogin={openLogin} />
        </Card>
      )}
    </Flex>
  );
}
