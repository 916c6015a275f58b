import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A booking's pass as shown: what it is for, its QR code (an SVG document) and its code as printed. */
export interface BookingPassView {
  bookingId: number;
  name: string;
  /** When, in the venue's time ('Sat, 12 Dec 2026 10:00'). */
  when: string;
  venue: string;
  /** Whom the place is for. */
  attendee: string;
  /** 'XXXX-XXXX-XXXX'. */
  code: string;
  qrSvg: string;
  /** When it was checked in (venue time, 'HH:mm'), or null. */
  checkedInAt: string | null;
}

export interface BookingPassProps {
  pass: BookingPassView;
  /** Heading level of the session's name (h2 or h3 on a page); 'p' where a title already names it (a dialog). */
  headingAs?: 'h2' | 'h3' | 'p';
}

/**
 * A booking pass a customer shows on their phone: the QR code (an image named "Booking pass for …") on white whatever
 * the venue theme, so scanners read it, and the same code in text under it, "Pass code: XXXX-XXXX-XXXX", to type.
 */
export function BookingPass({ pass, headingAs = 'h3' }: BookingPassProps): ReactNode {
  const { t } = useTranslation();
  const label = t('passes.qrLabel', { name: pass.name, when: pass.when });
  return (
    <Flex direction="column" align="center" gap="2" className="cs-pass" data-checked-in={pass.checkedInAt ? '' : undefined}>
      {headingAs === 'p' ? (
        <Text as="p" size="4" weight="bold" align="center" className="cs-pass__name">
          {pass.name}
        </Text>
      ) : (
        <Heading as={headingAs} size="4" align="center" className="cs-pass__name">
          {pass.name}
        </Heading>
      )}
      <Text as="p" size="2" align="center">
        {pass.when} · {pass.venue}
      </Text>
      <Text as="p" size="2" color="gray" align="center">
        {t('passes.forAttendee', { name: pass.attendee })}
      </Text>
      <img className="cs-pass__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.qrSvg)}`} alt={label} width={220} height={220} />
      <Text as="p" size="4" weight="bold" className="cs-pass__code">
        {t('passes.code', { code: pass.code })}
      </Text>
      {pass.checkedInAt ? (
        <Text as="p" size="2" color="green">
          {t('passes.checkedInAt', { time: pass.checkedInAt })}
        </Text>
      ) : null}
    </Flex>
  );
}
