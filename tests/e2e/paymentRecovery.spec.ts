import { expect, type Page } from '@playwright/test';
import { addYogaClass, expectNoAxeViolations, origin, registerCustomer, signIn, test } from './fixtures';

// Recovering a checkout as a customer meets it: a declined card corrected and paid in one go; credit applied kept
// over a reload, and a basket it covers completed without a card.

const cards = { approve: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' };
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £/ });
const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card details"]');
const terms = (page: Page) => page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });

/** Screenshots at the desktop and the small-screen widths, both of the whole page. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('payment recovery', () => {
  test('a declined card is corrected and paid with one Pay, the terms still agreed', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    const { session } = await addYogaClass(page);
    await page.goto('/basket/checkout');
    await expect(page.getByText('Basket cost:')).toBeVisible();
    const frame = cardFrame(page);
    await frame.getByLabel('Name on card').fill('Jo Tester');
    await frame.getByLabel('Card number').fill(cards.decline);
    await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
    await frame.getByLabel('Security code').fill('123');
    await terms(page).check();
    await payButton(page).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Payment was declined' })).toBeVisible();
    // The terms stay where they were, agreed; the card fields keep what was typed.
    await expect(terms(page)).toBeChecked();
    await expect(frame.getByLabel('Name on card')).toHaveValue('Jo Tester');
    await expectNoAxeViolations(page);
    await screenshots(page, 'declined');

    await frame.getByLabel('Card number').fill(cards.approve);
    await payButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${origin()}/booking-confirmed/\\d+$`));
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText(session.split(' at ')[0]!).first()).toBeVisible();
  });

  test('credit applied survives a reload, and a basket it covers is completed without a card', async ({ page, request }) => {
    const login = await request.post(`${origin()}/api/auth/customer/login`, { data: { username: 'priya.shah@example.com', password: 'courtside-demo' } });
    await signIn(page, ((await login.json()).data as { token: string }).token);
    await addYogaClass(page);
    await page.goto('/basket/checkout');
    const credit = page.getByRole('group', { name: 'Account credit' });
    const available = async () => Number(/£([\d.]+)/.exec((await credit.getByText(/^Available credit:/).textContent()) ?? '')?.[1]);
    await expect(credit.getByText(/^Available credit: £/)).toBeVisible();
    const before = await available();
    const cost = Number(/£([\d.]+)/.exec((await page.getByText('Basket cost:').locator('..').textContent()) ?? '')?.[1]);
    await credit.getByRole('button', { name: /^Apply credit/ }).click();
    await expect(page.getByText('Credit successfully applied.').first()).toBeVisible();

    const expectCovered = async () => {
      await expect(page.getByText('Credit applied:').locator('..')).toContainText(`£${cost.toFixed(2)}`);
      await expect(page.getByText('Total to pay:').locator('..')).toContainText('£0.00');
      await expect(credit.getByText(`Available credit: £${(before - cost).toFixed(2)}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Pay with account credit' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Complete booking' })).toBeEnabled();
      await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
      await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);
    };
    await expectCovered();
    await page.reload();
    await expectCovered();
    await terms(page).check();
    await expectNoAxeViolations(page);
    await screenshots(page, 'credit-only');

    await page.getByRole('button', { name: 'Complete booking' }).click();
    await expect(page).toHaveURL(new RegExp(`${origin()}/booking-confirmed/\\d+$`));
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  });
});
