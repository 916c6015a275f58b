import type { ReactNode } from 'react';
import { Card, Text } from '@radix-ui/themes';
import { ChevronRightIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface VenueSummary {
  slug: string;
  name: string;
  /** Already formatted for display. */
  address: string;
  href: string;
}

export interface VenueListProps {
  venues: VenueSummary[];
  /** Called when a venue card is followed (e.g. to remember the selected venue). */
  onSelect?: (slug: string) => void;
  /** What following a card does, by venue name (default 'Book at {name}'). */
  linkLabel?: (name: string) => string;
}

/** Venues as a responsive grid of link cards ('Book at {name}'), or the empty text. */
export function VenueList({ venues, onSelect, linkLabel }: VenueListProps): ReactNode {
  const { t } = useTranslation('home');
  if (venues.length === 0) {
    return (
      <Text as="p" size="3" className="cs-venue-list__empty">
        {t('empty')}
      </Text>
    );
  }
  return (
    // role="list" keeps list semantics where Safari drops them for list-style: none.
    <ul className="cs-venue-list" role="list">
      {venues.map((venue) => (
        <Card asChild size="2" key={venue.slug}>
          <li className="cs-venue-card">
            <span className="cs-venue-card__text">
              {/* The link stretches over the whole card (CSS), so the card is one click target. */}
              <AppLink
                href={venue.href}
                className="cs-venue-card__link"
                aria-label={linkLabel ? linkLabel(venue.name) : t('openVenue', { name: venue.name })}
                onClick={() => onSelect?.(venue.slug)}
              >
                <Text size="4" weight="bold" className="cs-venue-card__name">
                  {venue.name}
                </Text>
              </AppLink>
              <Text as="span" size="2" className="cs-venue-card__address">
                {venue.address}
              </Text>
            </span>
            <ChevronRightIcon className="cs-venue-card__chevron" aria-hidden="true" />
          </li>
        </Card>
      ))}
    </ul>
  );
}
