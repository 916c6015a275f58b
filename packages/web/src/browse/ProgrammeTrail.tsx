import { Breadcrumb } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle, TrailProps } from '../app/crumbHandle';
import { useProgrammeTrail } from './useProgrammes';

/**
 * Spec §2: the camp and course pages' breadcrumb (/camps/location/…, /courses/location/…) is core's programme trail,
 * Home › venue › Camps › category › camp, named from the catalogue reads the page itself makes; a page below a camp or
 * course adds its own crumb.
 */
export function ProgrammeTrail({ leaf, hidden }: TrailProps) {
  const { t } = useTranslation();
  const programme = useProgrammeTrail(leaf.pathname, leaf.params);
  const leafCrumb = (leaf.handle as CrumbHandle | undefined)?.crumb;
  const items = programme && leafCrumb ? [...programme, { label: leafCrumb(t, leaf.params), href: leaf.pathname }] : programme;
  return <Breadcrumb homeHref="/" items={items ?? []} embedded={hidden} />;
}
