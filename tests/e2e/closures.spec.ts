import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { daysAhead, expectNoAxeViolations, origin, staffLogIn, test, toast } from './fixtures';

// Closures: a manager closes a location of a venue for a while (the sessions it covers are set aside), sees it listed
// and reopens it; front-of-house staff read the list only. The e2e server is shared between specs, so whatever this
// spec closes it lifts again (which brings back the sessions it set aside).

const peak = 'bookings.peak.localhost';
const port = new URL(origin()).port;

/** The API on a tenant's host (Node cannot resolve *.localhost, so send Host), as the signed-in staff member. */
async function asStaff(page: Page, host: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('courtside.token'));
  return { headers: { host: `${host}:${port}`, authorization: `Bearer ${token}` } };
}

/** Lifts a closure if it still stands (its sessions come back), then checks each session it set aside is bookable. */
async function putBack(request: APIRequestContext, auth: { headers: Record<string, string> }, made: { id: number; occurrences_set_aside: string[] }) {
  await request.delete(`${origin()}/api/v1/closures/${made.id}`, auth);
  for (const id of made.occurrences_set_aside) {
    const session = await request.get(`${origin()}/api/v1/activities/occurrences/${id}`, auth);
    expect((await session.json()).data.status, `session ${id} after the closure`).toBe('bookable');
  }
}

test.describe('closures', () => {
  test('a manager closes the studio for a week, sees it listed with the sessions set aside, and reopens it', async ({ page }) => {
    // A long journey: log in, close, check the page at two widths, reopen, then put the sessions back.
    test.slow();
    await staffLogIn(page, peak, 'sam.hill@peak.example');
    await page.getByRole('banner').getByRole('link', { name: 'Closures' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Closures' })).toBeVisible();
    await expect(page).toHaveTitle(/^Closures · /);
    await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue('peak-district-pool');

    const [from, until] = [daysAhead(22), daysAhead(28)];
    await page.getByLabel(/Closed from/).fill(`${from}T00:00`);
    await page.getByLabel(/Closed until/).fill(`${until}T23:30`);
    await page.getByRole('group', { name: 'Locations' }).getByRole('checkbox', { name: 'Studio', exact: true }).click();
    await page.getByLabel('Reason (optional)').fill('Studio floor being relaid.');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/venues/peak-district-pool/closures') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const made = (await response.json()).data as { id: number; occurrences_set_aside: string[] };
    const auth = await asStaff(page, peak);
    try {
      // The studio's yoga classes that week are set aside, and the page says how many.
      expect(made.occurrences_set_aside.length).toBeGreaterThan(0);
      const count = made.occurrences_set_aside.length;
      await expect(page.getByRole('status').filter({ hasText: 'Closed.' })).toHaveText(`Closed. ${count} ${count === 1 ? 'session was' : 'sessions were'} set aside.`);
      const card = page.getByRole('list', { name: 'Venue closures' }).getByRole('listitem').filter({ hasText: 'Studio floor being relaid.' });
      await expect(card).toContainText('Studio');
      await expect(card).toContainText('Upcoming');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('closures-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: test.info().outputPath('closures-375.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      // Reopening asks first, then the closure goes from the list.
      await card.getByRole('button', { name: /^Reopen Studio, / }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Reopen Studio?' });
      await expect(dialog.getByText(/Sessions it set aside become bookable again/)).toBeVisible();
      const lifted = page.waitForResponse((r) => r.url().endsWith(`/api/v1/closures/${made.id}`) && r.request().method() === 'DELETE');
      await dialog.getByRole('button', { name: 'Reopen' }).click();
      // Nothing else clashes with the studio's sessions that week: every one it set aside is bookable again.
      expect([...(await (await lifted).json()).data.occurrences_reinstated].sort()).toEqual([...made.occurrences_set_aside].sort());
      await expect(dialog).toHaveCount(0);
      await expect(toast(page, `The closure has been lifted: ${count} ${count === 1 ? 'session is' : 'sessions are'} bookable again.`)).toBeVisible();
      await expect(card).toHaveCount(0);
    } finally {
      await putBack(page.request, auth, made);
    }
  });

  test('the times are checked before anything is sent', async ({ page }) => {
    await staffLogIn(page, peak, 'sam.hill@peak.example');
    await page.goto(`${origin(peak)}/staff/closures`);
    const posts: string[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && r.url().includes('/closures') && posts.push(r.url())));
    await page.getByLabel(/Closed from/).fill(`${daysAhead(22)}T12:00`);
    await page.getByLabel(/Closed until/).fill(`${daysAhead(22)}T09:00`);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const until = page.getByLabel(/Closed until/);
    await expect(until).toHaveAttribute('aria-invalid', 'true');
    await expect(until).toBeFocused();
    await expect(until).toHaveAccessibleDescription(/ends_at must be after starts_at\./);
    expect(posts).toEqual([]);
  });

  test('front-of-house staff read the closures only', async ({ page }) => {
    await staffLogIn(page, 'localhost', 'dana.reed@riverside.example');
    await page.goto('/staff/closures');
    await expect(page.getByRole('heading', { level: 1, name: 'Closures' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Venue closures' })).not.toHaveAttribute('aria-busy');
    await expect(page.getByText('Only managers can close the venue or its locations.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Reopen/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
