import { Flex, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RegisterFiltersProps {
  venues: ReadonlyArray<{ slug: string; name: string }>;
  /** The chosen venue's slug. */
  venue: string;
  /** The chosen day, YYYY-MM-DD. */
  date: string;
  onVenue: (slug: string) => void;
  /** A complete date typed or picked, YYYY-MM-DD. */
  onDate: (date: string) => void;
}

/** The register's venue and day: a labelled native select and date picker (keyboard and touch friendly). */
export function RegisterFilters({ venues, venue, date, onVenue, onDate }: RegisterFiltersProps): ReactNode {
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
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={dateField} weight="medium" size="2">
          {t('staff.register.date')}
        </Text>
        <input id={dateField} type="date" className="cs-register__select" value={date} onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && onDate(e.target.value)} />
      </Flex>
    </Flex>
  );
}
