import { expect } from '@playwright/test';
import { addYogaClass, expectNoAxeViolations, registerCustomer, signIn, test } from './fixtures';

// The waiting room: when the server answers an add with a place in line (429 with `waiting_room`), the page shows the
// customer their place, asks again with the ticket when told, and carries on to the basket by itself. The server's side
// (who is let in, in what order, what a ticket is worth) is proven in packages/server's tests; here the first two
// answers of the add are the server's busy answers, and the third goes to the real server.

const adds = /\/api\/(v1\/users\/\d+\/carts\/[a-z-]+\/items|checkout\/cart\/add)$/;
const busy = (position: number, retryMs: number) => ({
  status: 429,
  contentType: 'application/json',
  headers: { 'retry-after': String(Math.ceil(retryMs / 1000)) },
  body: JSON.stringify({
    message: "It's busy right now, so you're in a queue. Keep this page open: we'll carry on as soon as it's your turn.",
    waiting_room: { ticket: `1.ticket-${position}.e2e`, position, retry_after_ms: retryMs },
  }),
});

test('a customer who lands in the waiting room sees their place and the add goes through when it is their turn', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, await registerCustomer(request));
  const tickets: Array<string | undefined> = [];
  let calls = 0;
  let firstAsk = () => undefined as void;
  const asked = new Promise<void>((resolve) => (firstAsk = resolve));
  await page.route(adds, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    calls++;
    firstAsk();
    tickets.push(route.request().headers()['x-waiting-ticket']);
    if (calls === 1) return route.fulfill(busy(3, 400));
    if (calls === 2) return route.fulfill(busy(1, 2_000));
    return route.continue();
  });

  // The add is confirmed only after the two places in line (0.4 s and 2 s) and the real add: more than the usual 5 s
  // on a busy machine.
  const adding = addYogaClass(page, { addTimeout: 15_000 });
  // The add is asked once a day with a free yoga place is found (earlier tests fill some days).
  await asked;
  const notice = page.locator('[aria-live="polite"]').filter({ hasText: "You're in the queue" });
  await expect(notice).toContainText('Your place in the queue: 3');
  await expect(notice).toContainText('Your place in the queue: 1');
  await expect(notice).toContainText('Keep this page open');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('waiting-room-375.png') });
  await adding;

  await expect(notice).toHaveCount(0);
  // The first ask carried no ticket; each later one the ticket the last answer gave.
  expect(tickets).toEqual([undefined, '1.ticket-3.e2e', '1.ticket-1.e2e']);
});

// The server lines up a signed-in customer's camp and course pages too while its database pool is under pressure (the
// harsh opening rush; packages/server's tests prove when): the camp's page waits in view of its place and then shows
// the camp. (A page loaded afresh carries its camp's read, so the customer comes to the camp from the camps' list.)
test("a customer whose camp page is put in line sees their place, then the camp's page", async ({ page, request }) => {
  await signIn(page, await registerCustomer(request));
  const tickets: Array<string | undefined> = [];
  await page.route(/\/api\/v1\/activities\/camps\/detail\?/, async (route) => {
    tickets.push(route.request().headers()['x-waiting-ticket']);
    return tickets.length === 1 ? route.fulfill(busy(2, 2_500)) : route.continue();
  });
  await page.goto('/camps/location/riverside-aquatics-centre/multi-sport-camps');
  await page.getByRole('link', { name: 'View details: Summer Multi-Sport Camp' }).click();
  const notice = page.locator('[aria-live="polite"]').filter({ hasText: "You're in the queue" });
  await expect(notice).toContainText('Your place in the queue: 2');
  await expect(page.getByRole('heading', { level: 1, name: 'Loading…' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('camp-page-in-line.png') });
  await expectNoAxeViolations(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Multi-Sport Camp' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(tickets).toEqual([undefined, '1.ticket-2.e2e']);
});
