import { expect } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillCardAndTerms,
  fillRegisterForm,
  newCustomerEmail,
  origin,
  registerCustomer,
  signIn,
  test,
} from './fixtures';

// Online joining (the join.{tenant} sub-site) — the header's 'Buy a membership', the venues to join at, a centre's
// plans with their member prices, the onboarding form, the membership paid for at checkout and
// /order-confirmed/{orderId}, then the membership in my-account; and spec §2 /pricing on the bookings site.

const join = origin('join.localhost');
const myAccount = origin('my-account.localhost');
const venue = 'riverside-aquatics-centre';

test.describe('online joining', () => {
  test('a new customer joins from the header: venue, plan, their details, payment, then the membership in my-account', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Buy a membership' }).click();
    await expect(page).toHaveURL(`${join}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy a membership' })).toBeVisible();
    await expect(page).toHaveTitle(/Buy a membership/);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Join at Riverside Aquatics Centre' }).click();

    await expect(page).toHaveURL(`${join}/${venue}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Memberships at Riverside Aquatics Centre' })).toBeVisible();
    const gold = page.getByRole('article', { name: 'Gold membership' });
    await expect(gold).toContainText('£540.00');
    await expect(gold).toContainText('for 12 months');
    await expect(gold.getByRole('table', { name: 'Member prices with Gold membership' }).getByRole('row')).not.toHaveCount(0);
    // Plans not offered online are not shown.
    await expect(page.getByRole('article', { name: 'Off-peak three months' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('join-venue.png'), fullPage: true });
    await gold.getByRole('button', { name: 'Join' }).click();

    await expect(page).toHaveURL(`${join}/${venue}/gold`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Gold membership' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    // Core's schema checks the form before anything is sent.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await fillRegisterForm(page, newCustomerEmail(), { first: 'Jordan', last: 'Joiner' });
    await page.getByRole('button', { name: 'Create account' }).click();

    // The account exists and the membership is in its basket: straight on to pay for it.
    await expect(page).toHaveURL(`${join}/basket/checkout`);
    const card = page.getByRole('article', { name: 'Gold membership' });
    await expect(card).toHaveAttribute('data-kind', 'membership');
    await expect(card).toContainText('New membership');
    await expect(card).toContainText('12 months');
    await fillCardAndTerms(page, '4242424242424242', 'Jordan Joiner');
    await page.getByRole('button', { name: 'Pay £540.00' }).click();
    await expect(page).toHaveURL(new RegExp(`${join}/order-confirmed/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your order' })).toContainText('Gold membership');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('join-order-confirmed.png'), fullPage: true });

    // My account (the header's link carries the login to the other sub-site) lists it, in force.
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(`${myAccount}/`);
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Memberships' }).click();
    const held = page.getByRole('list', { name: 'Your memberships' });
    await expect(held.getByRole('heading', { level: 2 })).toHaveText(['Gold membership']);
    await expect(held.getByRole('listitem')).toContainText('Active');
    await expect(held.getByRole('listitem')).toContainText('Every venue');
  });

  test('a basket read answered by the server before the membership went in, and reaching the page after, does not hide it at checkout', async ({ page }) => {
    // On a busy server the basket read that starts as the new customer is signed in can be answered before the add
    // and reach the page after it. That answer (an empty basket) must not be kept as the basket: the checkout shows
    // the membership all the same. The read is held until the add has answered; the add, until the read's answer.
    let signedIn = false;
    let readAnswered!: () => void;
    const read = new Promise<void>((resolve) => (readAnswered = resolve));
    let addAnswered!: () => void;
    const added = new Promise<void>((resolve) => (addAnswered = resolve));
    let held = false;
    const addPath = /\/api\/v1\/users\/\d+\/carts\/[^/]+\/items$/;
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/auth/customer/register') signedIn = true;
      if (response.request().method() === 'POST' && addPath.test(pathname)) addAnswered();
    });
    await page.route('**/api/checkout/cart*', async (route) => {
      if (!signedIn || held || route.request().method() !== 'GET') return route.fallback();
      held = true;
      // Asked from Node, which reaches the server by address with the site's Host.
      const url = new URL(route.request().url());
      const headers = { ...route.request().headers(), host: url.host };
      url.hostname = '127.0.0.1';
      const response = await route.fetch({ url: url.href, headers });
      readAnswered();
      await added;
      await route.fulfill({ response });
    });
    await page.route(addPath, async (route) => {
      await read;
      await route.continue();
    });
    await page.goto(`${join}/${venue}/gold`);
    await fillRegisterForm(page, newCustomerEmail(), { first: 'Sam', last: 'Slowread' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${join}/basket/checkout`);
    await expect(page.getByRole('article', { name: 'Gold membership' })).toContainText('New membership');
    await expect(page.getByRole('button', { name: 'Pay £540.00' })).toBeVisible();
  });

  test('/pricing shows the plans and member prices; a signed-in customer continues to join in one step (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, await registerCustomer(page.request));
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership pricing' })).toBeVisible();
    await expect(page).toHaveTitle(/Membership pricing/);
    const swim = page.getByRole('article', { name: 'Swim Plus' });
    await expect(swim).toContainText('Riverside Aquatics Centre only');
    await expect(page.getByRole('article', { name: 'Gold membership' }).getByRole('table', { name: 'Member prices with Gold membership' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('pricing-375.png'), fullPage: true });
    await swim.getByRole('button', { name: 'Join' }).click();

    // The joining site, still signed in (the login travelled with the link and left the address).
    await expect(page).toHaveURL(`${join}/${venue}/swim-plus`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Swim Plus' })).toBeVisible();
    await expect(page.getByText('You are joining as Wade Lister.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(`${join}/basket/checkout`);
    await expect(page.getByRole('article', { name: 'Swim Plus' })).toHaveAttribute('data-kind', 'membership');
    await expect(page.getByText('Total to pay:').locator('..')).toContainText('£240.00');
    await page.screenshot({ path: test.info().outputPath('join-checkout-375.png'), fullPage: true });
  });
});
