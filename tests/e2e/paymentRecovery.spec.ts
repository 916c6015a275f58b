import { expect, test, type Page } from '@playwright/test';
import { addYogaClass, expectNoAxeViolations, origin, registerCustomer, signIn } from './fixtures';

// Recovering a checkout as a customer meets it: a declined card corrected and paid in one go.

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
});
