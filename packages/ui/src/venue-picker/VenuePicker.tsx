import { Button, Card, Flex, Heading, Skeleton, Text, TextField, VisuallyHidden } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseState } from '../browse-state/BrowseState';
import { softDisabled } from '../focus/softDisabled';
import { VenueCard, type VenueCardProps } from '../venue-card/VenueCard';

/** Where the nearby search is (spec §5 venue search, §7 geocoding). */
export type NearbyStatus =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; place: string; radius: number; count: number }
  | { kind: 'failed'; message: string };

export interface VenuePickerProps {
  /** The venues to show, already searched and sorted. */
  venues: VenueCardProps[];
  loading?: boolean;
  nameQuery: string;
  onNameQueryChange: (value: string) => void;
  place: string;
  onPlaceChange: (value: string) => void;
  radius: number;
  radiusOptions: readonly number[];
  onRadiusChange: (miles: number) => void;
  onSearchNear: () => void;
  onClearNear: () => void;
  nearby: NearbyStatus;
  /** The map (lazy-loaded by the app), shown beside the list on wide screens. */
  map?: ReactNode;
  onSelect?: (slug: string) => void;
}

function NearbyMessage({ nearby, nameQuery, empty }: { nearby: NearbyStatus; nameQuery: string; empty: boolean }): ReactNode {
  const { t } = useTranslation('home');
  if (nearby.kind === 'failed') return <BrowseState tone="error" message={nearby.message} />;
  if (nearby.kind === 'found') {
    const values = { count: nearby.count, radius: nearby.radius, place: nearby.place };
    return nearby.count ? <Text as="p" role="status" size="2" className="cs-venue-picker__status">{t('results.near', values)}</Text> : <BrowseState tone="empty" message={t('results.noneNear', values)} />;
  }
  if (empty && nameQuery.trim()) return <BrowseState tone="empty" message={t('results.noneByName', { term: nameQuery.trim() })} />;
  return null;
}

/** Spec §2 home: choose a venue from the list, search it by name, or find venues near a postcode or place. */
export function VenuePicker(props: VenuePickerProps): ReactNode {
  const { t } = useTranslation('home');
  const nameId = useId();
  const placeId = useId();
  const radiusId = useId();
  const needsPlaceId = useId();
  const { nearby } = props;
  const noPlace = !props.place.trim();
  const searching = nearby.kind === 'searching';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!noPlace && !searching) props.onSearchNear();
  };
  return (
    <div className="cs-venue-picker">
      <Card size="3" className="cs-venue-picker__search">
        <Heading as="h2" size="4" mb="3">{t('search.title')}</Heading>
        <div className="cs-venue-picker__forms">
          <div className="cs-venue-picker__field">
            <Text as="label" size="2" weight="medium" htmlFor={nameId}>{t('search.byName')}</Text>
            <TextField.Root id={nameId} size="3" type="search" value={props.nameQuery} placeholder={t('search.byNameHint')} onChange={(event) => props.onNameQueryChange(event.target.value)}>
              <TextField.Slot><MagnifyingGlassIcon aria-hidden="true" /></TextField.Slot>
            </TextField.Root>
          </div>
          <form className="cs-venue-picker__near" onSubmit={submit} role="search" aria-label={t('search.submit')}>
            <div className="cs-venue-picker__field">
              <Text as="label" size="2" weight="medium" htmlFor={placeId}>{t('search.near')}</Text>
              <TextField.Root id={placeId} size="3" value={props.place} placeholder={t('search.nearHint')} maxLength={100} autoComplete="postal-code" onChange={(event) => props.onPlaceChange(event.target.value)} />
            </div>
            <div className="cs-venue-picker__field cs-venue-picker__radius">
              <Text as="label" size="2" weight="medium" htmlFor={radiusId}>{t('search.radius')}</Text>
              <select id={radiusId} className="cs-filters__select cs-venue-picker__select" value={props.radius} onChange={(event) => props.onRadiusChange(Number(event.target.value))}>
                {props.radiusOptions.map((miles) => (
                  <option key={miles} value={miles}>{t('search.radiusOption', { count: miles })}</option>
                ))}
              </select>
            </div>
            <Flex gap="2" align="end" wrap="wrap">
              {/* Without a place (or while searching) it stays in the tab order and says why; a press does nothing. */}
              <Button size="3" type="submit" loading={searching} disabled={false} {...softDisabled(noPlace || searching, noPlace ? needsPlaceId : null)}>{t('search.submit')}</Button>
              {noPlace ? <VisuallyHidden id={needsPlaceId}>{t('search.required')}</VisuallyHidden> : null}
              {nearby.kind !== 'idle' ? <Button size="3" type="button" variant="soft" onClick={props.onClearNear}>{t('search.clear')}</Button> : null}
            </Flex>
          </form>
        </div>
      </Card>
      <NearbyMessage nearby={nearby} nameQuery={props.nameQuery} empty={props.venues.length === 0} />
      <div className="cs-venue-picker__results" data-with-map={props.map ? '' : undefined}>
        {props.loading ? (
          <ul className="cs-venue-list" aria-busy="true" role="list" aria-label={t('venues')}>
            {[0, 1, 2].map((i) => (
              <Card asChild size="2" key={i}><li className="cs-venue-card"><Skeleton width="100%" height="3rem" /></li></Card>
            ))}
          </ul>
        ) : props.venues.length ? (
          <ul className="cs-venue-list cs-venue-picker__list" role="list" aria-label={t('venues')}>
            {props.venues.map((venue) => <VenueCard key={venue.slug} {...venue} onSelect={props.onSelect} />)}
          </ul>
        ) : <div />}
        {props.map ? <div className="cs-venue-picker__map">{props.map}</div> : null}
      </div>
    </div>
  );
}
