import type { ProgrammeSession } from '@courtside/core';
import { Badge, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionTagBadge } from '../session-card/SessionTagBadge';

export interface SessionsByWeekProps {
  /** Core's `programmeSessionWeeks`: sessions grouped by week number. */
  weeks: Array<{ week: number; sessions: ProgrammeSession[] }>;
  /** Spec §9: week headers only when the camp or course lasts more than one week. */
  showWeekHeaders: boolean;
  /** Prefix of the ids the week headings get (one per page). */
  idPrefix?: string;
}

function SessionRow({ session }: { session: ProgrammeSession }): ReactNode {
  const { t } = useTranslation('courses');
  return (
    <li className="cs-programme-session" data-past={session.isPast || undefined} data-cancelled={session.isCancelled || undefined}>
      <Text as="p" size="2" weight="bold" className="cs-programme-session__date">
        {session.date}
      </Text>
      <Text as="p" size="2" className="cs-programme-session__time">
        <time>{`${session.startTime}–${session.endTime}`}</time> · {session.locationName}
      </Text>
      <div className="cs-programme-session__end">
        {session.isCancelled ? (
          <Badge size="1" color="gray" variant="solid" highContrast data-tag="cancelled">
            {t('browse.sessions.cancelled')}
          </Badge>
        ) : null}
        {session.tag ? <SessionTagBadge tag={session.tag} /> : null}
        {session.price ? (
          <Text size="2" weight="bold" className="cs-programme-session__price">
            {session.price}
          </Text>
        ) : null}
      </div>
    </li>
  );
}

/** Spec §2 camp and course details: the sessions, under 'Week 1', 'Week 2'… when it lasts more than a week. */
export function SessionsByWeek({ weeks, showWeekHeaders, idPrefix = 'sessions' }: SessionsByWeekProps): ReactNode {
  const { t } = useTranslation('courses');
  if (weeks.length === 0) return <Text as="p" size="2" className="cs-programme-sessions__empty">{t('browse.sessions.empty')}</Text>;
  if (!showWeekHeaders) {
    return (
      <ul className="cs-programme-sessions" role="list" aria-label={t('browse.sessions.title')}>
        {weeks.flatMap((week) => week.sessions).map((session) => <SessionRow key={session.id} session={session} />)}
      </ul>
    );
  }
  return (
    <div className="cs-programme-weeks">
      {weeks.map(({ week, sessions }) => {
        const id = `${idPrefix}-week-${week}`;
        return (
          <section key={week} className="cs-programme-weeks__week" aria-labelledby={id}>
            <Heading as="h3" size="3" id={id} className="cs-programme-weeks__title">
              {t('browse.sessions.week', { week })} <span className="cs-programme-weeks__count">· {t('browse.sessions.count', { count: sessions.length })}</span>
            </Heading>
            <ul className="cs-programme-sessions" role="list" aria-labelledby={id}>
              {sessions.map((session) => <SessionRow key={session.id} session={session} />)}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
