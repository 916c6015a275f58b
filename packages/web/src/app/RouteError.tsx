import { ApiError } from '@courtside/core';
import { ErrorPage } from '@courtside/ui';
import { useRouteError } from 'react-router-dom';

/**
 * The router's error boundary (spec §4: query failures other than 404, 409 and 422 raise here; §8: the server's
 * text when present, else the catalogue's, which ApiError already carries).
 */
export function RouteError() {
  const error = useRouteError();
  return <ErrorPage message={error instanceof ApiError ? error.message : undefined} onRetry={() => window.location.reload()} />;
}
