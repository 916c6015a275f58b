import { documentTitle } from '@courtside/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { useVenues } from '../hooks/useShell';
import type { CrumbHandle } from './crumbHandle';

/** The default favicon (web/public), shown until the theme names the tenant's logo. */
const defaultIcon = '/favicon.svg';

/**
 * Spec §2: the tab says where the customer is — the page's name (its route handle's `title`, else its crumb), the
 * venue and the tenant — and shows the tenant's logo as its icon. Renders nothing.
 */
export function ShellTitle({ tenantName, venueSlug, logoUrl }: { tenantName: string; venueSlug: string | null; logoUrl: string | undefined }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const venues = useVenues();
  const match = [...matches].reverse().find((m) => (m.handle as CrumbHandle | undefined)?.title ?? (m.handle as CrumbHandle | undefined)?.crumb);
  const handle = match?.handle as CrumbHandle | undefined;
  const page = match ? (handle?.title ?? handle?.crumb)?.(t, match.params) : null;
  const venue = venueSlug ? venues.data?.find((v) => v.slug === venueSlug)?.name : null;
  const title = documentTitle({ page, venue, tenant: tenantName });

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = logoUrl ?? defaultIcon;
  }, [logoUrl]);

  return null;
}
