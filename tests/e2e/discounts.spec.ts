import { expect } from '@playwright/test';
import { addYogaClass, expectNoAxeViolations, registerCustomer, signIn, test, toast } from './fixtures';

// A discount code on a basket line — a refused code shows the server's message (spec §8 'Discount: a 400 shows the
// server's error'), an accepted one prices the line on the server, and it can be taken off again.

test('a customer tries a wrong code, applies WELCOME10 to a class, then removes it', async ({ page }) => {
  await signIn(page, await registerCustomer(page.request));
  await addYogaClass(page);
  await page.goto('/basket');
  const card = page.getByRole('list', { name: /basket/i }).getByRole('article').first();
  await expect(card).toContainText('£7.50');
  const field = card.getByRole('textbox', { name: 'Discount code' });

  await field.fill('NOT-A-CODE');
  await card.getByRole('button', { name: /^Apply discount code to / }).click();
  await expect(toast(page, 'That discount code is not recognised.')).toBeVisible();
  await expect(card).toContainText('£7.50');

  await field.fill('welcome10');
  await card.getByRole('button', { name: /^Apply discount code to / }).click();
  await expect(toast(page, 'Discount code applied.')).toBeVisible();
  await expect(card.getByText('Discount WELCOME10: −£0.75')).toBeVisible();
  await expect(card).toContainText('£6.75');
  await expect(card.getByRole('textbox', { name: 'Discount code' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('basket-discount.png'), fullPage: true });

  await card.getByRole('button', { name: 'Remove discount' }).click();
  await expect(toast(page, 'Successfully removed discount code.')).toBeVisible();
  await expect(card).toContainText('£7.50');
  await expect(card.getByRole('textbox', { name: 'Discount code' })).toBeVisible();
});
