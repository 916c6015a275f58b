import { bookingsPaths, programmeBookingView, setLoginModalOpen, type Camp, type Course, type ProgrammeDateOption } from '@courtside/core';
import { BookingPageLayout, BookingSuccessPanel, NotFoundPage, PageSpinner } from '@courtside/ui';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../account/session';
import { useApp } from '../app/context';
import { useNow } from '../hooks/useNow';
import { useClient, useVenues } from '../hooks/useShell';
import { ProgrammeBookingForm } from './ProgrammeBookingForm';
import { useProgrammeBooking } from './useProgrammeBooking';

/** What the page reads for either kind: the programme, its venue's zone, and where its details page is. */
interface BookingRead {
  pending: boolean;
  programme: Camp | Course | null;
}

/**
 * Spec §2 'Camp booking page' and 'Course booking page': back link, attendee details (custom questions), a camp's
 * dates (entire camp or chosen dates, by week), extras, the first session's waiver, a review, the total, and Add to
 * basket / Checkout now (a fixed bar on mobile); after success a panel offers Checkout and Back to home. A visitor is
 * asked to log in first. The rules (type in force, total, buttons and hints) are core's `programmeBookingSummary`.
 */
export function ProgrammeBookingPage({ kind, read }: { kind: 'camp' | 'course'; read: BookingRead }) {
  const { t } = useTranslation('courses');
  const { venueSlug = '', activitySlug = '', campSlug = '', courseSlug = '' } = useParams();
  const { system } = useApp();
  const { token } = useSession();
  const navigate = useNavigate();
  const now = useNow();
  const venues = useVenues();
  const venue = venues.data?.find((v) => v.slug === venueSlug);
  const client = useClient().data;
  const booking = useProgrammeBooking(kind, read.programme, venue?.timezone ?? null);
  const refusalText = (refusal: ProgrammeDateOption['refusal']) =>
    refusal === null ? null : refusal.kind === 'past' ? t('booking.dates.past') : refusal.kind === 'message' ? refusal.message : t('booking.dates.unavailable');
  const slug = kind === 'camp' ? campSlug : courseSlug;
  const backHref = kind === 'camp' ? bookingsPaths.campDetails(venueSlug, activitySlug, slug) : bookingsPaths.courseDetails(venueSlug, activitySlug, slug);

  if (read.pending || venues.isPending) return <PageSpinner heading />;
  const { programme } = read;
  if (!programme || !venue) return <NotFoundPage homeHref="/" />;
  if (!token) {
    return (
      <BookingPageLayout kind={kind} backHref={backHref} title={programme.name} subtitle={venue.name}>
        <Flex direction="column" gap="3" align="start">
          <Text as="p" size="3">{t('booking.logIn.body')}</Text>
          <Button size="3" onClick={() => setLoginModalOpen(system, true)}>{t('booking.logIn.action')}</Button>
        </Flex>
      </BookingPageLayout>
    );
  }

  // Core's view of the page (spec §2, §4, §9): the sessions to choose by week, the range, a course's pro rata, the questions.
  const view = programmeBookingView(kind, programme, now, venue.timezone);
  const currency = view.currency ?? client?.currency.code ?? null;
  const sessionOptions = view.dateOptions.map((option) => ({
    ...option,
    label: t('booking.dates.session', { date: option.date, start: option.startTime, end: option.endTime }),
    reason: refusalText(option.refusal),
  }));
  const go = async (action: 'add' | 'checkout') => {
    if (await booking.submit(action)) {
      if (action === 'checkout') void navigate(bookingsPaths.basketCheckout());
    }
  };

  return (
    <BookingPageLayout kind={kind} backHref={backHref} title={programme.name} subtitle={`${venue.name} · ${view.range}`}>
      {booking.added ? (
        <BookingSuccessPanel itemName={programme.name} onCheckout={() => void navigate(bookingsPaths.basketCheckout())} homeHref={bookingsPaths.home()} />
      ) : (
        <ProgrammeBookingForm kind={kind} programme={programme} venueName={venue.name} view={view} booking={booking} currency={currency} dateOptions={sessionOptions} onGo={(action) => void go(action)} />
      )}
    </BookingPageLayout>
  );
}
