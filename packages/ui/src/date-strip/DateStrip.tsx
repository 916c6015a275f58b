import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

/** One day of the strip, formatted by the app in the venue's time zone. */
export interface DateStripDayView {
  date: string;
  /** Short weekday ('Mon') and day of month ('23'). */
  weekday: string;
  dayOfMonth: string;
  /** The full date to announce ('Monday 23 November 2026'). */
  label: string;
  href: string;
  isSelected: boolean;
  isToday: boolean;
  isPast: boolean;
  hasSessions: boolean;
}

export interface DateStripProps {
  days: DateStripDayView[];
  /** Where the week arrows go; null disables the arrow. */
  previousHref: string | null;
  nextHref: string | null;
}

function Arrow({ href, label, children }: { href: string | null; label: string; children: ReactNode }): ReactNode {
  return href ? (
    <AppLink href={href} className="cs-date-strip__arrow" aria-label={label}>
      {children}
    </AppLink>
  ) : (
    <span className="cs-date-strip__arrow" aria-disabled="true" role="link" aria-label={label}>
      {children}
    </span>
  );
}

/** Spec §9: a Monday-first week of days to choose from; past days cannot be chosen, days without sessions say so. */
export function DateStrip({ days, previousHref, nextHref }: DateStripProps): ReactNode {
  const { t } = useTranslation('activities');
  return (
    <nav className="cs-date-strip" aria-label={t('dates.label')}>
      <Arrow href={previousHref} label={t('dates.previousWeek')}>
        <ChevronLeftIcon aria-hidden="true" />
      </Arrow>
      <ol className="cs-date-strip__days">
        {days.map((day) => {
          const notes = [day.isToday ? t('dates.today') : null, day.isPast ? t('dates.past') : !day.hasSessions ? t('dates.noSessions') : null].filter(Boolean);
          const content = (
            <>
              <Text size="1" className="cs-date-strip__weekday" aria-hidden="true">
                {day.weekday}
              </Text>
              <Text size="5" weight="bold" className="cs-date-strip__number" aria-hidden="true">
                {day.dayOfMonth}
              </Text>
              <span className="cs-visually-hidden">{`${day.label}${notes.length ? `, ${notes.join(', ')}` : ''}`}</span>
            </>
          );
          const state = { 'data-selected': day.isSelected || undefined, 'data-today': day.isToday || undefined, 'data-empty': !day.hasSessions || undefined };
          return (
            <li key={day.date} className="cs-date-strip__day">
              {day.isPast ? (
                // A past day is plain text in the list (its hidden text says 'past'), not a control: no aria-disabled.
                <span className="cs-date-strip__link" data-past="" {...state}>
                  {content}
                </span>
              ) : (
                <AppLink href={day.href} className="cs-date-strip__link" aria-current={day.isSelected ? 'date' : undefined} {...state}>
                  {content}
                </AppLink>
              )}
            </li>
          );
        })}
      </ol>
      <Arrow href={nextHref} label={t('dates.nextWeek')}>
        <ChevronRightIcon aria-hidden="true" />
      </Arrow>
    </nav>
  );
}
