import { ErrorPage } from '@courtside/ui';

/** Last-resort boundary for a route that throws (spec §8: errors that reach the boundary). */
export function RouteError() {
  return <ErrorPage onRetry={() => window.location.reload()} />;
}
