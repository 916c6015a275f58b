import { expect, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillCardAndTerms,
  firstBookable,
  newJourneyContext,
  origin,
  registerCustomer,
  signIn,
  test,
  toast,
} from './fixtures';

// Packages — bought from their booking page (spec §2 /packages/location/{venueSlug}/{packageId}/book) as their pricing
// option, paid by card, then held in my-account with their uses.

const myAccount = origin('my-account.localhost');

/** The 10 Swim Pass's booking page, as Alex's my-account Packages page links to it ('Buy … again'), read only. */
async function swimPassPage(page: Page) {
  const login = await page.request.post(`${origin()}/api/auth/customer/login`, { data: { username: 'RLT-000001', password: 'courtside-demo' } });
  await signIn(page, ((await login.json()) as { data: { token: string } }).data.token);
  await page.goto(`${myAccount}/packages`);
  const again = page.getByRole('link', { name: 'Buy Ten swims again' });
  await expect(again).toHaveAttribute('href', /^http:\/\/bookings\.localhost:\d+\/packages\/location\/riverside-aquatics-centre\/\d+\/book$/);
  await again.click();
  // The bookings site, still logged in (the link carried the login, and the address lost it again).
  await expect(page).toHaveURL(/^http:\/\/bookings\.localhost:\d+\/packages\/location\/riverside-aquatics-centre\/\d+\/book$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ten swims' })).toBeVisible();
  await expect(page.getByText('For Alex Morgan')).toBeVisible();
  return page.url();
}

test.describe('packages', () => {
  test('buy a package from its page: Checkout now, pay by card, then it is in my-account with all its uses', async ({ page, browser }) => {
    const url = await swimPassPage(page);
    await expect(page).toHaveTitle(/Buy a package/);
    const summary = page.getByRole('heading', { level: 2, name: '10 Swim Pass' }).locator('..');
    await expect(summary).toContainText('£42.00');
    await expect(summary).toContainText('10 uses');
    await expect(summary).toContainText('Adult swim, Swimming lane (1 hour)');
    await expect(summary).toContainText('6 months');
    await expect(summary).toContainText('Riverside Aquatics Centre only');
    await expectNoAxeViolations(page);

    // A new customer buys it (Alex's holdings stay as the seed wrote them).
    const context = await newJourneyContext(browser);
    const buyer = await context.newPage();
    await signIn(buyer, await registerCustomer(buyer.request));
    await buyer.goto(url);
    await expect(buyer.getByText('For Wade Lister')).toBeVisible();
    await buyer.getByRole('button', { name: 'Checkout now' }).click();
    const bookings = new URL(url).origin;
    await expect(buyer).toHaveURL(`${bookings}/basket/checkout`);
    await expect(buyer.getByRole('article', { name: '10 Swim Pass' })).toHaveAttribute('data-kind', 'package');
    await fillCardAndTerms(buyer, '4242424242424242', 'Wade Lister');
    await buyer.getByRole('button', { name: 'Pay £42.00' }).click();
    await expect(buyer).toHaveURL(new RegExp(`${bookings}/booking-confirmed/\\d+$`));
    await expect(buyer.getByText('10 Swim Pass')).toBeVisible();

    await buyer.goto(`${myAccount}/packages`);
    const packages = buyer.getByRole('list', { name: 'Your packages' });
    await expect(packages.getByRole('heading', { level: 2 })).toHaveText(['Ten swims']);
    await expect(packages.getByRole('listitem')).toContainText('10 of 10 left');
    await expect(packages.getByRole('listitem')).toContainText('Active');
    await buyer.goto(`${myAccount}/`);
    await expect(buyer.getByRole('link', { name: 'Ten swims: 10 of 10 left' })).toBeVisible();

    // Then a swim is paid with one of its uses: the basket says so, and the order costs nothing.
    const book = await firstBookable(buyer, 'public-swim');
    await book.click();
    const dialog = buyer.getByRole('dialog', { name: 'Book Public swim' });
    await expect(dialog.getByRole('radio', { name: /^Adult/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add to basket' }).click();
    await expect(toast(buyer, 'Successfully added item to the basket.')).toBeVisible();
    await buyer.goto('/basket');
    const card = buyer.getByRole('article').filter({ hasText: 'Public swim' });
    await expect(card).toContainText('Package applied');
    await expect(card).toContainText('£0.00');
    await expectNoAxeViolations(buyer);
    await buyer.screenshot({ path: test.info().outputPath('basket-package-applied.png'), fullPage: true });
    await buyer.getByRole('link', { name: 'Checkout now' }).click();
    await expect(buyer.getByText('Basket cost:')).toBeVisible();
    await buyer.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await buyer.getByRole('button', { name: 'Complete booking' }).click();
    await expect(buyer.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await buyer.goto(`${myAccount}/packages`);
    await expect(buyer.getByRole('list', { name: 'Your packages' }).getByRole('listitem')).toContainText('9 of 10 left');
    await context.close();
  });

  test('a visitor is asked to log in before buying; at 375 px the page fits', async ({ page, browser }) => {
    const url = await swimPassPage(page);
    const context = await newJourneyContext(browser, { viewport: { width: 375, height: 800 } });
    const visitor = await context.newPage();
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Ten swims' })).toBeVisible();
    await expect(visitor.getByText('Log in to buy this package.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await expect.poll(() => visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await visitor.screenshot({ path: test.info().outputPath('package-book-375.png'), fullPage: true });
    await context.close();
  });

  test('an unknown package is not found', async ({ page }) => {
    await page.goto('/packages/location/riverside-aquatics-centre/99999999/book');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Whoops! Looks like you've gone offside.");
  });
});
