import type { ApiClient } from '../api/createApiClient';
import { fetchTill, searchStaffCustomers } from '../api/till.api';
import { keyRoots } from './queryKeys';

/** Query keys of front of house (account data: they reload after a payment, a log-in or a log-out). */
export const tillKeys = {
  till: () => [...keyRoots.account, 'till'] as const,
  customers: (search: string) => [...keyRoots.account, 'staff-customers', search] as const,
};

/** Query-core option factories for the till: the staff member's till session, and the customer search. */
export const tillQueries = {
  till: (api: ApiClient) => ({ queryKey: tillKeys.till(), queryFn: () => fetchTill(api) }),
  customers: (api: ApiClient, search: string) => ({
    queryKey: tillKeys.customers(search),
    queryFn: () => searchStaffCustomers(api, search),
    enabled: search.trim().length > 0,
  }),
};
