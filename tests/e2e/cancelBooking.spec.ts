import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, origin, registerCustomer, signIn, toast } from './fixtures';

// Browse activities: a session's Cancel booking asks first, then cancels and returns the price as credit.

/** A date a week ahead in the venues' zone: every session of the day is more than 24 hours away. */
const nextWeek = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 7 * 86_400_000));

interface TimetableClass {
  name: string;
  starts_at: string;
  occurrence: { id: string; bookable_action: { action: string | null } };
}

/** Buys the first bookable yoga class of `date` through the API (basket, sandbox card, completion); answers it. */
async function buyYogaClass(request: APIRequestContext, token: string, date: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post', path: string, data?: unknown) => {
    const response = await request[method](`${origin()}${path}`, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.status(), `${method} ${path}`).toBe(200);
    return ((await response.json()) as { data: Record<string, never> }).data;
  };
  const user = await call('get', '/api/auth/user');
  const classes = (await call('get', `/api/activities/venue/riverside-aquatics-centre/activity/yoga/v2/timetable?date=${date}`)) as unknown as TimetableClass[];
  const chosen = classes.find((c) => c.occurrence.bookable_action.action === 'book')!;
  await call('post', `/api/v1/users/${user.id}/carts/online/items`, { items: [{ purchasable_id: chosen.occurrence.id, purchasable_type: 'occurrence', quantity: 1 }] });
  const cart = await call('get', '/api/checkout/cart');
  const prepared = await call('post', '/api/checkout/session/prepare', { source: 'online' });
  await call('post', '/api/payment-providers/sandbox/tokens', {
    name: 'Wade Lister', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', session_id: prepared.payment_session_id, client_secret: prepared.client_secret,
  });
  const payments = [{ tender_type: 'card', amount: (cart.totals as { balance: number }).balance }];
  const paid = await call('post', '/api/checkout/session/payment', { payment_session_id: prepared.payment_session_id, payments, terms: true, source: 'online' });
  await call('post', `/api/checkout/session/complete/${paid.transaction_id}`);
  return `${chosen.name} at ${chosen.starts_at}`;
}

test.describe('cancel a booking', () => {
  test('a customer cancels a paid session after confirming, and gets the price back as credit', async ({ page, request }) => {
    const token = await registerCustomer(request);
    const date = nextWeek();
    const session = await buyYogaClass(request, token, date);
    await signIn(page, token);
    // The buttons act once the app knows who is logged in (GET /api/auth/user).
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/user') && r.ok());
    await page.goto(`/location/riverside-aquatics-centre/yoga/${date}`);
    await signedIn;
    const cancel = page.getByRole('button', { name: `Cancel booking: ${session}` });

    // Backing out changes nothing.
    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(/Cancelling now returns £\d+\.\d{2} to your account as credit\./);
    await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeEnabled();

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(page, /£\d+\.\d{2} has been returned to your account as credit\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Book: ${session}` })).toBeEnabled();
  });
});
