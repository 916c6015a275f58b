import { isBreadcrumbHidden } from '@courtside/core';
import { Breadcrumb } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import { useMatches, type Params } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { TFunction } from 'i18next';
import { useApp } from './context';

/** A route's breadcrumb entry and page name, declared in its module's `handle`. */
export interface CrumbHandle {
  crumb?: (t: TFunction, params: Params) => string;
  /** The page's name in the tab's title (spec §2, the names in brackets) when it differs from the crumb. */
  title?: (t: TFunction, params: Params) => string;
}

/** Spec §2: the breadcrumb starts with a home link and is hidden when embedded. */
export function ShellBreadcrumb() {
  const { t } = useTranslation();
  const system = useSnapshot(useApp().system);
  const matches = useMatches();
  const items = matches
    .filter((match) => match.pathname !== '/' && (match.handle as CrumbHandle | undefined)?.crumb)
    .map((match) => ({ label: (match.handle as Required<CrumbHandle>).crumb(t, match.params), href: match.pathname }));
  return <Breadcrumb homeHref="/" items={items} embedded={isBreadcrumbHidden(system)} />;
}
