import { myAccountPaths } from '@courtside/core';
import { AccountBookingList, AppLink, ConfirmDialog, ErrorPage, PageSpinner } from '@courtside/ui';
import { Callout, Card, DataList, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useAccountBookings } from '../../../account/useAccountBookings';
import { useFairUse, useHoldingsSummary } from '../../../account/useHoldings';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { siteHref } from '../../../app/siteHref';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.dashboardTitle') };

/** How many upcoming bookings the dashboard shows before 'See all bookings'. */
const SHOWN = 3;

/**
 * Spec §2 my-account Dashboard (/): a greeting, any outstanding penalty and what to do, a no-show pause (fair use), the credit, the membership and
 * its renewal, the packages with uses left, and the next bookings.
 */
export function Component() {
  const { t } = useTranslation();
  const { site, firstView } = useApp();
  const bookings = useAccountBookings();
  const holdings = useHoldingsSummary();
  const fairUse = useFairUse();
  const noShowPause = fairUse.data?.message ?? null;
  // One spinner until every read the page shows is in, then all of it at once: nothing moves under the customer's eyes.
  if (bookings.state === 'loading' || holdings.pending || fairUse.isPending) return <Greeting name={bookings.firstName} loading />;
  return (
    <>
      <Greeting name={bookings.firstName} />
      {bookings.hasOutstandingPenalties ? (
        <Callout.Root color="amber" highContrast role="status">
          <Callout.Text>{t('account.myAccount.penalties')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {noShowPause ? (
        <Callout.Root color="amber" highContrast role="status">
          <Callout.Text>{noShowPause}</Callout.Text>
        </Callout.Root>
      ) : null}
      {holdings.renewalNotice ? (
        <Callout.Root color="amber" highContrast role="status">
          <Callout.Text>
            {holdings.renewalNotice} <AppLink href={myAccountPaths.memberships()} className="cs-account-link">{t('account.myAccount.memberships.renewOnMemberships')}</AppLink>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {bookings.credit !== null ? (
        <Card>
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            <DataList.Item>
              <DataList.Label minWidth="10rem">{t('account.myAccount.credit')}</DataList.Label>
              <DataList.Value>{bookings.credit}</DataList.Value>
            </DataList.Item>
            {holdings.membership ? (
              <DataList.Item>
                <DataList.Label minWidth="10rem">{t('account.myAccount.dashboardMembership')}</DataList.Label>
                <DataList.Value>
                  <AppLink href={myAccountPaths.memberships()}>{holdings.membership}</AppLink>
                </DataList.Value>
              </DataList.Item>
            ) : null}
            {holdings.packages.length > 0 ? (
              <DataList.Item>
                <DataList.Label minWidth="10rem">{t('account.myAccount.dashboardPackages')}</DataList.Label>
                <DataList.Value>
                  <ul className="cs-plain-list">
                    {holdings.packages.map((p) => (
                      <li key={p.id}>
                        <AppLink href={myAccountPaths.packages()}>{p.text}</AppLink>
                      </li>
                    ))}
                  </ul>
                </DataList.Value>
              </DataList.Item>
            ) : null}
          </DataList.Root>
        </Card>
      ) : null}
      {bookings.state === 'error' ? <ErrorPage onRetry={bookings.retry} /> : null}
      {bookings.state === 'ready' ? (
        <>
          <AccountBookingList
            group="upcoming"
            title={t('account.myAccount.upcomingTitle')}
            bookings={bookings.upcoming.slice(0, SHOWN)}
            onCancel={bookings.onCancel}
            emptyAction={{ href: siteHref(site, 'bookings', '/', firstView?.location), label: t('account.myAccount.bookSomething') }}
          />
          <AppLink href={myAccountPaths.upcomingBookings()}>{t('account.myAccount.seeAllBookings')}</AppLink>
        </>
      ) : null}
      <ConfirmDialog {...bookings.dialog} />
    </>
  );
}

/** The page's heading (a greeting once the name is known), with the page's spinner while it loads. */
function Greeting({ name, loading = false }: { name: string | null; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Heading as="h1" size="8">
        {name ? t('account.myAccount.welcome', { name }) : t('account.myAccount.dashboardTitle')}
      </Heading>
      {loading ? <PageSpinner /> : null}
    </>
  );
}
