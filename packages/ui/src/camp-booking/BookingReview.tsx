import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout, DataList, Heading } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the booking covers: the entire camp (its date range), some chosen days, or a course's date range. */
export type BookingReviewDates = { type: 'full'; range: string } | { type: 'individual'; count: number } | { type: 'range'; range: string };

/** A chosen extra (quantity at least 1) with its line price formatted (price × quantity). */
export interface BookingReviewExtra {
  id: number | string;
  name: string;
  quantity: number;
  price: string;
}

export interface BookingReviewProps {
  kind: 'camp' | 'course';
  attendeeName: string;
  /** The camp's or course's name. */
  name: string;
  /** E.g. `{ type: 'full', range: '15 Jul – 2 Aug' }` → 'Entire camp · 15 Jul – 2 Aug'; `{ type: 'individual', count: 3 }` → '3 days chosen'. */
  dates: BookingReviewDates | null;
  /** The venue (or location) name. */
  location: string | null;
  extras: BookingReviewExtra[];
  /** Core's `campTotal` formatted; null shows '—'. */
  total: string | null;
  /** A note under the list, e.g. the pro-rata text of a started course (spec §2). */
  notice?: string | null;
}

function Row({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <DataList.Item>
      <DataList.Label minWidth="8rem">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

/** Spec §2 review: attendee, camp or course, dates, location, extras and the total, with an optional notice. */
export function BookingReview({ kind, attendeeName, name, dates, location, extras, total, notice }: BookingReviewProps): ReactNode {
  const { t } = useTranslation('courses');
  const titleId = useId();
  const datesText =
    dates === null
      ? null
      : dates.type === 'full'
        ? t('booking.review.entireCamp', { range: dates.range })
        : dates.type === 'individual'
          ? t('booking.review.daysChosen', { count: dates.count })
          : dates.range;
  return (
    <section className="cs-booking-section cs-booking-review" aria-labelledby={titleId}>
      <Heading as="h2" size="5" id={titleId} className="cs-booking-section__title">
        {t('booking.review.title')}
      </Heading>
      <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }} className="cs-booking-review__list">
        <Row label={t('booking.review.attendee')}>{attendeeName}</Row>
        <Row label={t(`booking.review.${kind}`)}>{name}</Row>
        {datesText ? <Row label={t('booking.review.dates')}>{datesText}</Row> : null}
        {location ? <Row label={t('booking.review.location')}>{location}</Row> : null}
        {extras.length > 0 ? (
          <Row label={t('booking.review.extras')}>
            <ul className="cs-booking-review__extras" role="list">
              {extras.map((extra) => (
                <li key={extra.id}>{t('booking.review.extraLine', { name: extra.name, quantity: extra.quantity, price: extra.price })}</li>
              ))}
            </ul>
          </Row>
        ) : null}
        <Row label={t('booking.review.total')}>
          <strong className="cs-booking-review__total" data-empty={total === null || undefined}>
            {total ?? t('booking.review.noTotal')}
          </strong>
        </Row>
      </DataList.Root>
      {notice ? (
        <Callout.Root color="blue" highContrast size="1" className="cs-booking-review__notice">
          <Callout.Icon>
            <InfoCircledIcon aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>{notice}</Callout.Text>
        </Callout.Root>
      ) : null}
    </section>
  );
}
