import { expect, test } from '@playwright/test';
import { daysAhead, expectNoAxeViolations, registerCustomer, signIn } from './fixtures';

// Issue 12 defect 15: a page arrives with its first public reads answered inside it and its route's code preloaded;
// defect 14: a route whose code does not load says so and offers a reload.

const timeSlots = `/location/riverside-aquatics-centre/yoga/${daysAhead(16)}`;

test.describe('first paint', () => {
  test('a visitor’s time-slot page asks the API for nothing before showing the sessions', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto(timeSlots);
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Client, theme, footer, venues, the venue's activities, the day's sessions and its dates: all in the page.
    expect(asked).toEqual([]);
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloads.some((href) => /\/assets\/TimeSlots-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a logged-in customer’s reads are their own: asked for with their token, never taken from the page', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    const timetable = page.waitForRequest((r) => r.url().includes('/activity/yoga/v2/timetable?') && Boolean(r.headers().authorization));
    await page.goto(timeSlots);
    await timetable;
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first()).toBeVisible();
  });

  test('a route whose code fails to load says which, and Retry loads it', async ({ page }) => {
    await page.route(/\/assets\/Venue-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'Book at Riverside Aquatics Centre' }).click();
    await expect(page.getByText('Loading chunk /location/:venueSlug failed')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute(/\/assets\/Venue-[\w-]+\.js$/);
    await page.getByRole('button', { name: /retry|try again/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
  });
});
