import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillCardAndTerms, newCustomerEmail, origin, registerCustomer, test } from './fixtures';

// Kiosk mode: a venue device at Riverside, its start page on the online-joining site, booking on the bookings site as
// the same kiosk, idle logout after 90 s (spec §9) with a warning 20 s before, and every trace wiped.
const join = origin('join.localhost');
const bookings = origin('bookings.localhost');
const venue = 'riverside-aquatics-centre';
const kioskStart = `${join}/kiosk/?kiosk=true&centre=${venue}`;

const storageOf = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(window.localStorage).sort(),
    session: Object.keys(window.sessionStorage),
    cookies: document.cookie,
    history: window.history.length,
  }));

async function logIn(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email or customer reference').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('a-long-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
}

test.describe('kiosk mode', () => {
  test.use({ viewport: { width: 1080, height: 1920 } });

  test('a kiosk visit: start page, booking as the kiosk, warned after 70 s idle, logged out and wiped at 90 s', async ({ page }) => {
    const email = newCustomerEmail();
    await registerCustomer(page.request, email);
    // The page runs on Playwright's clock (the journeys' clock, fixtures.ts), which the test moves on below.
    await page.goto(kioskStart);
    await expect(page).toHaveURL(`${join}/kiosk?kiosk=true&centre=${venue}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Riverside Aquatics Centre' })).toBeVisible();
    // Kiosk mode on the online-joining site hides the header navigation (spec §2).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book an activity' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('kiosk-start.png') });
    expect((await storageOf(page)).local).toEqual(['courtside.kiosk']);

    // Resting on the start page with nobody signed in, the idle clock has nothing to end.
    await page.clock.fastForward(120_000);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(`${join}/kiosk?kiosk=true&centre=${venue}`);

    await page.getByRole('link', { name: /Book an activity/ }).click();
    await expect(page).toHaveURL(`${bookings}/location/${venue}?kiosk=true&centre=${venue}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    const home = page.getByRole('banner').getByRole('link', { name: 'Back to Kiosk Home' });
    await expect(home).toHaveAttribute('href', kioskStart);
    // The kiosk setting survives a reload (stored until staff reset the device).
    await page.goto(`${bookings}/location/${venue}`);
    await expect(home).toBeVisible();
    await logIn(page, email);
    const history = (await storageOf(page)).history;
    await page.getByRole('main').getByRole('link', { name: 'Swimming' }).click();
    await expect(page).toHaveURL(new RegExp(`/location/${venue}/swimming`));
    // In-app navigation on a kiosk never adds history: the next customer cannot step back into this one's pages.
    expect((await storageOf(page)).history).toBe(history);
    const token = await page.evaluate(() => window.localStorage.getItem('courtside.token'));
    expect(token).toBeTruthy();

    // 70 s idle: an announced warning with a way to stay (WCAG 2.2.1).
    await page.clock.fastForward(70_000);
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    // The countdown starts at 20 s (the clock runs on while the test reads it).
    await expect(warning).toContainText(/log you out and go back to the start in (1[5-9]|20) seconds/);
    await expect(warning.getByRole('button', { name: "I'm still here" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('kiosk-idle-warning.png') });
    await warning.getByRole('button', { name: "I'm still here" }).click();
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward(60_000);
    await expect(warning).toHaveCount(0);

    // Idle again: warned at 70 s, ended at 90 s — back on the start page, signed out, nothing of the customer kept.
    await page.clock.fastForward(15_000);
    await expect(warning).toBeVisible();
    await page.clock.fastForward(21_000);
    await expect(page).toHaveURL(`${join}/kiosk?kiosk=true&centre=${venue}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Riverside Aquatics Centre' })).toBeVisible();
    const after = await storageOf(page);
    expect(after.local).toEqual(['courtside.kiosk']);
    expect(after.session).toEqual([]);
    // The login is ended on the server too.
    await expect.poll(async () => (await page.request.get(`${origin()}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    // The bookings site kept nothing either.
    await page.goto(`${bookings}/location/${venue}`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect((await storageOf(page)).local).not.toContain('courtside.token');
  });

  test("a kiosk's joining order confirms with ?kiosk=true, and 'Back to Kiosk Home' ends the visit; staff reset the device with kiosk=false", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = newCustomerEmail();
    await registerCustomer(page.request, email);
    await page.goto(kioskStart);
    await page.getByRole('link', { name: /Book an activity/ }).click();
    await logIn(page, email);
    // Carried back to the joining site as the same kiosk, signed in.
    await page.goto(`${bookings}/pricing`);
    await page.getByRole('article', { name: 'Swim Plus' }).getByRole('button', { name: 'Join' }).click();
    await expect(page).toHaveURL(`${join}/${venue}/swim-plus?kiosk=true&centre=${venue}`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(`${join}/basket/checkout`);
    await fillCardAndTerms(page, '4242424242424242', 'Wade Lister');
    await page.getByRole('button', { name: 'Pay £240.00' }).click();
    await expect(page).toHaveURL(new RegExp(`${join}/order-confirmed/\\d+\\?kiosk=true$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('kiosk-order-confirmed-375.png'), fullPage: true });
    await page.getByRole('link', { name: 'Back to Kiosk Home' }).click();
    await expect(page).toHaveURL(`${join}/kiosk?kiosk=true&centre=${venue}`);
    expect((await storageOf(page)).local).toEqual(['courtside.kiosk']);

    // Staff reset the device: no kiosk, no 'Back to Kiosk Home'.
    await page.goto(`${bookings}/location/${venue}?kiosk=false`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    await page.goto(`${bookings}/location/${venue}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Kiosk Home' })).toHaveCount(0);
    expect((await storageOf(page)).local).not.toContain('courtside.kiosk');
  });
});
