import { expect, type Page } from '@playwright/test';
import {
  daySessionsLoaded,
  daysAhead,
  expectNoAxeViolations,
  firstBookable,
  registerCustomer,
  signIn,
  signInAlexFor,
  test,
  toast,
} from './fixtures';

// Tickets and waivers: a child booked at the child price, named through to the confirmation; a waiver read and agreed,
// then booked; an induction says how to get one and its Book button is disabled.

const sessions = (page: Page) => page.getByRole('list', { name: 'Sessions' });

test.describe('tickets and waivers', () => {
  test('a child is booked at the child price and named through to the confirmation', async ({ page }) => {
    await signInAlexFor(page, 'Jamie Morgan');
    const book = await firstBookable(page, 'public-swim');
    await expect(page.getByRole('combobox', { name: 'Booking for' })).toHaveText('Jamie Morgan');
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book Public swim' });
    await expect(dialog.getByText('Booking for Jamie Morgan')).toBeVisible();
    const child = dialog.getByRole('radio', { name: /Child \(under 16\)/ });
    await expect(child).toBeChecked();
    await expect(child).toContainText('£3.10');
    await expect(dialog.getByRole('radio', { name: /^Adult/ })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('child-ticket.png') });
    await dialog.getByRole('button', { name: 'Add to basket' }).click();
    await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.goto('/basket');
    const card = page.getByRole('article').filter({ hasText: 'Public swim' });
    await expect(card).toContainText('For Jamie Morgan');
    await expect(card).toContainText('Child (under 16)');
    await expect(card).toContainText('£3.10');
    // The hold is visible, with what happens when it ends.
    await expect(card).toContainText(/Place held until\s*\d{2}:\d{2}\. After that it is released unless you have paid\./);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('basket-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: 'Checkout now' }).click();
    await expect(page.getByText('Basket cost:')).toBeVisible();
    await expect(page.getByText('For Jamie Morgan').first()).toBeVisible();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Name on card').fill('Alex Morgan');
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
    await frame.getByLabel('Security code').fill('123');
    await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
    await page.getByRole('button', { name: 'Pay £3.10' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    // The spec's toast, the page from its top with focus on it, a reference that is not the id.
    await expect(toast(page, 'Order completed Successfully.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main')).toBeFocused();
    await expect(page.getByText(/^Order reference: [0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
    await expect(page.getByText(/For Jamie Morgan · Child \(under 16\)/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Book pressed before the tickets are in still asks which ticket, once they are', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    // The tickets are held back until the dialog has shown that it waits for them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/activity/public-swim/tickets', async (route) => {
      await held;
      await route.continue();
    });
    const book = await firstBookable(page, 'public-swim');
    await book.click();
    const dialog = page.getByRole('dialog', { name: 'Book Public swim' });
    const add = dialog.getByRole('button', { name: 'Add to basket' });
    await expect(add).toHaveAccessibleDescription('Loading the tickets…');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    // Pressed anyway (aria-disabled keeps it focusable): nothing is added and the dialog stays.
    await add.click({ force: true });
    release();
    await expect(dialog.getByRole('radio', { name: /^Adult/ })).toBeChecked();
    await expect(add).not.toHaveAttribute('aria-disabled');
    await add.click();
    await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Shopping basket, 1 item' }).first()).toBeVisible();
  });

  test('a waiver is read and agreed, then the session is booked; agreeing is needed to book', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    await firstBookable(page, 'aqua-aerobics');
    const card = sessions(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Book: / }) }).first();
    const book = card.getByRole('button', { name: /^Book: / });
    await expect(card).toContainText('Needs Pool safety waiver before booking');
    await book.click();
    const dialog = page.getByRole('dialog', { name: /^Book / });
    await expect(dialog.getByText('You can swim at least 25 metres unaided.')).toBeVisible();
    const add = dialog.getByRole('button', { name: 'Add to basket' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription('Agree to the Pool safety waiver to book.');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('waiver.png') });
    await dialog.getByRole('checkbox', { name: /I confirm I am able to exercise in water safely/ }).check();
    await add.click();
    await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
    await expect(sessions(page).locator('li[data-tag="reserved"]')).toHaveCount(1);
    // Agreed once: the notice is gone from the other sessions too.
    await expect(sessions(page)).not.toContainText('Needs Pool safety waiver before booking');
  });

  test('an induction disables Book and says how to get one', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    // The first day with a session that is not sold out (a full session says so rather than why it may not be booked).
    const reason = 'Needs Spin bike induction: ask at reception to book one, then you can book this session.';
    const card = sessions(page).getByRole('listitem').filter({ hasText: reason }).first();
    for (let days = 7; days < 21; days++) {
      await page.goto(`/location/riverside-aquatics-centre/spin/${daysAhead(days)}`);
      await daySessionsLoaded(page);
      if ((await card.count()) > 0) break;
    }
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /^Unavailable/ })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
});
