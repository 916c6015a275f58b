import {
  answerKey,
  bookingsPaths,
  courseNotice,
  formatMoney,
  isOccurrenceBookable,
  programmeSessionWeeks,
  questionKind,
  questionMaxLength,
  setLoginModalOpen,
  sortQuestionSections,
  venueLocalNow,
  type Camp,
  type Course,
} from '@courtside/core';
import {
  BookingActions,
  BookingPageLayout,
  BookingReview,
  BookingSuccessPanel,
  CampDatesSelector,
  ExtrasList,
  NotFoundPage,
  PageSpinner,
  QuestionSections,
  WaiverAgreement,
  type BookingReviewDates,
} from '@courtside/ui';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../account/session';
import { useAttendee } from '../account/useAccount';
import { useApp } from '../app/context';
import { useNow } from '../hooks/useNow';
import { useVenues } from '../hooks/useShell';
import { useProgrammeBooking } from './useProgrammeBooking';

const money = (value: number | null, currency = 'GBP') => (value === null ? null : formatMoney(value, { currency }));

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
  const attendee = useAttendee();
  const navigate = useNavigate();
  const now = useNow();
  const venues = useVenues();
  const venue = venues.data?.find((v) => v.slug === venueSlug);
  const timezone = venue?.timezone ?? 'Europe/London';
  const booking = useProgrammeBooking(kind, read.programme, timezone);
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

  const { summary } = booking;
  const currency = (kind === 'course' ? (programme as Course).price?.currency : programme.occurrences[0]?.price?.currency) ?? 'GBP';
  const nowLocal = venueLocalNow(now, timezone);
  // Core's week groups (spec §9) and bookable rule (spec §4: not past, action book) for the dates to choose.
  const { weeks, showWeekHeaders } = programmeSessionWeeks(programme.occurrences, programme.durationInWeeks, now, true);
  const byId = new Map(programme.occurrences.map((o) => [String(o.id), o]));
  const sessionOptions = weeks.flatMap(({ week, sessions: shown }) =>
    shown.map((session) => {
      const o = byId.get(String(session.id))!;
      const bookable = isOccurrenceBookable({ id: o.id, startsAt: o.startsAt, bookableAction: o.bookableAction, capacity: o.capacity }, nowLocal);
      return {
        id: String(o.id),
        label: t('booking.dates.session', { date: session.date, start: session.startTime, end: session.endTime }),
        week,
        price: session.price,
        bookable,
        reason: bookable ? null : session.isPast ? t('booking.dates.past') : (o.bookableAction?.message ?? t('booking.dates.unavailable')),
      };
    }),
  );
  const shownSessions = weeks.flatMap((w) => w.sessions);
  const camp = kind === 'camp' ? (programme as Camp) : null;
  const course = kind === 'course' ? (programme as Course) : null;
  const first = shownSessions[0];
  const last = shownSessions[shownSessions.length - 1];
  const range = first && last ? (first.date === last.date ? first.date : `${first.date} – ${last.date}`) : '';
  const dates: BookingReviewDates | null =
    kind === 'course' ? { type: 'range', range } : summary?.bookingType === 'individual' ? { type: 'individual', count: summary.selectedIds.length } : { type: 'full', range };
  const extras = programme.extras.map((e) => ({ id: e.id, name: e.name, price: e.price.formatted, quantity: booking.extras[e.id] ?? 0 }));
  const startedCourse = course !== null && courseNotice(course, nowLocal) === 'proRata';
  const sections = sortQuestionSections(programme.customQuestionSections).map((s) => ({
    title: s.title,
    description: s.description,
    questions: s.questions.map((q) => {
      const kind = questionKind(q);
      return { key: answerKey(q.id), question: q, kind, maxLength: kind ? questionMaxLength[kind] : undefined };
    }),
  }));
  const total = money(summary?.total ?? null, currency);
  const go = async (action: 'add' | 'checkout') => {
    if (await booking.submit(action)) {
      if (action === 'checkout') void navigate(bookingsPaths.basketCheckout());
    }
  };

  return (
    <BookingPageLayout kind={kind} backHref={backHref} title={programme.name} subtitle={`${venue.name} · ${range}`}>
      {booking.added ? (
        <BookingSuccessPanel itemName={programme.name} onCheckout={() => void navigate(bookingsPaths.basketCheckout())} homeHref={bookingsPaths.home()} />
      ) : (
        <Flex direction="column" gap="6">
          {sections.some((s) => s.questions.some((q) => q.kind !== null)) && (
            <QuestionSections
              attendeeName={attendee?.name ?? ''}
              sections={sections}
              values={booking.values}
              errors={booking.errors}
              onChange={booking.onAnswer}
              onBlur={booking.onBlur}
              message={booking.questionsRefused ? booking.formError : null}
              disabled={booking.pendingAction !== null}
            />
          )}
          {camp && summary && (
            <CampDatesSelector
              sessions={sessionOptions}
              bookingType={summary.bookingType}
              onBookingTypeChange={booking.onBookingType}
              selectedIds={booking.selectedIds}
              onToggle={booking.onToggle}
              onSelectAll={booking.onSelectAll}
              wholePrice={camp.price?.formatted ?? null}
              wholeReason={summary.canChooseType || summary.bookingType === 'full' ? null : t('booking.dates.notWhole')}
              individualOffered={camp.pricingOptionAvailability.includes('individual')}
              showWeekHeaders={showWeekHeaders}
              disabled={booking.pendingAction !== null}
            />
          )}
          <ExtrasList extras={extras} onQuantityChange={booking.onExtra} disabled={booking.pendingAction !== null} />
          {summary?.waiver && (
            <WaiverAgreement
              name={summary.waiver.name}
              termsHtml={booking.termsHtml}
              failed={booking.termsFailed}
              agreement={booking.agreement}
              agreed={booking.agreed}
              onAgreeChange={booking.onAgree}
              disabled={booking.pendingAction !== null}
            />
          )}
          <BookingReview
            kind={kind}
            attendeeName={attendee?.name ?? ''}
            name={programme.name}
            dates={dates}
            location={venue.name}
            extras={extras.filter((e) => e.quantity > 0).map((e) => ({ ...e, price: money(programme.extras.find((x) => x.id === e.id)!.price.value * e.quantity, currency)! }))}
            total={total}
            notice={startedCourse ? t('browse.notices.proRata') : null}
          />
          {booking.formError && (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{booking.formError}</Callout.Text>
            </Callout.Root>
          )}
          <BookingActions
            total={total}
            enabled={summary?.button.enabled ?? false}
            hints={summary?.button.hints ?? []}
            pendingAction={booking.pendingAction}
            onAddToBasket={() => void go('add')}
            onCheckoutNow={() => void go('checkout')}
          />
        </Flex>
      )}
    </BookingPageLayout>
  );
}
