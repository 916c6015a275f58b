import { expect } from '@playwright/test';
import { buyYogaClass, daysAhead, expectNoAxeViolations, registerCustomer, signIn, test, toast } from './fixtures';

// Browse activities: a session's Cancel booking asks first, then cancels and returns the price as credit.

test.describe('cancel a booking', () => {
  test('a customer cancels a paid session after confirming, and gets the price back as credit', async ({ page, request }) => {
    const token = await registerCustomer(request);
    // The first day from a week ahead (every session more than 24 hours away) with a yoga class to book: on a day of
    // one class the seed makes it the full one.
    let date = '';
    let session: string | null = null;
    for (let days = 7; !session && days < 21; days++) session = await buyYogaClass(request, token, (date = daysAhead(days)));
    expect(session).toBeTruthy();
    await signIn(page, token);
    // The buttons act once the app knows who is logged in (GET /api/auth/user).
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/user') && r.ok());
    await page.goto(`/location/riverside-aquatics-centre/yoga/${date}`);
    await signedIn;
    const cancel = page.getByRole('button', { name: `Cancel booking: ${session}` });

    // Backing out changes nothing.
    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(/Cancelling now returns £\d+\.\d{2} to your account as credit\./);
    await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeEnabled();

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(page, /£\d+\.\d{2} has been returned to your account as credit\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Book: ${session}` })).toBeEnabled();
  });
});
