import { bookingsPaths } from '@courtside/core';
import { NotFoundPage, PageSpinner } from '@courtside/ui';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../account/session';
import { useAuthUser } from '../account/useAccount';
import { tillPaths } from './tillPaths';

/**
 * What a staff page shows instead of itself, or null for staff: visitors go to the staff login, a customer meets
 * not-found, and the signed-in user's read shows a spinner.
 */
export function useStaffGate(): ReactElement | null {
  const { token } = useSession();
  const user = useAuthUser();
  if (!token) return <Navigate replace to={tillPaths.staffLogin()} />;
  if (user.isPending) return <PageSpinner />;
  if (!user.data?.staffRole) return <NotFoundPage homeHref={bookingsPaths.home()} />;
  return null;
}
