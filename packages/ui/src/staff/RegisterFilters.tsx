import { Checkbox, Flex, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RegisterFiltersProps {
  venues: ReadonlyArray<{ slug: string; name: string }>;
  /** The chosen venue's slug. */
  venue: string;
  /** The chosen day, YYYY-MM-DD (its field shows when `onDate` is given). */
  date?: string;
  onVenue: (slug: string) => void;
  /** A complete date typed or picked, YYYY-MM-DD. */
  onDate?: (date: string) => void;
  /** List only the sessions with bookings (the filter is shown when a callback is given). */
  withBookingsOnly?: boolean;
  onWithBookingsOnly?: (only: boolean) => void;
}

/**
 * The register's venue and day (a labelled native select and date picker, keyboard and touch friendly) and, when
 * asked, a tick box listing only the sessions with bookings. The closures page uses the venue alone (no `date`).
 */
export function RegisterFilters({ venues, venue, date, onVenue, onDate, withBookingsOnly = false, onWithBookingsOnly }: RegisterFiltersProps): ReactNode {
  const { t } = useTranslation();
  const venueField = useId();
  const dateField = useId();
  return (
    <Flex gap="4" wrap="wrap" align="end" className="cs-register__filters">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={venueField} weight="medium" size="2">
          {t('staff.register.venue')}
        </Text>
        <select id={venueField} className="cs-register__select" value={venue} onChange={(e) => onVenue(e.target.value)}>
          {venues.map((v) => (
            <option key={v.slug} value={v.slug}>
              {v.name}
            </option>
          ))}
        </select>
      </Flex>
      {onDate ? (
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={dateField} weight="medium" size="2">
            {t('staff.register.date')}
          </Text>
          <input id={dateField} type="date" className="cs-register__select" value={date ?? ''} onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && onDate(e.target.value)} />
        </Flex>
      ) : null}
      {onWithBookingsOnly ? (
        <Text as="label" size="2" className="cs-register__tick">
          <Checkbox size="3" checked={withBookingsOnly} onCheckedChange={(next) => onWithBookingsOnly(next === true)} />
          {t('staff.register.withBookingsOnly')}
        </Text>
      ) : null}
    </Flex>
  );
}
