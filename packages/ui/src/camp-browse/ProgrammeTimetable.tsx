import type { ProgrammeKind } from '@courtside/core';
import { Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseState } from '../browse-state/BrowseState';
import { ProgrammeCard, type ProgrammeCardView } from './ProgrammeCard';
import { ProgrammeSkeletons } from './ProgrammeList';

/** One month of a camp or course timetable (core's `programmeTimetable`), its weeks labelled by their Monday. */
export interface ProgrammeTimetableMonthView {
  key: string;
  /** 'December 2026'. */
  label: string;
  weeks: Array<{ key: string; /** The week's Monday, 'Mon, 7 Dec 2026'. */ label: string; programmes: ProgrammeCardView[] }>;
}

export interface ProgrammeTimetableProps {
  kind: ProgrammeKind;
  state: 'loading' | 'error' | 'ready';
  months: ProgrammeTimetableMonthView[];
  onRetry?: () => void;
}

/** Spec §2 …/timetable: the category's camps or courses by the month and week they start. */
export function ProgrammeTimetable({ kind, state, months, onRetry }: ProgrammeTimetableProps): ReactNode {
  const { t } = useTranslation('courses');
  if (state === 'loading') return <ProgrammeSkeletons label={t(`browse.${kind}.timetable`)} />;
  if (state === 'error') return <BrowseState tone="error" message={t('browse.loadFailed')} action={onRetry ? { label: t('browse.retry'), onClick: onRetry } : null} />;
  if (months.length === 0) return <BrowseState tone="empty" message={t(`browse.${kind}.empty`)} />;
  return (
    <div className="cs-programme-timetable">
      {months.map((month) => (
        <section key={month.key} className="cs-programme-timetable__month" aria-labelledby={`month-${month.key}`}>
          <Heading as="h2" size="6" id={`month-${month.key}`} className="cs-programme-timetable__month-title">
            {month.label}
          </Heading>
          {month.weeks.map((week) => (
            <section key={week.key} className="cs-programme-timetable__week" aria-labelledby={`week-${month.key}-${week.key}`}>
              <Heading as="h3" size="3" id={`week-${month.key}-${week.key}`} className="cs-programme-timetable__week-title">
                {t('browse.timetableWeek', { date: week.label })}
              </Heading>
              <ul className="cs-programme-list" role="list" aria-labelledby={`week-${month.key}-${week.key}`}>
                {week.programmes.map((programme) => (
                  <ProgrammeCard key={programme.id} kind={kind} level={4} {...programme} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
