import { isKioskStartPath, kioskIdleApplies, kioskIdlePhase, kioskSecondsLeft } from '@courtside/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../account/session';
import { useApp } from '../app/context';
import { useKioskVisit } from './useKioskVisit';

/** The warning (Radix AlertDialog), loaded only on a kiosk whose clock runs (not in the entry). */
const KioskIdleWarning = lazy(() => import('./KioskIdleWarningView').then((m) => ({ default: m.KioskIdleWarning })));

/** What counts as the customer still being there. */
const activity = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Spec §2/§9: a kiosk ends the visit after 90 s idle and goes back to its start page. 20 s before, an alert dialog
 * warns and counts down (WCAG 2.2.1); staying starts the clock again. A kiosk resting on its start page with nobody
 * signed in has nothing to end.
 */
export function KioskIdleGuard() {
  const { site } = useApp();
  const { token } = useSession();
  const { pathname } = useLocation();
  const visit = useKioskVisit();
  const applies = kioskIdleApplies({ isKiosk: visit.isKiosk, signedIn: Boolean(token), atHome: site === 'online-joining' && isKioskStartPath(pathname) });
  const lastActive = useRef(0);
  const [idleMs, setIdleMs] = useState(0);
  const { end } = visit;

  useEffect(() => {
    if (!applies) return;
    lastActive.current = Date.now();
    // While the warning shows, only its own buttons (or Escape) keep the customer: a stray touch does not.
    const touched = () => {
      if (kioskIdlePhase(Date.now() - lastActive.current) === 'active') lastActive.current = Date.now();
    };
    for (const type of activity) window.addEventListener(type, touched, { capture: true, passive: true });
    const tick = window.setInterval(() => {
      const idle = Date.now() - lastActive.current;
      // Renders only as the phase or the countdown changes.
      setIdleMs((before) => (kioskIdlePhase(idle) === 'active' && kioskIdlePhase(before) === 'active' ? before : idle));
      if (kioskIdlePhase(idle) !== 'expired') return;
      window.clearInterval(tick);
      end();
    }, 1000);
    return () => {
      for (const type of activity) window.removeEventListener(type, touched, { capture: true });
      window.clearInterval(tick);
      setIdleMs(0);
    };
  }, [applies, end]);

  if (!applies) return null;
  const stay = () => {
    lastActive.current = Date.now();
    setIdleMs(0);
  };
  return (
    <Suspense fallback={null}>
      <KioskIdleWarning open={kioskIdlePhase(idleMs) === 'warning'} secondsLeft={kioskSecondsLeft(idleMs)} onStay={stay} onLeave={end} />
    </Suspense>
  );
}
