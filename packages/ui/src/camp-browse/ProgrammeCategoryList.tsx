import type { ProgrammeKind } from '@courtside/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '../activity-list/ActivityList';

/** A camp or course category of a venue (core's `programmeCategories`) with its page. */
export interface ProgrammeCategoryView {
  slug: string;
  name: string;
  count: number;
  href: string;
}

export interface ProgrammeCategoryListProps {
  kind: ProgrammeKind;
  state: 'loading' | 'error' | 'ready';
  categories: ProgrammeCategoryView[];
  onRetry?: () => void;
}

/** Spec §2 /camps/location/{venueSlug} (Book a camp; category): the venue's camp or course categories as link cards. */
export function ProgrammeCategoryList({ kind, state, categories, onRetry }: ProgrammeCategoryListProps): ReactNode {
  const { t } = useTranslation('courses');
  return (
    <ActivityList
      state={state}
      label={t(`browse.${kind}.categoriesLabel`)}
      emptyMessage={t(`browse.${kind}.emptyCategories`)}
      activities={categories.map((c) => ({ slug: c.slug, name: c.name, description: t(`browse.${kind}.count`, { count: c.count }), href: c.href }))}
      onRetry={onRetry}
    />
  );
}
