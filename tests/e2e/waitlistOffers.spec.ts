import { expect, type APIRequestContext } from '@playwright/test';
import {
  daysAhead,
  expectNoAxeViolations,
  mailedSubject,
  newCustomerEmail,
  origin,
  registerCustomer,
  signIn,
  test,
} from './fixtures';

// Waitlists that fill themselves: a freed place goes to the first waiting customer's basket for WAITLIST_OFFER_MINUTES
// (0.5 in playwright.config.ts) with a mail, and when it is not paid for it passes to the next.

interface TimetableClass {
  name: string;
  occurrence: { id: string; bookable_action: { action: string | null }; capacity: { available: number }; waitlist: { available: number } | null };
}

/** Calls as one customer; each must answer 200. */
const as = (request: APIRequestContext, token: string) => async (method: 'get' | 'post' | 'delete', path: string, data?: unknown) => {
  const response = await request[method](`${origin()}${path}`, { headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
};

/** A yoga class a week or more ahead with one place left and room on its waitlist: the session whose place the test frees. */
async function classWithOnePlaceLeft(call: ReturnType<typeof as>) {
  for (let days = 7; days < 28; days++) {
    const classes = (await call('get', `/api/activities/venue/riverside-aquatics-centre/activity/yoga/v2/timetable?date=${daysAhead(days)}`)) as TimetableClass[];
    const found = classes.find((c) => c.occurrence.bookable_action.action === 'book' && c.occurrence.capacity.available === 1 && (c.occurrence.waitlist?.available ?? 0) >= 2);
    if (found) return found;
  }
  throw new Error('No yoga class with one place left in the next four weeks');
}

/** What a customer's basket holds: each line's name and start. */
const basketOf = async (call: ReturnType<typeof as>) =>
  ((await call('get', '/api/checkout/cart')) as { items: Array<{ name: string; cartable_resource: { starts_at?: string | null } }> }).items.map(
    (i) => `${i.name} ${i.cartable_resource.starts_at ?? ''}`,
  );

test('a freed place is offered to the first waiting customer and, unclaimed, passes to the next', async ({ page, request }) => {
  // It waits out a real offer (30 s, WAITLIST_OFFER_MINUTES in playwright.config.ts) before the place passes on.
  test.setTimeout(120_000);
  const [holder, first, second] = [newCustomerEmail(), newCustomerEmail(), newCustomerEmail()];
  const holderCall = as(request, await registerCustomer(request, holder));
  const firstToken = await registerCustomer(request, first);
  const firstCall = as(request, firstToken);
  const secondCall = as(request, await registerCustomer(request, second));

  // The last place goes into one customer's basket; two others join the waitlist, in order.
  const session = await classWithOnePlaceLeft(holderCall);
  const holderId = ((await holderCall('get', '/api/auth/user')) as { id: number }).id;
  await holderCall('post', `/api/v1/users/${holderId}/carts/online/items`, { items: [{ purchasable_type: 'occurrence', purchasable_id: session.occurrence.id, quantity: 1 }] });
  for (const call of [firstCall, secondCall]) {
    const me = (await call('get', '/api/auth/user')) as { id: number };
    await call('post', `/api/v1/activities/occurrences/${session.occurrence.id}/waitlist/members`, { data: { user_id: me.id } });
  }

  // The holder empties their basket: the place is freed and offered to the first waiter, by mail and in their basket.
  await holderCall('delete', '/api/checkout/cart');
  const subject = `A place has come up: ${session.name}`;
  await expect.poll(() => mailedSubject(first, subject), { timeout: 15_000 }).toBe(true);
  const offered = await basketOf(firstCall);
  expect(offered).toHaveLength(1);
  expect(offered[0]).toContain(session.name);
  expect(mailedSubject(second, subject)).toBe(false);

  await signIn(page, firstToken);
  await page.goto('/basket');
  await expect(page.getByRole('heading', { name: 'Shopping basket' })).toBeVisible();
  await expect(page.getByRole('main').getByText(session.name).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/waitlist-offer-basket.png', fullPage: true });

  // Unpaid when the offer ends: it leaves the first waiter's basket and goes to the second's.
  await expect.poll(() => mailedSubject(second, subject), { timeout: 60_000 }).toBe(true);
  expect(await basketOf(secondCall)).toEqual(offered);
  expect(await basketOf(firstCall)).toEqual([]);
  await page.reload();
  await expect(page.getByText('Your shopping basket is empty')).toBeVisible();
});
