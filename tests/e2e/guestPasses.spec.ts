import { expect } from '@playwright/test';
import { expectNoAxeViolations, fillCardAndTerms, origin, registerCustomer, signIn, test } from './fixtures';

// Guest passes bought from my-account's Guest passes page, paid at the my-account site's checkout, then held.

const myAccount = origin('my-account.localhost');

test('a customer buys two guest passes from my-account and then holds them', async ({ page }) => {
  await signIn(page, await registerCustomer(page.request));
  await page.goto(`${myAccount}/guest-passes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest passes' })).toBeVisible();
  await expect(page.getByText('You have no guest passes.')).toBeVisible();
  const shop = page.getByRole('region', { name: 'Buy guest passes' });
  await expect(shop).toContainText('Riverside Aquatics Centre');
  await expect(shop).toContainText('£8.00 each');
  await expectNoAxeViolations(page);
  await shop.getByRole('combobox', { name: 'How many passes' }).click();
  await page.getByRole('option', { name: '2' }).click();
  await shop.getByRole('button', { name: 'Buy and pay' }).click();

  await expect(page).toHaveURL(`${myAccount}/basket/checkout`);
  const line = page.getByRole('article', { name: 'Guest pass · Riverside Aquatics Centre' });
  await expect(line).toContainText('£16.00');
  await fillCardAndTerms(page, '4242424242424242', 'Wade Lister');
  await page.getByRole('button', { name: 'Pay £16.00' }).click();
  await expect(page).toHaveURL(new RegExp(`${myAccount}/booking-confirmed/\\d+$`));
  await expect(page.getByRole('list', { name: 'Your order' })).toContainText('Guest pass · Riverside Aquatics Centre');

  await page.goto(`${myAccount}/guest-passes`);
  const held = page.getByRole('list', { name: 'Your guest passes' });
  await expect(held.getByRole('listitem')).toHaveCount(2);
  await expect(held.getByRole('listitem').first()).toContainText('Available');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('guest-passes-375.png'), fullPage: true });
});
