import { expect } from '@playwright/test';
import { expectNoAxeViolations, origin, registerCustomer, signIn, test, toast } from './fixtures';

// My details' profile photo — chosen from a file, checked before it is sent, shown, and removed.

const myAccount = origin('my-account.localhost');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a customer adds a profile photo, a wrong file is refused, and the photo is removed', async ({ page }) => {
  await signIn(page, await registerCustomer(page.request));
  await page.goto(`${myAccount}/user-details`);
  const photo = page.getByRole('region', { name: 'Profile photo' });
  await expect(photo.getByText('WL')).toBeVisible();
  await expectNoAxeViolations(page);

  // Checked before anything is sent: an SVG is not a photo.
  await photo.getByLabel('Choose a photo').setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(photo.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP image.');

  await photo.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Your photo has been saved.')).toBeVisible();
  const image = photo.getByRole('img', { name: 'Photo of Wade Lister' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/api\/v1\/profile-photos\/[A-Za-z0-9_-]+$/);
  await expect(photo.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('profile-photo.png') });

  await photo.getByRole('button', { name: 'Remove photo' }).click();
  await expect(toast(page, 'Your photo has been removed.')).toBeVisible();
  await expect(photo.getByRole('img')).toHaveCount(0);
  await expect(photo.getByText('WL')).toBeVisible();
});
