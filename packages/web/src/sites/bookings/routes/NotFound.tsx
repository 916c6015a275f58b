import { NotFoundPage } from '@courtside/ui';
import type { CrumbHandle } from '../../../app/crumbHandle';

export const handle: CrumbHandle = { title: (t) => t('common:notFound.pageTitle') };

/** Spec §2: unknown paths show the not-found page with a 'Go home' link to /. */
export function Component() {
  return <NotFoundPage homeHref="/" />;
}
