import { Checkbox, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A camp session as the dates list shows it: texts formatted by the page in the venue's time zone. */
export interface CampSessionOption {
  /** The occurrence id (spec §3, a string). */
  id: string;
  /** Its day and time, e.g. 'Mon, 14 Dec 2026 · 09:00–15:00'. */
  label: string;
  /** Spec §9 week number (whole weeks since the camp's start + 1). */
  week: number;
  /** Its individual price, formatted; null when none is shown. */
  price: string | null;
  /** Past, full or already booked sessions cannot be chosen. */
  bookable: boolean;
  /** Why it cannot be chosen: 'Full', 'Already booked', 'Past'. */
  reason: string | null;
}

interface CampSessionChoicesProps {
  id: string;
  sessions: CampSessionOption[];
  selectedIds: readonly string[];
  onToggle: (id: string) => void;
  showWeekHeaders: boolean;
  error: string | null;
  disabled: boolean;
}

/** Sessions split into runs of the same week, in the order given. */
function byWeek(sessions: CampSessionOption[]): Array<{ week: number; sessions: CampSessionOption[] }> {
  const weeks: Array<{ week: number; sessions: CampSessionOption[] }> = [];
  for (const session of sessions) {
    const last = weeks[weeks.length - 1];
    if (last?.week === session.week) last.sessions.push(session);
    else weeks.push({ week: session.week, sessions: [session] });
  }
  return weeks;
}

function SessionChoice({ session, checked, onToggle, disabled }: { session: CampSessionOption; checked: boolean; onToggle: (id: string) => void; disabled: boolean }): ReactNode {
  const id = useId();
  const described = [session.price ? `${id}-price` : null, session.reason ? `${id}-reason` : null].filter(Boolean).join(' ') || undefined;
  return (
    <li className="cs-camp-session" data-bookable={session.bookable || undefined} data-state={checked ? 'checked' : 'unchecked'}>
      <Text as="label" size="2" className="cs-camp-session__label">
        <Checkbox
          size="2"
          checked={checked}
          disabled={disabled || !session.bookable}
          aria-labelledby={`${id}-label`}
          aria-describedby={described}
          onCheckedChange={() => onToggle(session.id)}
        />
        <span id={`${id}-label`} className="cs-camp-session__when">
          {session.label}
        </span>
        {session.reason ? (
          <span id={`${id}-reason`} className="cs-camp-session__reason">
            {session.reason}
          </span>
        ) : null}
        {session.price ? (
          <span id={`${id}-price`} className="cs-camp-session__price">
            {session.price}
          </span>
        ) : null}
      </Text>
    </li>
  );
}

/** The tick boxes of the camp's sessions (spec §2 'Choose dates'), under 'Week N' headings when it runs over weeks. */
export function CampSessionChoices({ id, sessions, selectedIds, onToggle, showWeekHeaders, error, disabled }: CampSessionChoicesProps): ReactNode {
  const { t } = useTranslation('courses');
  const errorId = `${id}-error`;
  const list = (items: CampSessionOption[], labelledBy?: string) => (
    <ul className="cs-camp-sessions" role="list" aria-labelledby={labelledBy}>
      {items.map((session) => (
        <SessionChoice key={session.id} session={session} checked={selectedIds.includes(session.id)} onToggle={onToggle} disabled={disabled} />
      ))}
    </ul>
  );
  return (
    <fieldset id={id} className="cs-camp-dates__list" data-invalid={error ? '' : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="cs-camp-dates__legend">{t('booking.dates.listLabel')}</legend>
      {showWeekHeaders
        ? byWeek(sessions).map(({ week, sessions: items }) => (
            <div key={week} className="cs-camp-dates__week">
              <Heading as="h3" size="3" id={`${id}-week-${week}`} className="cs-camp-dates__week-title">
                {t('booking.dates.week', { week })}
              </Heading>
              {list(items, `${id}-week-${week}`)}
            </div>
          ))
        : list(sessions)}
      {error ? (
        <Text as="p" id={errorId} size="2" className="cs-form-field__error">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
