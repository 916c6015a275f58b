import type { ProgrammeKind } from '@courtside/core';
import { Card, Skeleton, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseState } from '../browse-state/BrowseState';
import { ProgrammeCard, type ProgrammeCardView } from './ProgrammeCard';

export interface ProgrammeListProps {
  kind: ProgrammeKind;
  state: 'loading' | 'error' | 'ready';
  programmes: ProgrammeCardView[];
  onRetry?: () => void;
}

/** Skeleton cards while a camp or course list loads (the list says it is busy, a hidden status announces the loading). */
export function ProgrammeSkeletons({ label }: { label: string }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <>
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <ul className="cs-programme-list" role="list" aria-label={label} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Card asChild size="2" key={i}>
            <li className="cs-programme-card">
              <div className="cs-programme-card__main">
                <Skeleton width="60%" height="1.5rem" />
                <Skeleton width="40%" height="1rem" />
              </div>
              <div className="cs-programme-card__act">
                <Skeleton width="8rem" height="2.5rem" />
              </div>
            </li>
          </Card>
        ))}
      </ul>
    </>
  );
}

/** Spec §2 'choose a camp' (or course): the category's camps or courses as cards; skeletons, an error or an empty state otherwise. */
export function ProgrammeList({ kind, state, programmes, onRetry }: ProgrammeListProps): ReactNode {
  const { t } = useTranslation('courses');
  const label = t(`browse.${kind}.listLabel`);
  if (state === 'loading') return <ProgrammeSkeletons label={label} />;
  if (state === 'error') return <BrowseState tone="error" message={t('browse.loadFailed')} action={onRetry ? { label: t('browse.retry'), onClick: onRetry } : null} />;
  if (programmes.length === 0) return <BrowseState tone="empty" message={t(`browse.${kind}.empty`)} />;
  return (
    // role="list" keeps list semantics where Safari drops them for list-style: none.
    <ul className="cs-programme-list" role="list" aria-label={label}>
      {programmes.map((programme) => (
        <ProgrammeCard key={programme.id} kind={kind} {...programme} />
      ))}
    </ul>
  );
}
