import { expect } from '@playwright/test';
import {
  apiClient,
  apiTheme,
  basketYogaClass,
  cssVar,
  daysAhead,
  expectNoAxeViolations,
  origin,
  registerCustomer,
  setMaintenance,
  signIn,
  test,
} from './fixtures';

/** The hex a seed colour resolves to ('#ABC', '#aabbcc' or 'R G B', spec §5). */
const hexOf = (colour: string) => {
  const rgb = colour.trim().split(/\s+/);
  if (rgb.length === 3) return `#${rgb.map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;
  const hex = colour.replace('#', '').toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
};

test.describe('bookings shell', () => {
  test('home shows the default tenant theme colours, logo and venues', async ({ page, request }) => {
    const theme = await apiTheme(request, 'localhost');
    const client = await apiClient(request, 'localhost');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a venue' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Book at / }).first()).toBeVisible();
    expect(await cssVar(page, '--accent-9')).toBe(hexOf(theme.theme_app_primary_colour ?? ''));
    const logo = page.getByRole('banner').getByRole('img', { name: client.name });
    await expect(logo).toHaveAttribute('src', theme.theme_app_logo ?? '');
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo')).not.toBeEmpty();
    await expectNoAxeViolations(page);
  });

  test('every tab says which page, venue and tenant it shows, with the tenant logo as its icon (spec §2)', async ({ page, request }) => {
    const client = await apiClient(request, 'localhost');
    const venues = (await (await request.get(`${origin()}/api/activities/venues`)).json()).data as Array<{ name: string; slug: string }>;
    const venue = venues[0]!;
    // (No venue chosen yet on the first three; visiting a venue makes it the selected one.)
    const titled = [
      ['/', `Find a venue · ${client.name}`],
      ['/no/such/page/at/all', `Page not found · ${client.name}`],
      ['/basket', `Shopping basket · ${client.name}`],
      ['/register', `Sign up · ${client.name}`],
      [`/location/${venue.slug}`, `Book an activity · ${venue.name} · ${client.name}`],
    ] as const;
    for (const [path, title] of titled) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    // The icon is the logo of the theme in use: the venue's, now that one is chosen.
    const venueTheme = await apiTheme(request, 'localhost', venue.slug);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', venueTheme.theme_app_logo ?? '/favicon.svg');
    const icon = await request.get(`${origin()}/favicon.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  test('a venue reached by a deep link stays the venue of the basket: its footer and theme (spec §2 selected venue)', async ({ page, request }) => {
    const footer = page.getByRole('contentinfo');
    const venues = (await (await request.get(`${origin()}/api/activities/venues`)).json()).data as Array<{ name: string; slug: string }>;
    const firstVenue = venues[0]!.name;
    expect(firstVenue).not.toBe('Riverside Aquatics Centre');
    // Before any venue is chosen the footer is the tenant's first venue's.
    await page.goto('/');
    await expect(footer).toContainText(firstVenue);
    // Straight to a time-slot page of Riverside, never through its venue page; then the basket.
    await page.goto(`/location/riverside-aquatics-centre/yoga/${daysAhead(7)}`);
    await expect(footer).toContainText('Riverside Aquatics Centre');
    await page.goto('/basket');
    await expect(page.getByRole('heading', { name: 'Shopping basket' }).first()).toBeVisible();
    await expect(footer).toContainText('Riverside Aquatics Centre');
    await expect(footer).not.toContainText(firstVenue);
    const theme = await apiTheme(request, 'localhost', 'riverside-aquatics-centre');
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', theme.theme_app_logo ?? '/favicon.svg');
  });

  // Millbrook Sports Hall's footer carries a script tag (the seed): what shows is its text and links, never the tag.
  for (const sanitiser of ["the browser's own (the HTML Sanitizer API)", 'DOMPurify, where the browser has none'] as const) {
    test(`a venue's footer HTML is shown made safe by ${sanitiser}`, async ({ page }) => {
      const native = sanitiser.startsWith("the browser's");
      if (!native) await page.addInitScript(() => delete (Document as { parseHTML?: unknown }).parseHTML);
      const fetched: string[] = [];
      page.on('response', (response) => fetched.push(new URL(response.url()).pathname));
      await page.goto('/location/millbrook-sports-hall');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Millbrook Sports Hall' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Hall hire and leagues' })).toHaveAttribute('href', 'https://www.riversideleisure.example/millbrook');
      await expect(footer.getByRole('link', { name: '020 7946 0202' })).toHaveAttribute('href', 'tel:+442079460202');
      await expect(footer.locator('script')).toHaveCount(0);
      // What the venue may style by is kept either way (DOMPurify's HTML profile keeps classes; so does the app's sanitiser).
      await expect(footer.locator('div.venue-footer')).toHaveCount(1);
      expect(await page.evaluate(() => 'parseHTML' in Document)).toBe(native);
      // DOMPurify's code is fetched only where the browser cannot sanitise by itself (the footer's text waited for it).
      expect(fetched.some((path) => /^\/assets\/purify\.[^/]+\.js$/.test(path))).toBe(!native);
    });
  }

  test('a basket reached with no venue chosen (a mailed link, a new device) takes its booking’s venue', async ({ page, request }) => {
    const token = await registerCustomer(request);
    const name = await basketYogaClass(request, token);
    const venues = (await (await request.get(`${origin()}/api/activities/venues`)).json()).data as Array<{ name: string }>;
    await signIn(page, token);
    await page.goto('/basket');
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Riverside Aquatics Centre');
    await expect(footer).not.toContainText(venues[0]!.name);
    // It is now the chosen venue: checkout keeps it.
    await page.goto('/basket/checkout');
    await expect(footer).toContainText('Riverside Aquatics Centre');
  });

  test('an unknown path shows the not-found page, answered 404, and Go home returns to /', async ({ page }) => {
    expect((await page.goto('/no/such/page/here/at-all'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Whoops! Looks like you've gone offside." })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist. Return home to keep the ball rolling.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(`${origin()}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a venue' })).toBeVisible();
  });

  test('a single unknown segment is not a venue, so it is not found too, and so is a venue or activity that is gone', async ({ page }) => {
    expect((await page.goto('/definitely-not-a-venue'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Whoops! Looks like you've gone offside." })).toBeVisible();
    expect((await page.goto('/location/closed-down-venue'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Whoops! Looks like you've gone offside." })).toBeVisible();
    expect((await page.goto('/location/riverside-aquatics-centre/no-such-activity'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Whoops! Looks like you've gone offside." })).toBeVisible();
    expect((await page.goto('/location/riverside-aquatics-centre'))?.status()).toBe(200);
  });

  test('a failed page read raises to the error screen inside the shell (spec §4: only 404, 409 and 422 stay)', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/activities/venue/riverside-aquatics-centre/categories', (route) => {
      calls += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The pool is closed.' }) });
    });
    // Reached from home: a first visit's page carries its own reads, a page reached in the app asks for them.
    await page.goto('/');
    await page.getByRole('link', { name: 'Book at Riverside Aquatics Centre' }).click();
    await expect(page.getByText('The pool is closed.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(calls).toBe(3); // the first call and at most 2 retries
  });

  test('pages load without the router warning that it has nothing to draw while a page’s code loads', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    for (const path of ['/', '/location/riverside-aquatics-centre', '/basket', '/no/such/page/at/all']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
  });

  test('every link a signed-in customer is shown on each sub-site leads to a page the server answers 200, not 404', async ({ page, request }) => {
    // The server decides a page's status from core's list of each site's pages (sitePagePatterns); a page the web app
    // routes but the list lacks would be answered 404 while it shows. Every link the shells and their pages show is asked.
    await signIn(page, await registerCustomer(request));
    const ours = (href: string) => {
      const url = new URL(href);
      return url.port === new URL(origin()).port && url.hostname.endsWith('localhost') && !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname);
    };
    const links = new Set<string>();
    for (const start of [`${origin()}/`, `${origin()}/location/riverside-aquatics-centre`, `${origin('my-account.localhost')}/`, `${origin('my-account.localhost')}/memberships`, `${origin('join.localhost')}/`]) {
      await page.goto(start);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const href of await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))) {
        if (ours(href)) links.add(href.split('#')[0]!);
      }
    }
    expect(links.size).toBeGreaterThan(10);
    for (const link of links) {
      // Asked at localhost with the sub-site's Host (Node does not resolve *.localhost as the browser does).
      const url = new URL(link);
      const answer = await request.get(`${origin()}${url.pathname}${url.search}`, { headers: { accept: 'text/html', host: url.host } });
      expect(answer.status(), link).toBe(200);
    }
  });

  test('a trailing slash is stripped', async ({ page }) => {
    await page.goto('/basket/');
    await expect(page).toHaveURL(`${origin()}/basket`);
  });

  test('the maintenance flag gives the Service disruption screen', async ({ page, request }) => {
    await setMaintenance(request, 'bookings.peak.localhost', true);
    try {
      await page.goto(origin('bookings.peak.localhost'));
      await expect(page.getByRole('heading', { name: 'Service disruption' })).toBeVisible();
      await expect(page.getByText('Unable to access the site due to planned maintenance.')).toBeVisible();
      // Whose site it is: the client call still answers.
      await expect(page.getByRole('main').getByText('Peak Active', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await setMaintenance(request, 'bookings.peak.localhost', false);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a venue' })).toBeVisible();
  });

  test("the second tenant's host shows its own theme and venues", async ({ page, request }) => {
    const defaultTheme = await apiTheme(request, 'localhost');
    const peakTheme = await apiTheme(request, 'bookings.peak.localhost');
    const peak = await apiClient(request, 'bookings.peak.localhost');
    expect(peakTheme.theme_app_primary_colour).not.toBe(defaultTheme.theme_app_primary_colour);
    await page.goto(origin('bookings.peak.localhost'));
    await expect(page.getByRole('banner').getByRole('img', { name: peak.name })).toBeVisible();
    expect(await cssVar(page, '--accent-9')).toBe(hexOf(peakTheme.theme_app_primary_colour ?? ''));
    await expectNoAxeViolations(page);
  });

  test('choosing a venue themes the page with that venue and remembers it', async ({ page, request }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: /^Book at / }).first();
    const href = (await link.getAttribute('href')) ?? '';
    const slug = href.split('/').pop() ?? '';
    await link.click();
    await expect(page).toHaveURL(`${origin()}/location/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    const venueTheme = await apiTheme(request, 'localhost', slug);
    await expect.poll(() => cssVar(page, '--accent-9')).toBe(hexOf(venueTheme.theme_app_primary_colour ?? ''));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/redirect-to-selected-venue');
    await expect(page).toHaveURL(`${origin()}/location/${slug}`);
  });

  test('embedded mode hides the navigation and the breadcrumb', async ({ page }) => {
    await page.goto('/?embedded=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a venue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book an activity' })).toHaveCount(0);
  });

  test('without a selected venue, Book an activity shows the toast and stays home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Book an activity' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Please select a venue before booking an activity')).toBeVisible();
    await expect(page).toHaveURL(`${origin()}/`);
  });
});

test.describe('small screens (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer holds the links and the logged-out notice; nothing overflows', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a venue' })).toBeVisible();
    // A desktop browser at 375 px gets a wide first view from the server until the app has taken it over.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Login to make bookings faster and manage your account')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });
});
