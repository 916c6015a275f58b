import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface KioskHomeProps {
  venueName: string;
  /** The centre's memberships on the online-joining site. */
  joinHref: string;
  /** The centre's activities on the bookings site. */
  bookHref: string;
  /** Online joining is on for the tenant (spec §3 Config onlineJoiningEnabled). */
  showJoin: boolean;
  /** Self check-in with a booking pass at this kiosk; no choice when absent. */
  checkInHref?: string;
}

/**
 * The kiosk start page (spec §2 /kiosk/?kiosk=true&centre=…): where every visit at a venue device begins and where
 * 90 s idle returns. Large touch targets; each choice is one link.
 */
export function KioskHome({ venueName, joinHref, bookHref, showJoin, checkInHref }: KioskHomeProps): ReactNode {
  const { t } = useTranslation();
  const choices = [
    { key: 'book', href: bookHref, title: t('kiosk.home.book'), text: t('kiosk.home.bookText') },
    ...(showJoin ? [{ key: 'join', href: joinHref, title: t('kiosk.home.join'), text: t('kiosk.home.joinText') }] : []),
    ...(checkInHref ? [{ key: 'checkIn', href: checkInHref, title: t('kiosk.home.checkIn'), text: t('kiosk.home.checkInText') }] : []),
  ];
  return (
    <Flex direction="column" gap="6" className="cs-kiosk-home">
      <div>
        <Heading as="h1" size="9" mb="3">
          {t('kiosk.home.title', { venue: venueName })}
        </Heading>
        <Text as="p" size="5" color="gray">
          {t('kiosk.home.intro')}
        </Text>
      </div>
      <Grid columns={{ initial: '1', sm: String(choices.length) }} gap="5" asChild>
        <ul className="cs-kiosk-home__choices">
          {choices.map((choice) => (
            <li key={choice.key}>
              <Card size="4" asChild className="cs-kiosk-home__choice">
                <AppLink href={choice.href}>
                  <Heading as="h2" size="7" mb="2">
                    {choice.title}
                  </Heading>
                  <Text as="p" size="4" color="gray">
                    {choice.text}
                  </Text>
                </AppLink>
              </Card>
            </li>
          ))}
        </ul>
      </Grid>
    </Flex>
  );
}
