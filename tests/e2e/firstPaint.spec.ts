import { devices, expect, type Page } from '@playwright/test';
import { basketYogaClass, buyYogaClass, daysAhead, expectNoAxeViolations, newJourneyContext, origin, registerCustomer, signIn, takenOver, test } from './fixtures';

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
    // The page's root arrives with the view in it (no script needed to see the sessions), its buttons still loading.
    const sent = (await response?.text()) ?? '';
    expect(sent).toMatch(/<div id="root" data-first-view="(small|wide)">.*<h1[^>]*>.*Yoga.*<\/h1>/s);
    expect(sent).toMatch(/<ul[^>]*aria-label="Sessions"/);
    expect(sent).toMatch(/<button[^>]*aria-disabled="true"[^>]*data-first-view-wait=/);
    const root = page.locator('#root');
    await expect(root).not.toHaveAttribute('data-first-view');
    // Taken over: the marks are off and the waiting text is gone.
    await expect(page.locator('[data-first-view-wait]')).toHaveCount(0);
    await expect(page.locator('#cs-first-view-waiting')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-disabled');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the app’s code is fetched only after the view’s first contentful paint, on home and the join site', async ({ browser }) => {
    // A context of its own: the journeys' clock stands in for the page's performance timeline, which this reads.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      for (const url of [origin(), `${origin('join.localhost')}/riverside-aquatics-centre`]) {
        await page.goto(url);
        await takenOver(page);
        const { paint, entry } = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          entry: performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.startTime,
        }));
        expect(paint).toBeGreaterThan(0);
        expect(entry).toBeGreaterThanOrEqual(paint!);
      }
    } finally {
      await context.close();
    }
  });

  test('with every script blocked, the first view reaches everyone: axe clean, headings and links work, buttons say they are waiting', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    // Loaded, and never taken over: no script runs.
    await page.goto(timeSlots, { waitUntil: 'load' });
    await expect(page.locator('#root')).toHaveAttribute('data-first-view');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Yoga');
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first()).toBeVisible();
    // Every button of the view says it is still loading, by its state and in words.
    const logIn = page.getByRole('button', { name: 'Log in' });
    await expect(logIn).toHaveAttribute('aria-disabled', 'true');
    await expect(logIn).toHaveAccessibleDescription('Still loading: this works in a moment.');
    const buttons = page.locator('#root button');
    expect(await buttons.count()).toBeGreaterThan(0);
    expect(await buttons.evaluateAll((all) => all.filter((b) => b.getAttribute('aria-disabled') !== 'true').length)).toBe(0);
    await expectNoAxeViolations(page, { firstView: true });
    // A link is a link without any script: it takes the visitor to the next page, drawn by the server too.
    await page.getByRole('link', { name: 'Accessibility statement' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, { firstView: true });
  });

  test('a press before the app has taken the view over is kept off its controls by the loader, and the view still takes over', async ({ page }) => {
    // The app's code waits until the test has pressed the view's button.
    let releaseCode = () => undefined as void;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    // The page is there once its HTML is (its load waits for the held code); the loader has run by then (defer).
    await page.goto(timeSlots, { waitUntil: 'domcontentloaded' });
    const logIn = page.getByRole('button', { name: 'Log in' });
    await expect(logIn).toHaveAttribute('aria-disabled', 'true');
    // Pressed while the code is still on its way (forced: the button says it is not ready yet): nothing happens, and
    // nothing is broken by it.
    await logIn.click({ force: true });
    await logIn.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The loader's guard is what takes such a press: it cancels it before anything else hears it.
    const pressCancelled = () =>
      logIn.evaluate((button) => {
        const press = new MouseEvent('click', { bubbles: true, cancelable: true });
        button.dispatchEvent(press);
        return press.defaultPrevented;
      });
    expect(await pressCancelled()).toBe(true);
    releaseCode();
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
    await expect(logIn).not.toHaveAttribute('aria-disabled');
    await logIn.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Taken over, the guard lets presses through (the dialog's own close button takes this one).
    expect(await page.getByRole('dialog').getByRole('button').first().evaluate((button) => {
      const press = new MouseEvent('pointerdown', { bubbles: true, cancelable: true });
      button.dispatchEvent(press);
      return press.defaultPrevented;
    })).toBe(false);
  });

  test('the app takes the server’s view over as it is, on a desktop and on a phone, home and a busy page', async ({ browser, page, baseURL }) => {
    const phone = await newJourneyContext(browser, { ...devices['Pixel 5'], baseURL });
    try {
      const takenOverCleanly = async (on: Page, path: string, drawnFor: 'small' | 'wide') => {
        const said: string[] = [];
        on.on('console', (message) => said.push(message.text()));
        const response = await on.goto(path);
        expect(await response?.text()).toContain(`<div id="root" data-first-view="${drawnFor}">`);
        await expect(on.locator('#root')).not.toHaveAttribute('data-first-view');
        // A difference between the server's drawing and the app's would be drawn again, and said (main.tsx).
        expect(said.filter((text) => /first view was drawn again|Minified React error/.test(text))).toEqual([]);
      };
      for (const path of ['/', timeSlots]) {
        await takenOverCleanly(page, path, 'wide');
        await takenOverCleanly(await phone.newPage(), path, 'small');
      }
    } finally {
      await phone.close();
    }
  });

  test('the join site’s venues and a centre’s plans are drawn by the server and taken over as they are, asking the API for nothing', async ({ browser, baseURL }) => {
    const phone = await newJourneyContext(browser, { ...devices['Pixel 5'], baseURL });
    try {
      const page = await phone.newPage();
      const asked: string[] = [];
      const said: string[] = [];
      page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/api/') && asked.push(new URL(r.url()).pathname)));
      page.on('console', (message) => said.push(message.text()));
      const join = origin('join.localhost');
      const plans = await page.goto(`${join}/riverside-aquatics-centre`);
      const sent = (await plans?.text()) ?? '';
      expect(sent).toMatch(/<div id="root" data-first-view="small">.*<h1[^>]*>Memberships at Riverside Aquatics Centre<\/h1>.*Gold membership/s);
      await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
      await expect(page.getByRole('heading', { level: 1, name: 'Memberships at Riverside Aquatics Centre' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Gold membership' }).getByRole('button', { name: 'Join' })).not.toHaveAttribute('aria-disabled');
      // The client, theme, footer, venues and the centre's plans all came in the page, and the app drew what the server did.
      expect(asked).toEqual([]);
      expect(said.filter((text) => /first view was drawn again|Minified React error/.test(text))).toEqual([]);
      await expectNoAxeViolations(page);
      const venues = await page.goto(`${join}/`);
      expect(await venues?.text()).toMatch(/<div id="root" data-first-view="small">.*Millbrook Sports Hall/s);
      await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
      await expect(page.getByRole('link', { name: /Riverside Aquatics Centre/ }).first()).toBeVisible();
      expect(asked).toEqual([]);
      expect(said.filter((text) => /first view was drawn again|Minified React error/.test(text))).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test('a signed-in customer’s page is drawn as theirs, and from then on comes without the visitor’s view', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    // A browser the server has not been told of yet gets the visitor's view; the app draws the customer's over it.
    await page.goto(timeSlots);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'courtside_own_view')?.value).toBe('customer');
    const again = await page.goto(timeSlots);
    expect(await again?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first()).toBeVisible();
  });

  test('a signed-in customer’s dashboard and bookings are drawn by the server as theirs, taken over as drawn, and forgotten on logging out', async ({ page, request }) => {
    const token = await registerCustomer(request);
    await signIn(page, token);
    const account = origin('my-account.localhost');
    // The first visit tells the server of the session (its cookie); the next is drawn for the customer.
    await page.goto(`${account}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Wade' })).toBeVisible();
    const cookie = async (name: string) => (await page.context().cookies(account)).find((c) => c.name === name)?.value;
    expect(await cookie('courtside_session')).toBe(token);
    expect(await cookie('courtside_own_view')).toBe('customer');
    const said: string[] = [];
    page.on('console', (message) => said.push(message.text()));
    const again = await page.goto(`${account}/`);
    expect(again?.headers()['cache-control']).toBe('private, no-store');
    expect((await again?.text()) ?? '').toMatch(/<div id="root" data-first-view="wide" data-first-view-for="customer">.*<h1[^>]*>Hello Wade<\/h1>.*You have no upcoming bookings/s);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Wade' })).toBeVisible();
    expect(said.filter((text) => /first view was drawn again|Minified React error/.test(text))).toEqual([]);
    await expectNoAxeViolations(page);
    // Their bookings' page too, with the class they bought in it.
    // A day's only class may be full: the first from 16 days ahead with a place.
    let bought: string | null = null;
    for (let days = 16; days < 23 && !bought; days++) bought = await buyYogaClass(request, token, daysAhead(days));
    expect(bought).not.toBeNull();
    // The class by its own name ('Hatha Yoga' on some weekdays, 'Vinyasa Flow' on others).
    const name = bought!.slice(0, bought!.lastIndexOf(' at '));
    const bookings = await page.goto(`${account}/bookings/upcoming`);
    const drawn = (await bookings?.text()) ?? '';
    expect(drawn).toMatch(/<div id="root" data-first-view="wide" data-first-view-for="customer">.*<h1[^>]*>Bookings<\/h1>/s);
    // In the view itself, not only in the reads the page carries after it.
    expect(drawn.slice(drawn.indexOf('>Bookings</h1>'), drawn.indexOf('id="cs-preloaded-reads"'))).toContain(name);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
    await expect(page.getByRole('list', { name: 'Upcoming' }).getByRole('listitem').filter({ hasText: name })).toBeVisible();
    expect(said.filter((text) => /first view was drawn again|Minified React error/.test(text))).toEqual([]);
    await expectNoAxeViolations(page);
    // Logging out forgets the session's cookie, so the server draws nobody's account again.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => cookie('courtside_session')).toBeUndefined();
    expect(await cookie('courtside_own_view')).toBeUndefined();
  });

  test('a customer’s checkout is drawn by the server as theirs, from a link with their token or their session, and taken over as drawn', async ({ page, request }) => {
    const token = await registerCustomer(request);
    const item = await basketYogaClass(request, token);
    const said: string[] = [];
    page.on('console', (message) => said.push(message.text()));
    const drawn = new RegExp(`<div id="root" data-first-view="wide" data-first-view-for="customer">.*<h1[^>]*>Checkout</h1>.*${item}`, 's');
    // A link with their token (spec §2 ?token=): signed in with it, and the page drawn for them at once.
    const link = await page.goto(`/basket/checkout?token=${token}`);
    expect(link?.headers()['cache-control']).toBe('private, no-store');
    const sent = (await link?.text()) ?? '';
    expect(sent).toMatch(drawn);
    // The header's basket is drawn as it is, not as a visitor's empty one.
    expect(sent).toContain('Shopping basket, 1 item<');
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await takenOver(page);
    await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();
    await expect(page.getByText(item).first()).toBeVisible();
    expect(said.filter((text) => /first view was drawn again|Minified React error/.test(text))).toEqual([]);
    await expectNoAxeViolations(page);
    // Coming back: the session's cookie says who they are.
    const again = await page.goto('/basket/checkout');
    expect((await again?.text()) ?? '').toMatch(drawn);
    await takenOver(page);
    await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();
    expect(said.filter((text) => /first view was drawn again|Minified React error/.test(text))).toEqual([]);
  });

  test('a customer’s checkout with every script blocked: their basket and the checkout’s heading, axe clean, the card step held in place', async ({ page, request }) => {
    const token = await registerCustomer(request);
    const item = await basketYogaClass(request, token);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`/basket/checkout?token=${token}`, { waitUntil: 'load' });
    await expect(page.locator('#root')).toHaveAttribute('data-first-view-for', 'customer');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText(item).first()).toBeVisible();
    const buttons = page.locator('#root button');
    expect(await buttons.count()).toBeGreaterThan(0);
    expect(await buttons.evaluateAll((all) => all.filter((b) => b.getAttribute('aria-disabled') !== 'true').length)).toBe(0);
    await expectNoAxeViolations(page, { firstView: true });
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
