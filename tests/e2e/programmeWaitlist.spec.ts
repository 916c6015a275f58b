import { expect, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, mailedSubject, newCustomerEmail, origin, registerCustomer, signIn, test, toast } from './fixtures';

// A full camp or course keeps a waitlist as a full session does: Join and Leave waitlist on its details page with the
// §8 toasts, and a freed place offered to the first waiting customer's basket (WAITLIST_OFFER_MINUTES, 0.5 in
// playwright.config.ts) with a mail. The seed's Masters Swim Squad is full with its waitlist open; Toddler Splash has one
// place left. Each journey leaves both as it found them (the server is shared with the journeys that follow).

const venue = 'riverside-aquatics-centre';
const masters = `/courses/location/${venue}/swimming-courses/timetable/masters-swim-squad`;

/** Calls as one customer; each must answer 200. */
const as = (request: APIRequestContext, token: string) => async (method: 'get' | 'post' | 'delete', path: string, data?: unknown) => {
  const response = await request[method](`${origin()}${path}`, { headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
};
type Call = ReturnType<typeof as>;
const idOf = async (call: Call) => ((await call('get', '/api/auth/user')) as { id: number }).id;
const basketOf = async (call: Call) => ((await call('get', '/api/checkout/cart')) as { items: Array<{ name: string }> }).items.map((i) => i.name);

test('a customer joins the full course’s waitlist from its details page and leaves it again', async ({ page, request }, testInfo) => {
  await signIn(page, await registerCustomer(request));
  await page.goto(masters);
  await expect(page.getByRole('heading', { level: 1, name: 'Masters Swim Squad' })).toBeVisible();
  const header = page.getByRole('article').locator('header');
  await expect(header.getByText('Full: waitlist open')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book now' })).toHaveCount(0);
  const join = page.getByRole('button', { name: 'Join waitlist' });
  await expect(join).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('full-course-waitlist-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  // One column on a phone: the button fits its width.
  await join.scrollIntoViewIfNeeded();
  expect((await join.boundingBox())!.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('full-course-waitlist-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await join.click();
  await expect(toast(page, 'Successfully joined the waitlist.')).toBeVisible();
  const leave = page.getByRole('button', { name: 'Leave waitlist' });
  await expect(leave).toBeEnabled();
  await expect(header.getByText('On the waitlist')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('full-course-on-waitlist-1280.png'), fullPage: true });

  // By keyboard: Leave waitlist, focused, is pressed with Enter.
  await leave.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Successfully removed from the waitlist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join waitlist' })).toBeEnabled();
  await expect(header.getByText('Full: waitlist open')).toBeVisible();
});

test('a place freed on a full course is offered to its first waiting customer, in their basket', async ({ page, request }) => {
  const [holder, first, second] = [newCustomerEmail(), newCustomerEmail(), newCustomerEmail()];
  const holderCall = as(request, await registerCustomer(request, holder));
  const firstToken = await registerCustomer(request, first);
  const firstCall = as(request, firstToken);
  const secondCall = as(request, await registerCustomer(request, second));

  // The course's last place goes into one customer's basket; two others join its waitlist, in order.
  const course = (await holderCall('get', '/api/v1/activities/courses/detail?course_slug=toddler-splash&source=online')) as { id: string; name: string; capacity: { available: number } };
  expect(course.capacity.available).toBe(1);
  await holderCall('post', `/api/v1/users/${await idOf(holderCall)}/carts/activity-booking/items`, { data: { items: [{ purchasable_type: 'course', purchasable_id: course.id, quantity: 1 }] } });
  const members = `/api/v1/activities/courses/${course.id}/waitlist/members`;
  const secondId = await idOf(secondCall);
  for (const [call, id] of [[firstCall, await idOf(firstCall)], [secondCall, secondId]] as const) await call('post', members, { data: { user_id: id } });

  // The holder empties their basket: the place is freed and offered to the first waiter, by mail and in their basket.
  await holderCall('delete', '/api/checkout/cart');
  const subject = `A place has come up: ${course.name}`;
  await expect.poll(() => mailedSubject(first, subject), { timeout: 15_000 }).toBe(true);
  expect(await basketOf(firstCall)).toEqual([course.name]);
  expect(mailedSubject(second, subject)).toBe(false);

  await signIn(page, firstToken);
  await page.goto('/basket');
  await expect(page.getByRole('heading', { name: 'Shopping basket' })).toBeVisible();
  await expect(page.getByRole('main').getByText(course.name).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Left as found: the second waiter leaves the waitlist and the first lets the place go.
  await secondCall('delete', `${members}/${secondId}`);
  await firstCall('delete', '/api/checkout/cart');
  expect(await basketOf(firstCall)).toEqual([]);
});
