import { ChevronRightIcon } from '@radix-ui/react-icons';
import { Card, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseState } from '../browse-state/BrowseState';
import { AppLink } from '../link/LinkProvider';

export interface ActivitySummary {
  slug: string;
  name: string;
  description: string | null;
  href: string;
}

export interface ActivityListProps {
  state: 'loading' | 'error' | 'ready';
  activities: ActivitySummary[];
  onRetry?: () => void;
  /** The list's accessible name (default 'Activities'), e.g. the camp categories of a venue. */
  label?: string;
  /** What the empty list says (default: no activities at this venue). */
  emptyMessage?: string;
}

/** The activities (or sub activities) to choose from, as link cards; skeletons, an error or an empty state otherwise. */
export function ActivityList({ state, activities, onRetry, label, emptyMessage }: ActivityListProps): ReactNode {
  const { t } = useTranslation('activities');
  if (state === 'error') return <BrowseState tone="error" message={t('loadFailed')} action={onRetry ? { label: t('retry'), onClick: onRetry } : null} />;
  if (state === 'ready' && activities.length === 0) return <BrowseState tone="empty" message={emptyMessage ?? t('emptyActivities')} />;
  const list = (
    <ul className="cs-activity-list" role="list" aria-label={label ?? t('activitiesLabel')} aria-busy={state === 'loading' || undefined}>
      {state === 'loading'
        ? [0, 1, 2].map((i) => (
            <Card asChild size="3" key={i}>
              <li className="cs-activity-card">
                <Skeleton width="50%" height="1.5rem" />
                <Skeleton width="90%" height="1rem" />
              </li>
            </Card>
          ))
        : activities.map((activity) => (
            <Card asChild size="3" key={activity.slug}>
              <li className="cs-activity-card">
                <span className="cs-activity-card__text">
                  <AppLink href={activity.href} className="cs-activity-card__link">
                    <Text size="5" weight="bold" className="cs-activity-card__name">{activity.name}</Text>
                  </AppLink>
                  {activity.description ? <Text as="p" size="2" className="cs-activity-card__description">{activity.description}</Text> : null}
                </span>
                <ChevronRightIcon className="cs-activity-card__chevron" aria-hidden="true" />
              </li>
            </Card>
          ))}
    </ul>
  );
  // While loading, a hidden status says so (the skeletons are hidden from screen readers); never once loaded.
  return state === 'loading' ? (
    <>
      <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
      {list}
    </>
  ) : (
    list
  );
}
