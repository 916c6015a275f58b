import { accountQueries, ApiError } from '@courtside/core';
import { PassDialog } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../app/context';
import { passView } from './passView';

/**
 * The pass of one of the customer's bookings in a dialog (my-account Bookings' "Show pass"), loaded when opened. A
 * module of its own, loaded on demand: the pages that never open a pass carry none of it.
 */
export function PassDialogHost({ bookingId, open, onClose }: { bookingId: number; open: boolean; onClose: () => void }) {
  const { api } = useApp();
  const pass = useQuery(accountQueries.bookingPass(api, bookingId));
  return (
    <PassDialog
      open={open}
      state={pass.isPending ? 'loading' : pass.isError ? 'error' : 'ready'}
      pass={pass.data ? passView(pass.data) : null}
      errorText={pass.error instanceof ApiError ? pass.error.message : undefined}
      onRetry={() => void pass.refetch()}
      onClose={onClose}
    />
  );
}
