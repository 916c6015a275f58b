import { expect, type Page } from '@playwright/test';
import { daysAhead, expectNoAxeViolations, origin, staffLogIn, test } from './fixtures';

// The class register: staff open a venue's sessions of a day, take a session's register (keyboard and touch), and a
// manager cancels a session with a reason — its bookings cancelled with a refund.

const sessions = (page: Page) => page.getByRole('region', { name: 'Sessions' });

/**
 * Opens the day's last session with someone on its register (one still to come, whose register nobody has taken yet)
 * and answers its title. A place held in a basket counts as taken in the list but puts nobody on the register, so a
 * session whose places are only held is passed over for the one before it.
 */
async function openBookedSession(page: Page) {
  const booked = sessions(page).getByRole('button').filter({ hasNotText: ' 0 of ' }).filter({ hasNotText: 'Cancelled' });
  await expect(booked.first()).toBeVisible();
  const attendees = page.getByRole('list', { name: 'Attendees' });
  for (let i = (await booked.count()) - 1; i >= 0; i--) {
    const title = (await booked.nth(i).locator('.rt-Text').first().textContent())!;
    await booked.nth(i).click();
    // Focus moves to the register (on a phone the view follows, below the long list).
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
    await expect(attendees.or(page.getByText('Nobody is booked on this session.'))).toBeVisible();
    if ((await attendees.count()) > 0) return title;
  }
  throw new Error('No session of the day has anyone on its register');
}

test.describe('the class register', () => {
  test('front-of-house staff take today\'s register by keyboard; it is kept', async ({ page }) => {
    await staffLogIn(page, 'localhost', 'dana.reed@riverside.example');
    await page.getByRole('banner').getByRole('link', { name: 'Class register' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Class register' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue('riverside-aquatics-centre');
    await expect(page.getByLabel('Date')).toHaveValue(daysAhead(0));
    const title = await openBookedSession(page);
    await expect(page).toHaveURL(/session=/);

    const first = page.getByRole('list', { name: 'Attendees' }).getByRole('listitem').first();
    const name = `${await first.locator('p').first().textContent()} (${(await first.locator('p').nth(1).textContent())!.split(' · ')[0]})`;
    const attended = page.getByRole('button', { name: `Mark ${name} attended` });
    await expect(attended).toHaveAttribute('aria-pressed', 'false');
    await attended.focus();
    await page.keyboard.press('Enter');
    await expect(attended).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^1 attended, 0 absent, \d+ not marked$/)).toBeVisible();
    // A front-of-house member cannot cancel the session.
    await expect(page.getByRole('button', { name: 'Cancel this session' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('register-1280.png'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: `Mark ${name} attended` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: `Mark ${name} absent` }).click();
    await expect(page.getByRole('button', { name: `Mark ${name} absent` })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a session a week ahead cannot be marked yet; at 375 px everything fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await staffLogIn(page, 'localhost', 'dana.reed@riverside.example');
    await page.goto(`/staff/register?date=${daysAhead(7)}`);
    await openBookedSession(page);
    await expect(page.getByText('Attendance can be taken from the day of the session.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark everyone not yet marked as attended' })).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('register-375.png'), fullPage: true });
  });

  test('the day lists the sessions with bookings unless all are asked for', async ({ page }) => {
    await staffLogIn(page, 'localhost', 'dana.reed@riverside.example');
    await page.goto(`/staff/register?date=${daysAhead(7)}`);
    const only = page.getByRole('checkbox', { name: 'Only sessions with bookings' });
    await expect(only).toBeChecked();
    const rows = sessions(page).getByRole('button');
    const empty = rows.filter({ hasText: / 0 of \d+ booked/ });
    await expect(rows.filter({ hasText: / of \d+ booked/ }).first()).toBeVisible();
    await expect(empty).toHaveCount(0);
    const booked = await rows.count();
    // Every session, the empty lane slots too, kept in the address.
    await only.click();
    await expect(page).toHaveURL(/sessions=all/);
    await expect(empty.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(booked);
    await only.click();
    await expect(empty).toHaveCount(0);
    await expect(rows).toHaveCount(booked);
  });

  test('the day waits for the venue: while the venues load it shows loading, never an empty day', async ({ page }) => {
    await staffLogIn(page, 'localhost', 'dana.reed@riverside.example');
    // Signed in, the venues are asked for over the network (with the token), so the journey can hold them back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/api/activities/venues', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`/staff/register?date=${daysAhead(7)}`);
    await expect.poll(() => asked).toBe(true);
    const region = sessions(page);
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.getByRole('button')).toHaveCount(0);
    release();
    await expect(region.getByRole('button').filter({ hasText: / of \d+ booked/ }).first()).toBeVisible();
    await expect(region).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(/.+/);
  });

  test('a manager cancels a session with a reason, and its bookings go with it', async ({ page }) => {
    const peak = 'bookings.peak.localhost';
    await staffLogIn(page, peak, 'sam.hill@peak.example');
    await page.goto(`${origin(peak)}/staff/register?date=${daysAhead(20)}`);
    const title = await openBookedSession(page);
    await page.getByRole('button', { name: 'Cancel this session' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel ${title}?` });
    await expect(dialog.getByText(/bookings? on it (is|are) cancelled/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Staff availability' });
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.cs-toast__description', { hasText: 'The session has been cancelled.' }).first()).toBeVisible();
    await expect(page.getByText('This session has been cancelled.')).toBeVisible();
    // Every booking on it went with it (the server test checks each customer's refund).
    const row = sessions(page).getByRole('button').filter({ hasText: title }).filter({ hasText: 'Cancelled' });
    await expect(row).toContainText(/ 0 of \d+ booked/);
    await expect(page.getByRole('button', { name: 'Cancel this session' })).toHaveCount(0);
  });

  test('customers have no register', async ({ page }) => {
    const login = await page.request.post(`${origin()}/api/auth/customer/login`, { data: { username: 'RLT-000006', password: 'courtside-demo' } });
    const { token } = (await login.json()).data as { token: string };
    await page.addInitScript((value) => window.localStorage.setItem('courtside.token', value), token);
    await page.goto('/staff/register');
    await expect(page.getByRole('heading', { name: "Whoops! Looks like you've gone offside." })).toBeVisible();
    expect((await page.request.get(`${origin()}/api/v1/activities/occurrences?starts_after=2026-12-01%2000:00:00&starts_before=2026-12-02%2000:00:00`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  });
});
