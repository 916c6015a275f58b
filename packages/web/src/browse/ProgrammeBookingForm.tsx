import { formatMoney, programmeReviewDates, type Camp, type Course, type programmeBookingView } from '@courtside/core';
import { BookingActions, BookingReview, CampDatesSelector, ExtrasList, PreviousAnswersOffer, QuestionSections, WaiverAgreement } from '@courtside/ui';
import { Callout, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useAttendee } from '../account/useAccount';
import type { useProgrammeBooking } from './useProgrammeBooking';

const money = (value: number | null, currency: string | null) => (value === null || currency === null ? null : formatMoney(value, { currency }));

export interface ProgrammeBookingFormProps {
  kind: 'camp' | 'course';
  programme: Camp | Course;
  venueName: string;
  /** Core's view of the page (programmeBookingView). */
  view: ReturnType<typeof programmeBookingView<Camp | Course>>;
  booking: ReturnType<typeof useProgrammeBooking>;
  /** The currency prices are shown in (null: not known yet). */
  currency: string | null;
  /** A camp's days to choose, with their labels and reasons in words. */
  dateOptions: Parameters<typeof CampDatesSelector>[0]['sessions'];
  onGo: (action: 'add' | 'checkout') => void;
}

/** The booking form of a camp or course (spec §2): questions, a camp's dates, extras, the waiver, the review and Add to basket / Checkout now. */
export function ProgrammeBookingForm({ kind, programme, venueName, view, booking, currency, dateOptions, onGo }: ProgrammeBookingFormProps) {
  const { t } = useTranslation('courses');
  const attendee = useAttendee();
  const { summary } = booking;
  const camp = kind === 'camp' ? (programme as Camp) : null;
  const dates = programmeReviewDates(kind, view.range, summary ? { bookingType: summary.bookingType, selectedCount: summary.selectedIds.length } : null);
  const extras = programme.extras.map((e) => ({ id: e.id, name: e.name, price: e.price.formatted, quantity: booking.extras[e.id] ?? 0 }));
  const total = money(summary?.total ?? null, currency);
  return (
    <Flex direction="column" gap="6">
      {booking.previous ? <PreviousAnswersOffer {...booking.previous} disabled={booking.pendingAction !== null} /> : null}
      {view.sections.some((s) => s.questions.some((q) => q.kind !== null)) && (
        <QuestionSections
          attendeeName={attendee?.name ?? ''}
          sections={view.sections}
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
          sessions={dateOptions}
          bookingType={summary.bookingType}
          onBookingTypeChange={booking.onBookingType}
          selectedIds={booking.selectedIds}
          onToggle={booking.onToggle}
          onSelectAll={booking.onSelectAll}
          wholePrice={camp.price?.formatted ?? null}
          wholeSaving={summary.wholeCampSaving === null || !camp.price ? null : { whole: camp.price.formatted, saving: money(summary.wholeCampSaving, currency) ?? '' }}
          wholeReason={summary.canChooseType || summary.bookingType === 'full' ? null : t('booking.dates.notWhole')}
          individualOffered={camp.pricingOptionAvailability.includes('individual')}
          showWeekHeaders={view.showWeekHeaders}
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
        location={venueName}
        extras={extras.filter((e) => e.quantity > 0).map((e) => ({ ...e, price: money(programme.extras.find((x) => x.id === e.id)!.price.value * e.quantity, currency)! }))}
        total={total}
        notice={view.startedCourse ? t('browse.notices.proRata') : null}
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
        onAddToBasket={() => onGo('add')}
        onCheckoutNow={() => onGo('checkout')}
      />
    </Flex>
  );
}
