import { ApiError, ChunkLoadError } from '@courtside/core';
import { ErrorPage } from '@courtside/ui';
import { useRouteError } from 'react-router-dom';

/**
 * The router's error boundary (spec §4: query failures other than 404, 409 and 422 raise here; §8: the server's
 * text when present, else the catalogue's, which ApiError already carries).
 */
export function RouteError() {
  const error = useRouteError();
  // A route's code that did not load: its §8 text, and Retry reloads the page (a new deploy's files come with it).
  const shown = error instanceof ApiError || error instanceof ChunkLoadError ? error.message : undefined;
  return <ErrorPage message={shown} onRetry={() => window.location.reload()} />;
}
