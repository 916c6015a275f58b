import type { ReactNode } from 'react';
import { Spinner as RadixSpinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export interface WaitingRoomNoticeProps {
  /** The customer's place in line (1: next); null shows nothing. */
  position: number | null;
}

/**
 * While an add or a payment waits in the server's waiting room, the customer sees that they are in a queue, their
 * place, and that the page carries on by itself. A polite live region: announced, never taking focus.
 */
export function WaitingRoomNotice({ position }: WaitingRoomNoticeProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    // A live region that is always there (so the place is announced when it appears and as it moves), without the
    // status role: the page's own status messages stay the only `status` on the page while nobody waits.
    <div className="cs-waiting-room" aria-live="polite" aria-atomic="true">
      {position === null ? null : (
        <div className="cs-waiting-room__panel">
          <RadixSpinner size="3" aria-hidden="true" className="cs-waiting-room__icon" />
          <div className="cs-waiting-room__text">
            <Text as="p" size="3" weight="bold">
              {t('waitingRoom.title')}
            </Text>
            <Text as="p" size="5" weight="bold" className="cs-waiting-room__position">
              {t('waitingRoom.position', { position })}
            </Text>
            <Text as="p" size="2">
              {t('waitingRoom.body')}
            </Text>
          </div>
        </div>
      )}
    </div>
  );
}
