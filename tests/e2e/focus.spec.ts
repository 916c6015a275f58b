import { expect } from '@playwright/test';
import { daySessionsLoaded, daysAhead, expectNoAxeViolations, firstBookable, newCustomerEmail, registerCustomer, signIn, test, toast } from './fixtures';
import { bodyHasFocus, expectRing, tabTo } from './keyboard';

// Keyboard focus (WCAG 2.4.3, 2.4.7, 2.4.11): by keyboard alone from the venue list to the confirmation, every focused
// control shows a ring, each new page takes focus at its main content, and focus never falls back to the page body.

test.describe('focus, by keyboard alone', () => {
  test('venue list to confirmation: a visible ring at each step, focus on each new page, and on the session after Book', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    await page.goto('/');
    const venue = page.getByRole('link', { name: 'Book at Riverside Aquatics Centre' });
    await tabTo(page, venue);
    await expectRing(venue);
    await page.screenshot({ path: test.info().outputPath('focus-venue.png') });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    await expect(page.locator('main')).toBeFocused();

    const classes = page.getByRole('link', { name: 'Fitness classes' });
    await tabTo(page, classes);
    await expectRing(classes);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness classes' })).toBeVisible();
    await expect(page.locator('main')).toBeFocused();

    // Two weeks or more ahead (other journeys book the nearer classes), on the first day with a class to book.
    const book = page.getByRole('list', { name: 'Sessions' }).getByRole('button', { name: /^Book: / }).first();
    for (let days = 14; days < 28; days++) {
      await page.goto(`/location/riverside-aquatics-centre/yoga/${daysAhead(days)}`);
      await daySessionsLoaded(page);
      if ((await book.count()) > 0) break;
    }
    const session = ((await book.getAttribute('aria-label')) ?? '').replace(/^Book: /, '');
    await tabTo(page, book);
    await expectRing(book);
    await page.screenshot({ path: test.info().outputPath('focus-book.png') });
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
    // The same card's next action keeps focus: never the body.
    await expect(page.getByRole('button', { name: `Cancel reservation: ${session}` })).toBeFocused();
    expect(await bodyHasFocus(page)).toBe(false);

    const basket = page.getByRole('link', { name: 'Shopping basket, 1 item' }).first();
    await tabTo(page, basket, 120);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Shopping basket' })).toBeVisible();
    await expect(page.locator('main')).toBeFocused();
    await expectNoAxeViolations(page);

    // On to checkout, the card typed into the provider's frame, the terms ticked and Pay: keys only.
    const checkout = page.getByRole('link', { name: 'Checkout now' });
    await tabTo(page, checkout);
    await expectRing(checkout);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Basket cost:')).toBeVisible();
    await expect(page.locator('main')).toBeFocused();
    const frame = page.frameLocator('iframe[title="Card details"]');
    const cardName = frame.getByLabel('Name on card');
    await expect(cardName).toBeVisible();
    await tabTo(page, cardName);
    await expectRing(cardName);
    for (const value of ['Jo Keys', '4242 4242 4242 4242', '12/34', '123']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // The tick box is above the card frame: Tab goes on through the basket, the footer and any toast still showing
    // ('Successfully added…', there while its time runs), then round from the top of the page.
    const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await tabTo(page, terms, 40);
    await expectRing(terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const pay = page.getByRole('button', { name: /^Pay £/ });
    await tabTo(page, pay, 40);
    await expectRing(pay);
    await page.screenshot({ path: test.info().outputPath('focus-pay.png') });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main')).toBeFocused();
    expect(await bodyHasFocus(page)).toBe(false);
    await expect(page.getByText(session.split(' at ')[0]!).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('focus-confirmed.png') });
  });

  test('after logging in from the header, focus moves to the page, not the body', async ({ page }) => {
    await page.goto('/location/riverside-aquatics-centre');
    const login = page.getByRole('button', { name: 'Log in' }).first();
    await tabTo(page, login);
    await expectRing(login);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox').first(), 10);
    await page.keyboard.type('RLT-000006');
    await page.keyboard.press('Tab');
    await page.keyboard.type('courtside-demo');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
    expect(await bodyHasFocus(page)).toBe(false);
  });

  test('a venue whose theme arrives after its page keeps the shell and the focus on the page', async ({ page }) => {
    await page.goto('/');
    // The venue's theme is held back until the page is on screen (a navigation does not wait for data).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const venueTheme = /\/api\/frontend\/theme\?venue=riverside-aquatics-centre/;
    await page.route(venueTheme, async (route) => {
      await held;
      await route.continue();
    });
    const venue = page.getByRole('link', { name: 'Book at Riverside Aquatics Centre' });
    await tabTo(page, venue);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    await expect(page.locator('main')).toBeFocused();
    const themed = page.waitForResponse(venueTheme);
    release();
    await themed;
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    await expect(page.locator('main')).toBeFocused();
    expect(await bodyHasFocus(page)).toBe(false);
  });

  test("a visitor's Book asks them to log in; after logging in, focus is back on that session's Book, not the body", async ({ page, request }) => {
    const email = newCustomerEmail();
    await registerCustomer(request, email);
    const book = await firstBookable(page, 'yoga');
    const session = ((await book.getAttribute('aria-label')) ?? '').replace(/^Book: /, '');
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox').first(), 10);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('a-long-password');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    // The session list reloads for the customer: focus waits on the same session's Book, their next step.
    await expect(page.getByRole('button', { name: `Book: ${session}` })).toBeFocused();
    expect(await bodyHasFocus(page)).toBe(false);
    await expectRing(page.getByRole('button', { name: `Book: ${session}` }));
  });

  test("Add to basket in the booking dialog hands focus to the session's next action, not the body", async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    const book = await firstBookable(page, 'public-swim');
    const session = ((await book.getAttribute('aria-label')) ?? '').replace(/^Book: /, '');
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book Public swim' });
    const add = dialog.getByRole('button', { name: 'Add to basket' });
    await expect(add).toBeVisible();
    await expect(dialog.getByRole('radio').first()).toBeEnabled();
    // Until the tickets' prices are in, no ticket is chosen and the button says so (aria-disabled): wait until it can book.
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, add, 20);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Cancel reservation: ${session}` })).toBeFocused();
    expect(await bodyHasFocus(page)).toBe(false);
  });
});
