import { devices, expect, type Page } from '@playwright/test';
import { daysAhead, expectNoAxeViolations, newJourneyContext, registerCustomer, signIn, test } from './fixtures';

// A page arrives with its first public reads answered inside it and its route's code preloaded; a route whose code does
// not load says so and offers a reload.

const timeSlots = `/location/riverside-aquatics-centre/yoga/${daysAhead(16)}`;

test.describe('first paint', () => {
  test('a visitor’s time-slot page asks the API for nothing before showing the sessions', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto(timeSlots);
    // The app's own drawing, not the server's first view (below).
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Client, theme, footer, venues, the venue's activities, the day's sessions and its dates: all in the page.
    expect(asked).toEqual([]);
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloads.some((href) => /\/assets\/TimeSlots-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a visitor’s page is drawn by the server before its scripts run, and takes presses once the app has drawn it', async ({ page }) => {
    const response = await page.goto(timeSlots);
    // The page's root arrives with the view in it (no script needed to see the sessions), inert until the app runs.
    const sent = (await response?.text()) ?? '';
    expect(sent).toMatch(/<div id="root" data-first-view="(small|wide)" inert>.*<h1[^>]*>.*Yoga.*<\/h1>/s);
    expect(sent).toMatch(/<ul[^>]*aria-label="Sessions"/);
    const root = page.locator('#root');
    await expect(root).not.toHaveAttribute('data-first-view');
    await expect(root).not.toHaveAttribute('inert');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the app takes the server’s view over as it is, on a desktop and on a phone, home and a busy page', async ({ browser, page, baseURL }) => {
    const phone = await newJourneyContext(browser, { ...devices['Pixel 5'], baseURL });
    const takenOverCleanly = async (on: Page, path: string, drawnFor: 'small' | 'wide') => {
      const said: string[] = [];
      on.on('console', (message) => said.push(message.text()));
      const response = await on.goto(path);
      expect(await response?.text()).toContain(`<div id="root" data-first-view="${drawnFor}" inert>`);
      await expect(on.locator('#root')).not.toHaveAttribute('data-first-view');
      // A difference between the server's drawing and the app's would be drawn again, and said (main.tsx).
      expect(said.filter((text) => /first view was drawn again|Minified React error/.test(text))).toEqual([]);
    };
    for (const path of ['/', timeSlots]) {
      await takenOverCleanly(page, path, 'wide');
      await takenOverCleanly(await phone.newPage(), path, 'small');
    }
    await phone.close();
  });

  test('a signed-in customer’s page is drawn as theirs, and from then on comes without the visitor’s view', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    // A browser the server has not been told of yet gets the visitor's view; the app draws the customer's over it.
    await page.goto(timeSlots);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'courtside_own_view')?.value).toBe('1');
    const again = await page.goto(timeSlots);
    expect(await again?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first()).toBeVisible();
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
