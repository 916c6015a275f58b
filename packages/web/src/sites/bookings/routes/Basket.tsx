import type { CrumbHandle } from '../../../app/crumbHandle';
import { BasketSection } from '../../../checkout/BasketSection';

export const handle: CrumbHandle = { crumb: (t) => t('checkout:basketTitle') };

/** Spec §2 /basket (Shopping basket). */
export function Component() {
  return <BasketSection />;
}
