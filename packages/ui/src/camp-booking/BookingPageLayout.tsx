import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface BookingPageLayoutProps {
  /** Picks the back link's text: 'Back to camp details', 'Back to course details' or (a package) 'Back to the venue'. */
  kind: 'camp' | 'course' | 'package';
  /** The details page the back link returns to. */
  backHref: string;
  /** The camp's or course's name (the page's one h1). */
  title: string;
  /** A line under the title, e.g. the venue and dates. */
  subtitle?: string | null;
  children: ReactNode;
}

/**
 * Spec §2 camp, course and package booking pages: the back link, the title and the page's sections in one column (at most
 * 760px), with room at the bottom for the booking bar that is fixed there on small screens.
 */
export function BookingPageLayout({ kind, backHref, title, subtitle, children }: BookingPageLayoutProps): ReactNode {
  const { t } = useTranslation('courses');
  return (
    <div className="cs-booking-page" data-kind={kind}>
      <AppLink href={backHref} className="cs-booking-page__back">
        <ArrowLeftIcon aria-hidden="true" />
        {t(kind === 'camp' ? 'booking.backToCamp' : kind === 'course' ? 'booking.backToCourse' : 'booking.backToVenue')}
      </AppLink>
      <header className="cs-booking-page__header">
        <Heading as="h1" size="7" className="cs-booking-page__title">
          {title}
        </Heading>
        {subtitle ? (
          <Text as="p" size="3" className="cs-booking-page__subtitle">
            {subtitle}
          </Text>
        ) : null}
      </header>
      <div className="cs-booking-page__body">{children}</div>
    </div>
  );
}
