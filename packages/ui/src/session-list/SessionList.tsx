import { Card, Skeleton, VisuallyHidden } from '@radix-ui/themes';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseState } from '../browse-state/BrowseState';
import { SessionCard, type SessionCardProps } from '../session-card/SessionCard';

export interface SessionListProps {
  state: 'loading' | 'error' | 'ready';
  sessions: Array<SessionCardProps & { id: string | number }>;
  /** Sessions are hidden by filters (the empty text then offers to clear them). */
  filtered?: boolean;
  onRetry?: () => void;
  onClearFilters?: () => void;
  /** Accessible name of the list (e.g. the day it shows). */
  label: string;
}

/**
 * A busy day has hundreds of sessions (Matlock's twelve courts: 372), and drawing them all in one go held the main
 * thread for several hundred ms on a phone. The first screenfuls are drawn at once; the rest follows, twice as many a
 * frame, each batch in a transition, so no one task holds the page for long.
 */
export const sessionsDrawnFirst = 24;

/** The day's sessions: skeleton rows while loading, an error with Try again, an empty state, or the list. */
export function SessionList({ state, sessions, filtered = false, onRetry, onClearFilters, label }: SessionListProps): ReactNode {
  const { t } = useTranslation('activities');
  const [drawn, setDrawn] = useState(sessionsDrawnFirst);
  const more = state === 'ready' && sessions.length > drawn;
  useEffect(() => {
    if (!more) return;
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn((n) => n + 2 * sessionsDrawnFirst)));
    return () => cancelAnimationFrame(frame);
  }, [more, drawn]);
  if (state === 'loading') {
    // A hidden status announces the loading (the skeletons are hidden from screen readers).
    return (
      <>
        <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
        <ul className="cs-session-list" aria-label={label} aria-busy="true" role="list">
          {[0, 1, 2, 3].map((i) => (
            <Card asChild size="2" key={i}>
              <li className="cs-session-list__skeleton">
                <Skeleton width="6rem" height="1.5rem" />
                <Skeleton width="60%" height="1.25rem" />
                <Skeleton width="5.5rem" height="2.5rem" />
              </li>
            </Card>
          ))}
        </ul>
      </>
    );
  }
  if (state === 'error') {
    return <BrowseState tone="error" message={t('sessions.loadFailed')} action={onRetry ? { label: t('retry'), onClick: onRetry } : null} />;
  }
  if (sessions.length === 0) {
    return filtered ? (
      <BrowseState tone="empty" message={t('sessions.emptyFiltered')} action={onClearFilters ? { label: t('filters.clear'), onClick: onClearFilters } : null} />
    ) : (
      <BrowseState tone="empty" message={t('sessions.empty')} />
    );
  }
  return (
    // role="list" keeps list semantics where Safari drops them for list-style: none.
    <ul className="cs-session-list" aria-label={label} role="list">
      {sessions.slice(0, drawn).map(({ id, ...session }) => (
        <SessionCard key={id} focusKey={`session-${id}`} {...session} />
      ))}
    </ul>
  );
}
