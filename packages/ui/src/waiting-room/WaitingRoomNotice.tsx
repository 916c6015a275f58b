import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Spinner as RadixSpinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export interface WaitingRoomNoticeProps {
  /** The customer's place in line (1: next); null shows nothing. */
  position: number | null;
}

/** The gap kept between a focused control and the panel's top edge. */
const spaceAbovePanel = 8;

/**
 * WCAG 2.4.11: the panel is fixed over the foot of the page, so while it shows the page reserves its height at the
 * bottom (`--cs-waiting-room-space`, used as the root's scroll-padding and the body's bottom padding in
 * waitingRoom.css): a control reached by Tab scrolls up clear of the panel, and the last ones can scroll that far.
 */
function useReservedSpace(panel: { current: HTMLDivElement | null }, showing: boolean): void {
  useLayoutEffect(() => {
    const element = panel.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    const root = element.ownerDocument.documentElement;
    const reserve = () => {
      const space = view.innerHeight - element.getBoundingClientRect().top + spaceAbovePanel;
      root.style.setProperty('--cs-waiting-room-space', `${Math.ceil(space)}px`);
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    view.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      view.removeEventListener('resize', reserve);
      root.style.removeProperty('--cs-waiting-room-space');
    };
  }, [panel, showing]);
}

/**
 * While an add or a payment waits in the server's waiting room, the customer sees that they are in a queue, their
 * place, and that the page carries on by itself. A polite live region: announced, never taking focus.
 */
export function WaitingRoomNotice({ position }: WaitingRoomNoticeProps): ReactNode {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  useReservedSpace(panel, position !== null);
  return (
    // A live region that is always there (so the place is announced when it appears and as it moves), without the
    // status role: the page's own status messages stay the only `status` on the page while nobody waits.
    <div className="cs-waiting-room" aria-live="polite" aria-atomic="true">
      {position === null ? null : (
        <div className="cs-waiting-room__panel" ref={panel}>
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
