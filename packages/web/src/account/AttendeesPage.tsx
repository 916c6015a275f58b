import { myAccountPaths } from '@courtside/core';
import { AttendeeList, ErrorPage, PageSpinner, StatusPage } from '@courtside/ui';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { siteHref } from '../app/siteHref';
import { useSession } from './session';
import { useOpenLogin } from './useAccount';
import { useAttendees } from './useAttendees';

/** Spec §2 /attendees for a signed-in customer: its h1, the people they book for, loading and error states. */
export function AttendeesContent(): ReactNode {
  const { t } = useTranslation();
  const { site, firstView } = useApp();
  const attendees = useAttendees(siteHref(site, 'my-account', myAccountPaths.userDetails(), firstView?.location));
  return (
    <>
      <Heading as="h1" size="8">
        {t('account.myAccount.attendees.title')}
      </Heading>
      <Text as="p">{t('account.myAccount.attendees.intro')}</Text>
      {attendees.state === 'loading' ? <PageSpinner /> : null}
      {attendees.state === 'error' ? <ErrorPage onRetry={attendees.retry} /> : null}
      {attendees.state === 'ready' ? <AttendeeList attendees={attendees.attendees} /> : null}
    </>
  );
}

/** The bookings site's /attendees (spec §2): a visitor is asked to log in with the site's login modal (spec §6). */
export function AttendeesOrLogIn(): ReactNode {
  const { t } = useTranslation();
  const { token } = useSession();
  const openLogin = useOpenLogin();
  if (token) {
    return (
      <Flex direction="column" gap="4">
        <AttendeesContent />
      </Flex>
    );
  }
  return (
    <StatusPage
      title={t('account.myAccount.attendees.title')}
      body={t('account.myAccount.attendees.logInNotice')}
      actions={
        <Button size="3" onClick={openLogin}>
          {t('nav.logIn')}
        </Button>
      }
    />
  );
}
