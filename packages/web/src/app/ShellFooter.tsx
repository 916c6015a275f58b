import { bookingsPaths, openDataPath } from '@courtside/core';
import { Footer } from '@courtside/ui';
import { useFooterHtml } from '../hooks/useShell';
import { useSafeHtml } from '../hooks/useSafeHtml';

/** Spec §2: the venue's footer, fetched per venue and rendered as sanitised HTML, above the accessibility statement's and the open-data page's links. */
export function ShellFooter({ venueSlug }: { venueSlug: string | null }) {
  const footer = useFooterHtml(venueSlug);
  const html = useSafeHtml(footer.data);
  return <Footer html={html} accessibilityHref={bookingsPaths.accessibility()} openDataHref={openDataPath} />;
}
