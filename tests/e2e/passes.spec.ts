import { expect, type Page } from '@playwright/test';
import { buyYogaClass, daysAhead, expectNoAxeViolations, newJourneyContext, origin, registerCustomer, staffLogIn, takenOver, test } from './fixtures';

// Booking passes: a customer shows a booking's pass from my-account (its QR code and "Pass code: …"), and staff at the
// desk check it in at /staff/check-in (typed as a scanner would, then Enter) — once; a second time it says when; an
// unknown code is refused.

const myAccount = origin('my-account.localhost');

/** The check-in page's answer region, whatever it says. */
const answer = (page: Page) => page.locator('.cs-check-in [aria-live="polite"]');

async function checkIn(page: Page, code: string) {
  const field = page.getByRole('textbox', { name: 'Pass code' });
  await field.fill(code);
  await field.press('Enter');
}

test.describe('booking passes', () => {
  test("a pass shown in my-account checks in at the staff page once; an unknown code is refused", async ({ page, browser }) => {
    const token = await registerCustomer(page.request);
    // Today's public swim (the journeys' Saturday morning: its classes have begun or are full): a pass checks in on
    // its session's day only.
    const session = await buyYogaClass(page.request, token, daysAhead(0), 'public-swim');
    expect(session, 'a public swim with a place left today').not.toBeNull();
    const name = session!.split(' at ')[0]!;

    // The customer's phone: my-account Bookings, Show pass.
    const phone = await newJourneyContext(browser, { viewport: { width: 375, height: 800 } });
    const customer = await phone.newPage();
    await customer.addInitScript((value) => window.localStorage.setItem('courtside.token', value), token);
    await customer.goto(`${myAccount}/bookings`);
    await takenOver(customer);
    const show = customer.getByRole('button', { name: new RegExp(`^Show pass for ${name}, `) });
    await show.click();
    const dialog = customer.getByRole('dialog', { name: 'Booking pass' });
    await expect(dialog.getByRole('img', { name: new RegExp(`^Booking pass for ${name}, `) })).toBeVisible();
    const line = await dialog.getByText(/^Pass code: /).textContent();
    const code = line!.replace('Pass code: ', '');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    await expectNoAxeViolations(customer);
    await customer.screenshot({ path: test.info().outputPath('pass-dialog-375.png') });
    await customer.setViewportSize({ width: 1280, height: 800 });
    await customer.screenshot({ path: test.info().outputPath('pass-dialog-1280.png') });
    // Escape closes it, and focus goes back to its button.
    await customer.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(show).toBeFocused();
    await phone.close();

    // The desk: typed without dashes in lower case, Enter submits.
    await staffLogIn(page, 'localhost', 'dana.reed@riverside.example');
    await page.goto('/staff/check-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Check in' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue('riverside-aquatics-centre');
    await checkIn(page, code.replace(/-/g, '').toLowerCase());
    await expect(answer(page).getByRole('heading', { name: 'Checked in' })).toBeVisible();
    await expect(answer(page)).toContainText('Wade Lister');
    await expect(answer(page)).toContainText(`${name}, `);
    await expect(answer(page)).toContainText(/Checked in at \d{2}:\d{2}\./);
    // Ready for the next pass.
    await expect(page.getByRole('textbox', { name: 'Pass code' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Pass code' })).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('check-in-1280.png'), fullPage: true });

    await checkIn(page, code);
    await expect(answer(page).getByRole('heading', { name: 'Already checked in' })).toBeVisible();
    await expect(answer(page)).toContainText(/Checked in already at \d{2}:\d{2} on /);

    await checkIn(page, 'ZZZZ-ZZZZ-ZZZZ');
    await expect(answer(page).getByRole('heading', { name: 'Not checked in' })).toBeVisible();
    await expect(answer(page)).toContainText('Pass not found');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('check-in-375.png'), fullPage: true });

    // The register shows the attendance the check-in took.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/staff/register');
    const time = /(\d{2}:\d{2})/.exec(session!.split(' at ')[1]!)![1]!;
    await page.getByRole('region', { name: 'Sessions' }).getByRole('button').filter({ hasText: name }).filter({ hasText: time }).first().click();
    const me = await page.request.get(`${origin()}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    const reference = ((await me.json()) as { data: { reference: string } }).data.reference;
    await expect(page.getByRole('button', { name: `Mark Wade Lister (${reference}) attended` })).toHaveAttribute('aria-pressed', 'true');
  });
});
