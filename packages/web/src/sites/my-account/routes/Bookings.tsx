import { AccountBookingList, ConfirmDialog, ErrorPage, PageSpinner } from '@courtside/ui';
import { Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useAccountBookings } from '../../../account/useAccountBookings';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { siteHref } from '../../../app/siteHref';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.bookingsTitle') };

/** Spec §2 my-account Bookings (/bookings, /bookings/upcoming): upcoming ones to cancel, then past and cancelled. */
export function Component() {
  const { t } = useTranslation();
  const { site } = useApp();
  const bookings = useAccountBookings();
  const book = { href: siteHref(site, 'bookings', '/'), label: t('account.myAccount.bookSomething') };
  return (
    <>
      <Heading as="h1" size="8">
        {t('account.myAccount.bookingsTitle')}
      </Heading>
      {bookings.state === 'loading' ? <PageSpinner /> : null}
      {bookings.state === 'error' ? <ErrorPage onRetry={bookings.retry} /> : null}
      {bookings.state === 'ready' ? (
        <>
          <AccountBookingList group="upcoming" title={t('account.myAccount.groups.upcoming')} bookings={bookings.upcoming} onCancel={bookings.onCancel} emptyAction={book} />
          <AccountBookingList group="past" title={t('account.myAccount.groups.past')} bookings={bookings.past} />
          <AccountBookingList group="cancelled" title={t('account.myAccount.groups.cancelled')} bookings={bookings.cancelled} />
        </>
      ) : null}
      <ConfirmDialog {...bookings.dialog} />
    </>
  );
}
