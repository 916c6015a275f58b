import { AccountBookingList, ConfirmDialog, ErrorPage, PageSpinner } from '@courtside/ui';
import { Heading } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountBookings } from '../../../account/useAccountBookings';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { siteHref } from '../../../app/siteHref';

// The pass dialog (and the QR code it shows) loads only when a pass is asked for.
const PassDialogHost = lazy(() => import('../../../passes/PassDialogHost').then((m) => ({ default: m.PassDialogHost })));

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.bookingsTitle') };

/** Spec §2 my-account Bookings (/bookings, /bookings/upcoming): upcoming ones to show the pass of or cancel, then past and cancelled. */
export function Component() {
  const { t } = useTranslation();
  const { site, firstView } = useApp();
  const bookings = useAccountBookings();
  // The booking whose pass was last asked for; the dialog stays mounted once loaded, so closing it returns focus.
  const [pass, setPass] = useState<{ bookingId: number; open: boolean } | null>(null);
  const book = { href: siteHref(site, 'bookings', '/', firstView?.location), label: t('account.myAccount.bookSomething') };
  return (
    <>
      <Heading as="h1" size="8">
        {t('account.myAccount.bookingsTitle')}
      </Heading>
      {bookings.state === 'loading' ? <PageSpinner /> : null}
      {bookings.state === 'error' ? <ErrorPage onRetry={bookings.retry} /> : null}
      {bookings.state === 'ready' ? (
        <>
          <AccountBookingList group="upcoming" title={t('account.myAccount.groups.upcoming')} bookings={bookings.upcoming} onCancel={bookings.onCancel} onShowPass={(id) => setPass({ bookingId: Number(id), open: true })} emptyAction={book} />
          <AccountBookingList group="past" title={t('account.myAccount.groups.past')} bookings={bookings.past} />
          <AccountBookingList group="cancelled" title={t('account.myAccount.groups.cancelled')} bookings={bookings.cancelled} />
        </>
      ) : null}
      <ConfirmDialog {...bookings.dialog} />
      {pass ? (
        <Suspense fallback={null}>
          <PassDialogHost bookingId={pass.bookingId} open={pass.open} onClose={() => setPass({ ...pass, open: false })} />
        </Suspense>
      ) : null}
    </>
  );
}
