import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  addYogaClass,
  daysAhead,
  expectNoAxeViolations,
  fillCardAndTerms,
  newCustomerEmail,
  newJourneyContext,
  origin,
  registerCustomer,
  test,
} from './fixtures';

// Front of house: staff log in with their own login, serve a customer found at the till, book for them on the usual
// pages (the till's basket), take cash with change or a card on the terminal, cash up, and make the customer a checkout
// link they pay on their own device.
const staff = { username: 'dana.reed@riverside.example', password: 'courtside-staff' };

async function staffLogIn(page: Page) {
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await page.getByLabel('Email or customer reference').fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin()}/till`);
  await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
}

async function serve(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Find a customer' }).fill(email);
  await page.getByRole('list', { name: 'Customers found' }).getByRole('button', { name: 'Serve Wade Lister' }).click();
  await expect(page.getByText('Serving Wade Lister')).toBeVisible();
}

/** Puts a yoga class a week or more ahead in the customer's own online basket, through the API (one they may book). */
async function fillOnlineBasket(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const user = (await (await request.get(`${origin()}/api/auth/user`, { headers })).json()).data as { id: number };
  for (let days = 8; days < 21; days++) {
    // Read as the customer: the class they were just sold at the till offers them no 'book'.
    const timetable = await request.get(`${origin()}/api/activities/venue/riverside-aquatics-centre/activity/yoga/v2/timetable?date=${daysAhead(days)}`, { headers });
    const classes = (await timetable.json()).data as Array<{ occurrence: { id: string; bookable_action: { action: string } } }>;
    for (const chosen of classes.filter((c) => c.occurrence.bookable_action.action === 'book')) {
      const added = await request.post(`${origin()}/api/v1/users/${user.id}/carts/online/items`, { headers, data: { items: [{ purchasable_id: chosen.occurrence.id, purchasable_type: 'occurrence', quantity: 1 }] } });
      if (added.status() === 200) return;
    }
  }
  throw new Error('No yoga class to put in the basket');
}

test.describe('front of house', () => {
  test('staff open the till, serve a customer, book for them and take cash with change, then cash up', async ({ page }) => {
    const customers = await page.request.get(`${origin()}/api/v1/staff/customers?search=x`);
    expect(customers.status()).toBe(401);
    const email = newCustomerEmail();
    await registerCustomer(page.request, email);
    await staffLogIn(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Till' })).toBeVisible();

    // The till opens with a float; a wrong amount is refused in place.
    const float = page.getByRole('textbox', { name: 'Opening float (£)' });
    await float.fill('fifty');
    await page.getByRole('button', { name: 'Open till' }).click();
    await expect(float).toHaveAccessibleDescription(/Enter an amount in pounds and pence/);
    await float.fill('50');
    await page.getByRole('button', { name: 'Open till' }).click();
    await expect(page.getByText(/Till open since \d\d:\d\d/)).toBeVisible();
    // The form just used gives way to the open till: focus goes to the line saying so, never to the page.
    await expect(page.getByText(/Till open since \d\d:\d\d/)).toBeFocused();

    await serve(page, email);
    await expect(page.getByRole('button', { name: 'Stop serving' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('till-serving.png'), fullPage: true });

    // Booking for them on the usual pages goes into the till's basket.
    const { session } = await addYogaClass(page);
    await page.goto('/till');
    await expect(page.getByText('Serving Wade Lister')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: session.split(' at ')[0]! })).toBeVisible();
    const due = (await page.getByText(/^Amount due: /).textContent())!.replace('Amount due: ', '');
    // What is no amount is explained at the field, as the float's is.
    await page.getByRole('textbox', { name: 'Cash tendered (£)' }).fill('abc');
    await expect(page.getByRole('textbox', { name: 'Cash tendered (£)' })).toHaveAccessibleDescription(/^Enter the cash tendered in pounds and pence/);
    await expect(page.getByRole('button', { name: `Take ${due}` })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Cash tendered (£)' }).fill('1');
    await expect(page.getByText(/^Short by £/)).toBeVisible();
    await expect(page.getByRole('button', { name: `Take ${due}` })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Cash tendered (£)' }).fill('20');
    const change = (2000 - Math.round(Number(due.replace('£', '')) * 100)) / 100;
    await expect(page.getByText(`Change due: £${change.toFixed(2)}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('till-cash.png'), fullPage: true });
    await page.getByRole('button', { name: `Take ${due}` }).click();
    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your order' })).toContainText(session.split(' at ')[0]!);

    // Cash-up: the float plus the cash taken is expected; counted 50p short. The order was taken at the till: staff go back to it.
    await page.getByRole('link', { name: 'Back to the till' }).click();
    await expect(page).toHaveURL(`${origin()}/till`);
    await expect(page.getByText(/Till open since/)).toBeVisible();
    // Still serving them, with the till's basket paid and empty.
    await expect(page.getByRole('region', { name: 'Take payment' })).toContainText('Nothing to pay yet: book for the customer first.');
    const expected = 50 + Number(due.replace('£', ''));
    await page.getByRole('textbox', { name: 'Cash counted (£)' }).fill((expected - 0.5).toFixed(2));
    await page.getByRole('button', { name: 'Close till' }).click();
    const summary = page.getByRole('group', { name: 'Cash-up summary' });
    await expect(summary).toContainText(`£${expected.toFixed(2)}`);
    await expect(summary).toContainText('Short by £0.50');
    await expect(page.getByText(/^The till is closed\./)).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('till-cash-up.png'), fullPage: true });
  });

  test('a card on the terminal at 375 px, and a checkout link the customer pays on their own device', async ({ page, browser }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const email = newCustomerEmail();
    const token = await registerCustomer(page.request, email);
    await staffLogIn(page);
    await serve(page, email);
    const { session } = await addYogaClass(page);
    await page.goto('/till');
    await page.getByRole('radio', { name: 'Card (terminal)' }).check();
    await expect(page.getByText('Ask the customer to present their card on the terminal.')).toBeVisible();
    const send = page.getByRole('button', { name: /^Send £\d+\.\d\d to the terminal$/ });
    await expect(send).toBeEnabled();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // On one column the payment follows the basket, and the till comes after it.
    const below = async (upper: string, lower: string) => {
      const a = await page.getByRole('heading', { level: 2, name: upper, exact: true }).boundingBox();
      const b = await page.getByRole('heading', { level: 2, name: lower, exact: true }).boundingBox();
      expect(b!.y).toBeGreaterThan(a!.y);
    };
    await below('Shopping basket', 'Take payment');
    await below('Take payment', 'Till');
    await page.screenshot({ path: test.info().outputPath('till-card-375.png'), fullPage: true });
    // While the terminal has the card, who is served and the till cannot change.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/checkout/terminal', async (route) => {
      await held;
      await route.continue();
    });
    await send.click();
    await expect(page.getByText('Waiting for the card terminal…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop serving' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^(Open|Close) till$/ })).toBeDisabled();
    answer();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the till' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your order' })).toContainText(session.split(' at ')[0]!);

    // A checkout link for the customer's own online basket, shown as a QR code and an address.
    await fillOnlineBasket(page.request, token);
    await page.goto('/till');
    await expect(page.getByText('Serving Wade Lister')).toBeVisible();
    await page.getByRole('button', { name: 'Make checkout link' }).click();
    await expect(page.getByRole('img', { name: 'QR code for the checkout link' })).toBeVisible();
    const url = await page.getByRole('textbox', { name: 'Checkout link' }).inputValue();
    expect(url).toMatch(new RegExp(`^${origin()}/checkout/[A-Za-z0-9_-]+\\?token=`));
    // It lasts a day, so its expiry names the day as well as the time.
    await expect(page.getByRole('textbox', { name: 'Checkout link' })).toHaveAccessibleDescription(/^The link works until \w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d\.$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('till-checkout-link-375.png'), fullPage: true });

    const payer = await (await newJourneyContext(browser, { baseURL: origin() })).newPage();
    await payer.goto(url);
    await expect(payer.getByText('You are paying for the basket of Wade Lister.')).toBeVisible();
    await expect(payer.getByRole('link', { name: 'Book an activity' })).toHaveCount(0);
    await fillCardAndTerms(payer, '4242 4242 4242 4242');
    await payer.getByRole('button', { name: /^Pay £/ }).click();
    await expect(payer.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  });

  test('a membership sold at the till for cash is the customer\'s', async ({ page }) => {
    const email = newCustomerEmail();
    const token = await registerCustomer(page.request, email);
    await staffLogIn(page);
    // Cash needs an open till (the first journey cashed up; a card on the terminal needs none).
    await page.getByRole('textbox', { name: 'Opening float (£)' }).fill('20');
    await page.getByRole('button', { name: 'Open till' }).click();
    await expect(page.getByText(/Till open since/)).toBeVisible();
    await serve(page, email);
    await page.getByRole('link', { name: 'Sell Wade Lister a membership' }).click();
    await expect(page).toHaveURL(`${origin()}/pricing`);
    await page.getByRole('article', { name: 'Swim Plus' }).getByRole('button', { name: 'Join' }).click();

    // Back at the till with the plan in its basket, paid in cash.
    await expect(page).toHaveURL(`${origin()}/till`);
    await expect(page.getByRole('article', { name: 'Swim Plus' })).toHaveAttribute('data-kind', 'membership');
    const due = (await page.getByText(/^Amount due: /).textContent())!.replace('Amount due: ', '');
    await page.getByRole('textbox', { name: 'Cash tendered (£)' }).fill(due.replace('£', ''));
    await expect(page.getByText('Change due: £0.00')).toBeVisible();
    await page.getByRole('button', { name: `Take ${due}` }).click();
    await expect(page.getByRole('list', { name: 'Your order' })).toContainText('Swim Plus');

    const held = await page.request.get(`${origin()}/api/v1/account/memberships`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await held.json()) as { data: Array<{ name: string }> }).data.map((m) => m.name)).toEqual(['Swim Plus']);
  });

  test('customers cannot use the till', async ({ page }) => {
    const token = await registerCustomer(page.request);
    const headers = { authorization: `Bearer ${token}` };
    expect((await page.request.get(`${origin()}/api/v1/till`, { headers })).status()).toBe(403);
    expect((await page.request.post(`${origin()}/api/checkout/terminal`, { headers, data: { amount: 500 } })).status()).toBe(403);
    await page.addInitScript((value) => window.localStorage.setItem('courtside.token', value), token);
    await page.goto('/till');
    await expect(page.getByRole('heading', { name: "Whoops! Looks like you've gone offside." })).toBeVisible();
  });
});
