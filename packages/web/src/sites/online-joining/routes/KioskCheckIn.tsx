import { kioskCheckIn, onlineJoiningPaths } from '@courtside/core';
import { CheckInPanel, NotFoundPage, PageSpinner } from '@courtside/ui';
import { Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { useVenues } from '../../../hooks/useShell';
import { useCameraScanner } from '../../../passes/useCameraScanner';
import { useCheckIn } from '../../../passes/useCheckIn';

export const handle: CrumbHandle = { crumb: (t) => t('passes.checkIn.kioskTitle') };

/**
 * Self check-in at a kiosk (/kiosk/check-in, in kiosk mode): a customer scans their booking pass at the kiosk's
 * scanner or camera, or types its code, and is checked in for a session at the kiosk's own venue today.
 */
export function Component() {
  const { t } = useTranslation();
  const { api, kiosk } = useApp();
  const { currentCentre } = useSnapshot(kiosk);
  const [params] = useSearchParams();
  const venues = useVenues();
  const centre = currentCentre ?? params.get('centre');
  const checkIn = useCheckIn((code) => kioskCheckIn(api, code, centre ?? ''));
  const camera = useCameraScanner(checkIn.submit);
  if (venues.isPending) return <PageSpinner />;
  const venue = venues.data?.find((v) => v.slug === centre);
  if (!venue) return <NotFoundPage homeHref={onlineJoiningPaths.home()} />;
  return (
    <div className="cs-check-in">
      <div>
        <Heading as="h1" size="8" mb="2">
          {t('passes.checkIn.kioskTitle')}
        </Heading>
        <Text as="p" size="4" color="gray">
          {t('passes.checkIn.kioskIntro')}
        </Text>
      </div>
      <CheckInPanel pending={checkIn.pending} result={checkIn.result} onSubmit={checkIn.submit} {...camera} />
    </div>
  );
}
