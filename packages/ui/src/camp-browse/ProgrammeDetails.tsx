import type { CourseNotice, ProgrammeKind, ProgrammePriceLine, ProgrammeSessionWeeks, SessionTag } from '@courtside/core';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, DataList, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';
import { softDisabled } from '../focus/softDisabled';
import { SessionTagBadge } from '../session-card/SessionTagBadge';
import { SessionsByWeek } from './SessionsByWeek';
import { usePriceText } from './usePriceText';

export interface ProgrammeDetailsProps {
  kind: ProgrammeKind;
  name: string;
  venueName: string;
  categoryName: string;
  /** A course's description (spec §3). */
  description?: string | null;
  /** A course's instructors' names (spec §3). */
  instructors?: string[];
  /** Spec §9 'ddd, D MMM YYYY' of the first session's start and the last one's end, venue-local. */
  dates: { starts: string; ends: string | null };
  /** Spec §3 duration_in_weeks. */
  weeks: number;
  /** Core's `campPriceLines` or `coursePriceLines`. */
  prices: ProgrammePriceLine[];
  capacity: { available: number; maximum: number };
  /** Core's `programmeTag`. */
  tag: SessionTag | null;
  /** Core's `courseNotice`: pro-rata, started and not bookable, ended (spec §2, §8). */
  notice?: CourseNotice;
  /** Core's `programmeSessionWeeks`. */
  sessions: ProgrammeSessionWeeks;
  /** Spec §3 Extras offered when booking, their prices formatted. */
  extras: Array<{ id: number | string; name: string; price: string }>;
  /**
   * Spec §2 Book now: the booking page, and core's `programmeBooking` (disabled with the bookable_action message; a
   * full camp or course offers to join or leave its waitlist instead).
   */
  booking: { href: string; canBook: boolean; reason: string | null; waitlist?: 'join' | 'leave' | null };
  /** Join or Leave waitlist pressed. */
  onWaitlist?: () => void;
  /** A join or leave is on its way: the button waits. */
  waitlistPending?: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <DataList.Item>
      <DataList.Label minWidth="7rem">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

/**
 * Book now, or Join / Leave waitlist when it is full; Book now that cannot be used is described by the reason, or by
 * the page's notice (started, ended) when none is given.
 */
function BookNow({
  booking,
  noticeId,
  onWaitlist,
  waitlistPending = false,
}: Pick<ProgrammeDetailsProps, 'booking' | 'onWaitlist' | 'waitlistPending'> & { noticeId: string | null }): ReactNode {
  const { t } = useTranslation('courses');
  const reasonId = useId();
  if (booking.waitlist) {
    const kind = booking.waitlist;
    return (
      <>
        <Text as="p" size="2" id={reasonId} className="cs-programme-details__reason">
          {t(`browse.waitlist.${kind}Hint`)}
        </Text>
        <Button
          size="3"
          variant={kind === 'join' ? 'solid' : 'outline'}
          className="cs-programme-details__waitlist"
          data-waitlist={kind}
          aria-describedby={reasonId}
          loading={waitlistPending}
          onClick={onWaitlist}
        >
          {t(`browse.waitlist.${kind}`)}
        </Button>
      </>
    );
  }
  if (booking.canBook) {
    return (
      <Button asChild size="3" className="cs-programme-details__book">
        <AppLink href={booking.href}>{t('browse.bookNow')}</AppLink>
      </Button>
    );
  }
  return (
    <>
      {/* Not bookable: it stays in the tab order and says why (aria-disabled), and a press does nothing. */}
      <Button type="button" size="3" className="cs-programme-details__book" {...softDisabled(true, booking.reason ? reasonId : noticeId)}>
        {t('browse.bookNow')}
      </Button>
      {booking.reason ? (
        <Text as="p" size="2" id={reasonId} className="cs-programme-details__reason">
          {booking.reason}
        </Text>
      ) : null}
    </>
  );
}

/** Spec §2 camp details (…/timetable/{campSlug}) and course details: what it is, when, the price, places, sessions, extras and Book now. */
export function ProgrammeDetails(props: ProgrammeDetailsProps): ReactNode {
  const { t } = useTranslation('courses');
  const priceText = usePriceText();
  const { kind, dates, notice = null } = props;
  // Ids from useId, so two details on one page never share one.
  const id = useId();
  const titleId = `${id}title`;
  const aboutId = `${id}about`;
  const sessionsId = `${id}sessions`;
  const extrasId = `${id}extras`;
  const noticeId = `${id}notice`;
  return (
    <article className="cs-programme-details" data-kind={kind} data-notice={notice ?? undefined} aria-labelledby={titleId}>
      <header className="cs-programme-details__header">
        <Heading as="h1" size="8" id={titleId} className="cs-programme-details__title">
          {props.name}
        </Heading>
        <Text as="p" size="4" className="cs-programme-details__subtitle">
          {props.venueName} · {props.categoryName}
        </Text>
        {props.tag ? <SessionTagBadge tag={props.tag} /> : null}
        {notice ? (
          <Callout.Root color={notice === 'proRata' ? 'blue' : 'gray'} highContrast className="cs-programme-details__notice" data-notice={notice}>
            <Callout.Icon><InfoCircledIcon /></Callout.Icon>
            <Callout.Text id={noticeId}>{t(`browse.notices.${notice}`)}</Callout.Text>
          </Callout.Root>
        ) : null}
      </header>
      <div className="cs-programme-details__layout">
        <section className="cs-programme-details__summary" aria-label={t(`browse.${kind}.details`)}>
          <Card size="3">
            <DataList.Root orientation="vertical" className="cs-programme-details__facts">
              <Fact label={t('browse.details.venue')}>{props.venueName}</Fact>
              <Fact label={t('browse.details.category')}>{props.categoryName}</Fact>
              {kind === 'camp' || !dates.ends ? (
                <Fact label={t('browse.details.dates')}>{dates.ends ? t('browse.dateRange', { starts: dates.starts, ends: dates.ends }) : dates.starts}</Fact>
              ) : (
                <>
                  <Fact label={t('browse.details.starts')}>{dates.starts}</Fact>
                  <Fact label={t('browse.details.ends')}>{dates.ends}</Fact>
                </>
              )}
              <Fact label={t('browse.details.duration')}>{t('browse.weeks', { count: props.weeks })}</Fact>
              {props.prices.length === 0 ? <Fact label={t('browse.details.price')}>{t('browse.price.none')}</Fact> : null}
              {props.prices.map((line) => (
                <Fact key={line.kind} label={priceText.label(line)}>
                  <strong data-price={line.kind}>{priceText.amount(line)}</strong>
                </Fact>
              ))}
              <Fact label={t('browse.details.places')}>{t('browse.placesLeft', props.capacity)}</Fact>
              {props.instructors?.length ? <Fact label={t('browse.details.instructors')}>{props.instructors.join(', ')}</Fact> : null}
            </DataList.Root>
            <div className="cs-programme-details__actions">
              <BookNow booking={props.booking} noticeId={notice ? noticeId : null} onWaitlist={props.onWaitlist} waitlistPending={props.waitlistPending} />
            </div>
          </Card>
        </section>
        <div className="cs-programme-details__body">
          {props.description ? (
            <section aria-labelledby={aboutId}>
              <Heading as="h2" size="5" id={aboutId}>{t('browse.details.about')}</Heading>
              <Text as="p" size="3" className="cs-programme-details__description">{props.description}</Text>
            </section>
          ) : null}
          <section aria-labelledby={sessionsId}>
            <Heading as="h2" size="5" id={sessionsId}>
              {t('browse.sessions.title')}
            </Heading>
            <SessionsByWeek {...props.sessions} />
          </section>
          {props.extras.length > 0 ? (
            <section aria-labelledby={extrasId}>
              <Heading as="h2" size="5" id={extrasId}>{t('browse.extras.title')}</Heading>
              <Text as="p" size="2" className="cs-programme-details__muted">{t('browse.extras.intro')}</Text>
              <ul className="cs-programme-extras" role="list" aria-labelledby={extrasId}>
                {props.extras.map((extra) => (
                  <li key={extra.id} className="cs-programme-extras__item">
                    <span>{extra.name}</span>
                    <strong>{extra.price}</strong>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
