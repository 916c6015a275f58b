import { staffCheckIn } from '@courtside/core';
import { CheckInPanel, PageSpinner, RegisterFilters } from '@courtside/ui';
import { Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../app/crumbHandle';
import { useApp } from '../app/context';
import { useStaffVenue } from '../staff/useStaffVenue';
import { useStaffGate } from '../till/useStaffGate';
import { useCameraScanner } from './useCameraScanner';
import { useCheckIn } from './useCheckIn';

export const handle: CrumbHandle = { crumb: (t) => t('passes.checkIn.title') };

/**
 * Staff check-in at the desk (/staff/check-in): the venue the desk checks in for (kept in the address, the staff
 * member's home venue by default), and each pass scanned, typed or read by the camera checked in there.
 */
export function Component() {
  const { t } = useTranslation();
  const { api } = useApp();
  const gate = useStaffGate();
  const { venues, venue, deciding, choose } = useStaffVenue();
  const checkIn = useCheckIn((code) => staffCheckIn(api, code, venue?.slug));
  const { submit } = checkIn;
  const camera = useCameraScanner(submit);
  if (gate) return gate;
  if (deciding) return <PageSpinner />;
  return (
    <div className="cs-check-in">
      <div>
        <Heading as="h1" size="8" mb="2">
          {t('passes.checkIn.title')}
        </Heading>
        <Text as="p" color="gray">
          {t('passes.checkIn.intro')}
        </Text>
      </div>
      <CheckInPanel pending={checkIn.pending} result={checkIn.result} onSubmit={submit} {...camera}>
        <RegisterFilters venues={venues} venue={venue?.slug ?? ''} onVenue={(slug) => choose({ venue: slug })} />
      </CheckInPanel>
    </div>
  );
}
