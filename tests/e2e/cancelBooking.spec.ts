import { expect, test } from '@playwright/test';
import { buyYogaClass, expectNoAxeViolations, registerCustomer, signIn, toast } from './fixtures';

// Browse activities: a session's Cancel booking asks first, then cancels and returns the price as credit.

/** A date a week ahead in the venues' zone: every session of the day is more than 24 hours away. */
const nextWeek = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 7 * 86_400_000));

test.describe('cancel a booking', () => {
  test('a customer cancels a paid session after confirming, and gets the price back as credit', async ({ page, request }) => {
    const token = await registerCustomer(request);
    const date = nextWeek();
    const session = (await buyYogaClass(request, token, date))!;
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
