import type { ApiClient } from './createApiClient';

// Front of house (ours): the till's customer search, the till session and the card terminal.

/** GET /api/v1/staff/customers?search=: customers of the tenant by name, reference, email or barcode (staff only). */
export async function searchStaffCustomers(api: ApiClient, search: string) {
  return (await api.request('/v1/staff/customers', { schema: 'staffCustomersResponseSchema', query: { search } })).data;
}
export type StaffCustomer = Awaited<ReturnType<typeof searchStaffCustomers>>[number];

/** GET /api/v1/till: the signed-in staff member's open till session, or null. */
export async function fetchTill(api: ApiClient) {
  return (await api.request('/v1/till', { schema: 'tillResponseSchema' })).data;
}
export type TillSession = NonNullable<Awaited<ReturnType<typeof fetchTill>>>;

/** POST /api/v1/till/open: opens the till with the float in the drawer (minor units). */
export async function openTill(api: ApiClient, float: number) {
  return (await api.request('/v1/till/open', { method: 'POST', schema: 'tillSessionResponseSchema', body: { float } })).data;
}

/** POST /api/v1/till/close: closes the till with the cash counted (minor units); answers the cash-up. */
export async function closeTill(api: ApiClient, counted: number) {
  return (await api.request('/v1/till/close', { method: 'POST', schema: 'tillSessionResponseSchema', body: { counted } })).data;
}

/** POST /api/checkout/terminal: sends the card amount to the till's card terminal; answers approved or declined. */
export async function chargeTerminal(api: ApiClient, amount: number) {
  return (await api.request('/checkout/terminal', { method: 'POST', schema: 'terminalPaymentResponseSchema', body: { amount } })).data;
}
export type TerminalPayment = Awaited<ReturnType<typeof chargeTerminal>>;
