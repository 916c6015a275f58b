import { bookingsPaths, openDataPath } from '@courtside/core';
import { Footer } from '@courtside/ui';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useFooterHtml } from '../hooks/useShell';

/** Spec §2: the venue's footer, fetched per venue and rendered as sanitised HTML, above the accessibility statement's and the open-data page's links. */
export function ShellFooter({ venueSlug }: { venueSlug: string | null }) {
  const footer = useFooterHtml(venueSlug);
  const html = useMemo(() => (footer.data ? DOMPurify.sanitize(footer.data, { USE_PROFILES: { html: true } }) : null), [footer.data]);
  return <Footer html={html} accessibilityHref={bookingsPaths.accessibility()} openDataHref={openDataPath} />;
}
