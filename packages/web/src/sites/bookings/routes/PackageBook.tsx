import { bookingsPaths, setLoginModalOpen } from '@courtside/core';
import { BookingActions, BookingPageLayout, BookingSuccessPanel, NotFoundPage, PackageSummary, PageSpinner } from '@courtside/ui';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../account/session';
import { useAttendee } from '../../../account/useAccount';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { usePackageBooking } from '../../../browse/usePackageBooking';
import { useVenues } from '../../../hooks/useShell';

export const handle: CrumbHandle = { title: (t) => t('account.packageBook.title') };

/**
 * Spec §2 /packages/location/{venueSlug}/{packageId}/book: what the package gives and costs, then Add to basket or
 * Checkout now for the customer (or the family member under 'Booking for'); a visitor is asked to log in first.
 */
export function Component() {
  const { t } = useTranslation();
  const { venueSlug = '', packageId = '' } = useParams();
  const { system } = useApp();
  const { token } = useSession();
  const attendee = useAttendee();
  const navigate = useNavigate();
  const venue = useVenues().data?.find((v) => v.slug === venueSlug);
  const booking = usePackageBooking(venueSlug, packageId);

  if (booking.state === 'loading') return <PageSpinner />;
  if (!booking.pkg || !venue) return <NotFoundPage homeHref="/" />;
  const { pkg } = booking;
  const name = pkg.friendlyName ?? pkg.name;
  const go = async (action: 'add' | 'checkout') => {
    if ((await booking.submit(action)) && action === 'checkout') void navigate(bookingsPaths.basketCheckout());
  };
  return (
    <BookingPageLayout kind="package" backHref={bookingsPaths.venue(venueSlug)} title={name} subtitle={venue.name}>
      {booking.added ? (
        <BookingSuccessPanel itemName={name} onCheckout={() => void navigate(bookingsPaths.basketCheckout())} homeHref={bookingsPaths.home()} />
      ) : (
        <Flex direction="column" gap="5">
          <PackageSummary name={pkg.name} description={pkg.description} details={booking.details(venue.name)} />
          {!token ? (
            <Flex direction="column" gap="3" align="start">
              <Text as="p">{t('account.packageBook.logIn')}</Text>
              <Button size="3" onClick={() => setLoginModalOpen(system, true)}>
                {t('account.packageBook.logInAction')}
              </Button>
            </Flex>
          ) : (
            <>
              {attendee ? <Text as="p">{t('account.packageBook.forAttendee', { name: attendee.name })}</Text> : null}
              {booking.error ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{booking.error}</Callout.Text>
                </Callout.Root>
              ) : null}
              <BookingActions
                total={pkg.price.formatted}
                enabled={attendee !== null}
                hints={[]}
                pendingAction={booking.pendingAction}
                onAddToBasket={() => void go('add')}
                onCheckoutNow={() => void go('checkout')}
              />
            </>
          )}
        </Flex>
      )}
    </BookingPageLayout>
  );
}
