import { ChevronRightIcon } from '@radix-ui/react-icons';
import { Badge, Card, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface VenueCardProps {
  slug: string;
  name: string;
  /** Already formatted for display. */
  address: string;
  href: string;
  /** Miles from the searched place, formatted ('2.3'); omitted outside a nearby search. */
  distance?: string | null;
  /** The venue kept in the cookie (spec §3 selected venue). */
  selected?: boolean;
  onSelect?: (slug: string) => void;
}

/** A venue as one link card ('Book at {name}'), with its address, distance and whether it is the selected one. */
export function VenueCard({ slug, name, address, href, distance, selected = false, onSelect }: VenueCardProps): ReactNode {
  const { t } = useTranslation('home');
  return (
    <Card asChild size="2">
      <li className="cs-venue-card" data-selected={selected || undefined}>
        <span className="cs-venue-card__text">
          {/* The link stretches over the whole card (CSS), so the card is one click target. */}
          <AppLink href={href} className="cs-venue-card__link" aria-label={t('openVenue', { name })} onClick={() => onSelect?.(slug)}>
            <Text size="4" weight="bold" className="cs-venue-card__name">
              {name}
            </Text>
          </AppLink>
          <Text as="span" size="2" className="cs-venue-card__address">
            {address}
          </Text>
          {distance || selected ? (
            <span className="cs-venue-card__badges">
              {distance ? (
                <Badge color="gray" variant="soft">
                  {t('milesAway', { distance })}
                </Badge>
              ) : null}
              {selected ? <Badge variant="soft">{t('yourVenue')}</Badge> : null}
            </span>
          ) : null}
        </span>
        <ChevronRightIcon className="cs-venue-card__chevron" aria-hidden="true" />
      </li>
    </Card>
  );
}
