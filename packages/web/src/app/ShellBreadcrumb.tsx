import { isBreadcrumbHidden } from '@courtside/core';
import { Breadcrumb } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApp } from './context';
import type { CrumbHandle } from './crumbHandle';

/**
 * Spec §2: the breadcrumb starts with a home link and is hidden when embedded. A page whose trail is named from the
 * catalogue (the browse pages, /location/…, and the camp and course pages) draws it with its handle's `Trail`; other
 * pages name themselves in their route's handle.
 */
export function ShellBreadcrumb() {
  const { t } = useTranslation();
  const { system: systemStore } = useApp();
  const system = useSnapshot(systemStore);
  const matches = useMatches();
  const leaf = matches.at(-1);
  const hidden = isBreadcrumbHidden(system);
  const Trail = (leaf?.handle as CrumbHandle | undefined)?.Trail;
  if (leaf && Trail) return <Trail leaf={leaf} hidden={hidden} />;
  const items = matches
    .filter((match) => match.pathname !== '/' && (match.handle as CrumbHandle | undefined)?.crumb)
    .map((match) => ({ label: (match.handle as Required<CrumbHandle>).crumb(t, match.params), href: match.pathname }));
  return <Breadcrumb homeHref="/" items={items} embedded={hidden} />;
}
