import { defaultMapView, selectVenue } from '@courtside/core';
import { ErrorPage, VenueMap, VenuePicker } from '@courtside/ui';
import { Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { useHomeSearch } from '../../../browse/useHomeSearch';
import { useMapConfig } from '../../../hooks/useBrowse';
import { useVenues } from '../../../hooks/useShell';

// No crumb (the trail starts here), but the tab names the page.
export const handle: CrumbHandle = { title: (t) => t('home:title') };

/** Spec §2 "/": choose a venue from the list, search it by name, or find venues near a postcode or place. */
export function Component() {
  const { t } = useTranslation('home');
  const { selectedVenue } = useApp();
  const selected = useSnapshot(selectedVenue);
  const venues = useVenues();
  const mapConfig = useMapConfig();
  const search = useHomeSearch(venues.data ?? [], selected.venueSlug);
  if (venues.isError) return <ErrorPage onRetry={() => void venues.refetch()} />;
  const onSelect = (slug: string) => selectVenue(selectedVenue, slug);
  const map = (
    <VenueMap
      venues={search.mapVenues}
      searched={search.searched}
      defaultView={defaultMapView}
      tileUrl={mapConfig.data?.tileUrl ?? null}
      attribution={mapConfig.data?.attribution ?? null}
      onSelect={onSelect}
    />
  );
  return (
    <>
      <Heading as="h1" size="8" mb="2">{t('title')}</Heading>
      <Text as="p" color="gray" mb="5">{t('intro')}</Text>
      <VenuePicker {...search.picker} venues={search.cards} loading={venues.isPending} map={venues.isPending ? undefined : map} onSelect={onSelect} />
    </>
  );
}
