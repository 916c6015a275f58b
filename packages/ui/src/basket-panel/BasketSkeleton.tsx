import { Card, Skeleton, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** Two placeholder cards while the basket loads; the label is announced, the shapes are hidden. */
export function BasketSkeleton({ label }: { label: string }): ReactNode {
  return (
    <div className="cs-basket-panel__loading" role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {[0, 1].map((i) => (
        <Card size="2" key={i} className="cs-basket-panel__skeleton" aria-hidden="true">
          <Skeleton width="40%" height="1rem" />
          <Skeleton width="70%" height="1.5rem" />
          <Skeleton width="55%" height="1rem" />
          <Skeleton width="6rem" height="2rem" />
        </Card>
      ))}
    </div>
  );
}
