import { formatLocalDate, selectUser, tillQueries } from '@courtside/core';
import type { CustomerResultView } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../account/session';
import { useAuthUser } from '../account/useAccount';
import { useApp } from '../app/context';

/** How long typing must pause before the till searches (a barcode scanner types in one burst). */
const SEARCH_DELAY_MS = 250;

/**
 * Finding and serving the customer at the till: the search (GET /api/v1/staff/customers, after a pause in typing) and
 * serving one — the session's selected user, so every call acts for them (X-Selected-User-Id) and every booking is
 * theirs; the server names them back as the auth user's selected user.
 */
export function useCustomerSearch() {
  const { api, session } = useApp();
  const { selectedUserId } = useSession();
  const user = useAuthUser().data;
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(query.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
  const found = useQuery({ ...tillQueries.customers(api, search), throwOnError: false });
  const results: CustomerResultView[] = (found.data ?? []).map((c) => ({
    id: c.id,
    name: `${c.firstName} ${c.lastName}`,
    reference: c.reference,
    email: c.email ?? '',
    dateOfBirth: c.dateOfBirth ? formatLocalDate(c.dateOfBirth, 'short') : null,
  }));
  // The row chosen here names them with their reference; after a reload the server's selected user names them.
  const [served, setServed] = useState<CustomerResultView | null>(null);
  const row = served?.id === selectedUserId ? served : null;
  const named = user?.selectedUser?.id === selectedUserId ? user.selectedUser.name : null;
  const serving = selectedUserId !== null && (row || named) ? { id: selectedUserId, name: row?.name ?? named!, reference: row?.reference ?? '' } : null;
  return {
    query,
    onQueryChange: setQuery,
    state: !search ? ('idle' as const) : found.isPending || search !== query.trim() ? ('loading' as const) : found.isError ? ('error' as const) : ('ready' as const),
    results,
    serving,
    onServe: (id: number) => {
      setServed(results.find((r) => r.id === id) ?? null);
      selectUser(session, id, user?.id);
    },
    onStopServing: () => selectUser(session, null),
    onRetry: () => void found.refetch(),
  };
}
