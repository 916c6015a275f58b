import type { CampBookingType } from '@courtside/core';
import { Button, Flex, Heading, RadioCards, Text } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CampSessionChoices, type CampSessionOption } from './CampSessionChoices';

export type { CampSessionOption };

/** How many sessions show before 'Show all dates'. */
const collapsedCount = 5;

export interface CampDatesSelectorProps {
  /** Every session of the camp, sorted by start, with its week number (core's `weekNumber`/`groupByWeek`). */
  sessions: CampSessionOption[];
  /** Core's `effectiveBookingType`. */
  bookingType: CampBookingType;
  onBookingTypeChange: (type: CampBookingType) => void;
  /** The chosen sessions' ids (core's `ProgrammeBookingSummary.selectedIds`). */
  selectedIds: readonly string[];
  onToggle: (id: string) => void;
  /** Select every bookable session (core's `preselectOnIndividual`). */
  onSelectAll: () => void;
  /** The whole camp's price, formatted; null when it is not sold whole or the customer does not qualify (spec §3). */
  wholePrice: string | null;
  /**
   * The entire camp's price and what it saves, formatted, when the dates chosen cost more than the whole camp (core's
   * `ProgrammeBookingSummary.wholeCampSaving`): said under the dates, so nobody pays more for fewer days unawares.
   */
  wholeSaving?: { whole: string; saving: string } | null;
  /** Why the entire camp cannot be chosen (e.g. it has started); shown on the card, which is then disabled. */
  wholeReason: string | null;
  /** Spec §3 pricingOptionAvailability includes 'individual'. */
  individualOffered: boolean;
  /** Core's `showWeekHeaders(durationInWeeks)`. */
  showWeekHeaders: boolean;
  /** Spec §5 'Please select at least one session', once the customer has tried. */
  error?: string | null;
  disabled?: boolean;
}

/** One of the two booking-type cards: its title, then its price or why it cannot be chosen. */
function TypeCard({ value, title, detail, reason, disabled }: { value: CampBookingType; title: string; detail: string | null; reason: string | null; disabled: boolean }): ReactNode {
  return (
    <RadioCards.Item value={value} disabled={disabled} data-type={value}>
      <Flex direction="column" gap="1" width="100%">
        <Text size="3" weight="bold">
          {title}
        </Text>
        {reason ? (
          <Text size="2" className="cs-camp-dates__reason">
            {reason}
          </Text>
        ) : detail ? (
          <Text size="2">{detail}</Text>
        ) : null}
      </Flex>
    </RadioCards.Item>
  );
}

/**
 * Spec §2/§4 camp booking dates: 'Entire camp' (with its price; disabled with the reason when not sold whole or
 * started) or 'Choose dates' (disabled when individual booking is not offered). Choosing dates lists the sessions
 * as tick boxes, grouped by week when the camp lasts more than a week; more than five are folded behind
 * 'Show all dates'.
 */
export function CampDatesSelector(props: CampDatesSelectorProps): ReactNode {
  const { t } = useTranslation('courses');
  const titleId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { sessions, bookingType, selectedIds, wholePrice, wholeReason, individualOffered, disabled = false } = props;
  const wholeAvailable = wholePrice !== null && !wholeReason;
  const foldable = sessions.length > collapsedCount;
  const shown = foldable && !expanded ? sessions.slice(0, collapsedCount) : sessions;
  const bookable = sessions.filter((s) => s.bookable);
  const allChosen = bookable.every((s) => selectedIds.includes(s.id));
  return (
    <section className="cs-booking-section cs-camp-dates" aria-labelledby={titleId} data-type={bookingType}>
      <Heading as="h2" size="5" id={titleId} className="cs-booking-section__title">
        {t('booking.dates.title')}
      </Heading>
      <RadioCards.Root
        value={bookingType}
        onValueChange={(value) => props.onBookingTypeChange(value as CampBookingType)}
        columns={{ initial: '1', sm: '2' }}
        size="2"
        aria-label={t('booking.dates.typeLabel')}
        disabled={disabled}
      >
        <TypeCard value="full" title={t('booking.dates.entireCamp')} detail={wholePrice} reason={wholeAvailable ? null : (wholeReason ?? t('booking.dates.notWhole'))} disabled={!wholeAvailable} />
        <TypeCard value="individual" title={t('booking.dates.chooseDates')} detail={t('booking.dates.chooseDatesHint')} reason={individualOffered ? null : t('booking.dates.notByDay')} disabled={!individualOffered} />
      </RadioCards.Root>
      {bookingType === 'individual' ? (
        <div className="cs-camp-dates__choose">
          <Flex align="center" justify="between" gap="3" wrap="wrap" className="cs-camp-dates__toolbar">
            <Text as="p" size="2" aria-live="polite" className="cs-camp-dates__count">
              {t('booking.dates.chosen', { count: selectedIds.length, total: bookable.length })}
            </Text>
            <Button type="button" variant="soft" size="2" disabled={disabled || bookable.length === 0 || allChosen} onClick={props.onSelectAll}>
              {t('booking.dates.selectAll')}
            </Button>
          </Flex>
          <CampSessionChoices
            id={listId}
            sessions={shown}
            selectedIds={selectedIds}
            onToggle={props.onToggle}
            showWeekHeaders={props.showWeekHeaders}
            error={props.error ?? null}
            disabled={disabled}
          />
          {props.wholeSaving ? (
            <Text as="p" size="2" className="cs-camp-dates__saving">
              {t('booking.dates.wholeCheaper', props.wholeSaving)}
            </Text>
          ) : null}
          {foldable ? (
            <Button type="button" variant="ghost" size="2" className="cs-camp-dates__fold" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
              {expanded ? t('booking.dates.hide') : t('booking.dates.showAll', { count: sessions.length })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
