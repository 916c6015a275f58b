import type { CourseNotice, ProgrammeKind, ProgrammePriceLine, SessionTag } from '@courtside/core';
import { Button, Card, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';
import { SessionTagBadge } from '../session-card/SessionTagBadge';
import { usePriceText } from './usePriceText';

/** A camp or course as a list card shows it (spec §2 'choose a camp'): the web app builds it with core's rules. */
export interface ProgrammeCardView {
  id: string;
  name: string;
  /** Its details page (…/timetable/{slug}). */
  href: string;
  /** Spec §9 'ddd, D MMM YYYY' of its start (spec §3 starts_at), venue-local. */
  startsOn: string;
  /** Spec §3 duration_in_weeks. */
  weeks: number;
  /** Core's `cardPrice`: the one price to show ('From £20.00 per session'); null when none applies. */
  price: ProgrammePriceLine | null;
  /** Core's `programmeTag`: places left (low availability in the danger tone), sold out, booked… */
  tag: SessionTag | null;
  /** Core's `courseNotice` for a course (pro-rata, started and closed, ended). */
  notice?: CourseNotice;
  description?: string | null;
}

export interface ProgrammeCardProps extends ProgrammeCardView {
  kind: ProgrammeKind;
  /** The name's heading level: 2 in a plain list, 4 under a timetable's month and week. */
  level?: 2 | 3 | 4;
}

/** One camp or course of a list: name, start and length, price, availability and a 'View details' link. */
export function ProgrammeCard({ kind, level = 2, ...programme }: ProgrammeCardProps): ReactNode {
  const { t } = useTranslation('courses');
  const priceText = usePriceText();
  // From useId: a programme shown twice on a page (or an id like 'about') never duplicates another element's id.
  const headingId = useId();
  return (
    <Card asChild size="2">
      <li className="cs-programme-card" data-kind={kind} data-tag={programme.tag?.kind} data-notice={programme.notice ?? undefined} aria-labelledby={headingId}>
        <div className="cs-programme-card__main">
          <Heading as={`h${level}`} size="4" id={headingId} className="cs-programme-card__name">
            {programme.name}
          </Heading>
          <Text as="p" size="2" className="cs-programme-card__when">
            {t('browse.startsOn', { date: programme.startsOn })} · {t('browse.weeks', { count: programme.weeks })}
          </Text>
          {programme.description ? (
            <Text as="p" size="2" className="cs-programme-card__description">
              {programme.description}
            </Text>
          ) : null}
          {programme.tag || programme.notice ? (
            <div className="cs-programme-card__status">
              {programme.tag ? <SessionTagBadge tag={programme.tag} /> : null}
              {programme.notice ? (
                <Text as="p" size="2" className="cs-programme-card__notice">
                  {t(`browse.notices.${programme.notice}`)}
                </Text>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="cs-programme-card__act">
          <Text as="p" size="3" weight="bold" className="cs-programme-card__price">
            {programme.price ? priceText.card(programme.price) : t('browse.price.none')}
          </Text>
          <Button asChild size="3" variant="outline" className="cs-programme-card__link">
            <AppLink href={programme.href} aria-label={t('browse.viewDetailsOf', { name: programme.name })}>
              {t('browse.viewDetails')}
            </AppLink>
          </Button>
        </div>
      </li>
    </Card>
  );
}
