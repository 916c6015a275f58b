import {
  ApiError,
  closureFieldErrors,
  closureKeys,
  closureMutations,
  closurePlaces,
  closureQueries,
  closureRequest,
  closureState,
  formatLocalDate,
  messages,
  staffMay,
  venueLocalNow,
  venueLocations,
  type VenueClosure,
  type ClosureFieldErrors,
  type ClosureFormValues,
  type ClosureInput,
} from '@courtside/core';
import type { ClosureView } from '@courtside/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../account/useAccount';
import { useApp } from '../app/context';

const failureText = (error: unknown) => (error instanceof ApiError ? error.message : messages.genericToast);
const blank: ClosureFormValues = { startsAt: '', endsAt: '', locationIds: [], reason: '' };
/** A venue wall time as the list shows it: 'Thu, 31 Dec 2026 09:00'. */
const wallTime = (local: string) => `${formatLocalDate(local)} ${local.slice(11, 16)}`;

/** A refused closure's messages: the server's 422 field errors beside their fields, anything else above the form. */
function refusal(error: unknown): ClosureFieldErrors {
  const fields = error instanceof ApiError && error.status === 422 ? closureFieldErrors(error.validation) : {};
  return Object.keys(fields).length > 0 ? fields : { form: failureText(error) };
}

/**
 * Closures: a venue's closures (GET, all staff), closing the venue or some of its locations (POST, managers — core's
 * staffMay; the form checked first by core's closureRequest, the contract the server applies) and reopening one
 * (DELETE: the sessions it set aside that clash with nothing else come back). The locations offered are the venue's
 * rooms and courts (GET …/locations). A change makes the closures and the register's days stale.
 */
export function useClosures(venueSlug: string | null, timeZone: string | null) {
  const { api, toasts } = useApp();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canManage = staffMay(useAuthUser().data?.staffRole ?? null, 'updateOccurrence');
  const list = useQuery({ ...closureQueries.list(api, venueSlug), throwOnError: false });
  // A failed read leaves only the whole venue to close.
  const locations = venueLocations(useQuery({ ...closureQueries.locations(api, venueSlug), throwOnError: false }).data ?? []);
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<ClosureFieldErrors>({});
  const [setAsideCount, setSetAsideCount] = useState<number | null>(null);
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  const reload = () => Promise.all(closureKeys.changed(venueSlug ?? '').map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const create = useMutation({
    ...closureMutations.create(api, venueSlug ?? ''),
    onMutate: () => (setErrors({}), setSetAsideCount(null)),
    onSuccess: async (made) => {
      setValues(blank);
      setSetAsideCount(made.occurrencesSetAside.length);
      await reload();
    },
    onError: (failure) => setErrors(refusal(failure)),
  });
  const remove = useMutation({
    ...closureMutations.remove(api),
    onSuccess: async (lifted) => {
      await reload();
      setConfirmingId(null);
      toasts.add({ description: t('staff.closures.reopened', { count: lifted.occurrencesReinstated.length }), tone: 'success' });
    },
  });

  const venueNow = timeZone ? venueLocalNow(new Date(), timeZone) : null;
  const view = (c: VenueClosure, now: string): ClosureView => ({
    id: c.id,
    from: wallTime(c.startsAt),
    to: wallTime(c.endsAt),
    places: closurePlaces(c.locationIds, locations, (id) => t('staff.closures.unknownLocation', { id })),
    reason: c.reason,
    state: closureState(c, now),
  });

  return {
    list: {
      state: list.isPending && venueSlug !== null ? ('loading' as const) : list.isError ? ('error' as const) : ('ready' as const),
      closures: venueNow === null ? [] : (list.data ?? []).map((c) => view(c, venueNow)),
      errorText: list.isError ? failureText(list.error) : undefined,
      onRetry: () => void list.refetch(),
      canReopen: canManage,
      confirmingId,
      reopenPending: remove.isPending,
      reopenError: remove.isError ? failureText(remove.error) : null,
      onAskReopen: (id: number) => (remove.reset(), setConfirmingId(id)),
      onConfirmReopen: (id: number) => remove.mutate(id),
      onCancelReopen: () => setConfirmingId(null),
    },
    form: {
      values,
      locations,
      errors,
      setAsideCount,
      disabled: !canManage,
      submitting: create.isPending,
      onChange: setValues,
      onSubmit: () => {
        const request = closureRequest(values);
        if (request.errors) return (setSetAsideCount(null), setErrors(request.errors));
        create.mutate(request.input satisfies ClosureInput);
      },
    },
    /** Another venue chosen: the form's messages belong to the last one. */
    resetForm: () => (setErrors({}), setSetAsideCount(null), setConfirmingId(null)),
  };
}
