import { NotFoundPage } from '@courtside/ui';

/** Spec §2: unknown paths show the not-found page with a 'Go home' link to /. */
export function Component() {
  return <NotFoundPage homeHref="/" />;
}
