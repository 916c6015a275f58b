import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { daySessionsLoaded, daysAhead, expectNoAxeViolations, journeyNow, origin, registerCustomer, signIn, test, toast } from './fixtures';
import { arrowTo } from './keyboard';

// Browse activities: home → venue → activity → date → time slots, by mouse and by keyboard.

/** Tomorrow in the venues' zone (Europe/London), as the date strip's link names it ('Tue, 24 Nov 2026'). */
function tomorrow() {
  return dayAhead(1);
}

/** The first day from tomorrow that is Monday to Friday in the venues' zone. */
function nextWeekday() {
  for (let days = 1; ; days++) {
    const day = dayAhead(days);
    if (!/^(Sat|Sun),/.test(day.label)) return day;
  }
}

/** A day `days` ahead in the venues' zone: its slug and its label on the date strip. */
function dayAhead(days: number) {
  const date = new Date(journeyNow() + days * 86_400_000);
  const slug = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
  const label = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    .format(new Date(`${slug}T12:00:00Z`))
    .replace(/^(\w+) /, '$1, ');
  return { slug, label };
}

const sessions = (page: Page) => page.getByRole('list', { name: 'Sessions' });

/** Opens a date on the strip, moving to the next week first when the date is not in the one shown. */
async function chooseDate(page: Page, label: string) {
  const strip = page.getByRole('navigation', { name: 'Choose a date' });
  const link = strip.getByRole('link', { name: new RegExp(`^${label}`) });
  if ((await link.count()) === 0) await strip.getByRole('link', { name: 'Next week' }).click();
  await link.click();
}

test.describe('browse activities', () => {
  test('a visitor picks a venue, an activity and a date, filters to available only and reaches a session’s action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a venue' })).toBeVisible();
    await page.getByLabel('Venue name').fill('aquatics');
    await expect(page.getByRole('list', { name: 'Venues' }).getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Book at Riverside Aquatics Centre' }).click();

    await expect(page).toHaveURL(`${origin()}/location/riverside-aquatics-centre`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    await page.getByRole('link', { name: 'Fitness classes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness classes' })).toBeVisible();
    await page.getByRole('link', { name: 'Spin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spin' })).toBeVisible();

    // Weekdays have several spin classes, one sold out and one nearly full (the seed); a weekend day has one.
    const day = nextWeekday();
    await chooseDate(page, day.label);
    await expect(page).toHaveURL(`${origin()}/location/riverside-aquatics-centre/spin/${day.slug}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(day.label);

    // The day's tags: one session sold out, one with low availability in the danger colour (seeded every class day).
    const list = sessions(page);
    await expect(list.locator('[data-tag="soldOut"]').first()).toBeVisible();
    const low = list.locator('.cs-session-tag[data-tone="danger"][data-tag="spotsAvailable"]').first();
    await expect(low).toBeVisible();
    await expect(low).toHaveAttribute('data-accent-color', 'red');
    const [lowColour, successColour] = await Promise.all([
      low.evaluate((el) => getComputedStyle(el).color),
      page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--green-11')),
    ]);
    expect(lowColour).not.toBe(successColour);
    await expectNoAxeViolations(page);

    const total = await list.getByRole('listitem').count();
    await page.getByRole('radio', { name: 'Available only' }).check();
    await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ sessions$/ })).toContainText(`of ${total} sessions`);
    await expect(list.locator('[data-tag="soldOut"]')).toHaveCount(0);
    // Each session's action (the 'est.' beside a visitor's price is a button too: it shows what it means).
    const buttons = list.getByRole('button', { name: /^(?!est\.$)/ });
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const name of await buttons.allTextContents()) expect(name).toBe('Book');

    await buttons.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the same journey by keyboard only', async ({ page, request }) => {
    // Some days have one yoga class only, and it may be full: the journey goes to the first day with a free place.
    const day = await yogaDayWithFreePlace(request);
    await page.goto('/');
    // Tabs forward until the focused control has this accessible name, then presses `key` on it (null: leaves it focused).
    const focusAndEnter = async (name: string | RegExp, key: string | null = 'Enter') => {
      const seen: string[] = [];
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const labelled = (el?.id ? document.querySelector(`label[for="${el.id}"]`) : null)?.textContent ?? el?.closest('label')?.textContent ?? null;
          const visible = el?.cloneNode(true) as HTMLElement | undefined;
          visible?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
          return el?.getAttribute('aria-label') ?? labelled ?? visible?.textContent?.trim() ?? '';
        });
        seen.push(focused);
        if (typeof name === 'string' ? focused === name : name.test(focused)) return key ? page.keyboard.press(key) : undefined;
      }
      throw new Error(`Could not reach ${String(name)} by Tab; focused: ${seen.join(' | ')}`);
    };
    // Each new page, once drawn, moves focus to its main region (WCAG 2.4.3): the next Tab starts from there, so the
    // journey waits for that before tabbing on (a Tab pressed before it would be undone by it).
    const main = page.locator('#main-content');
    const onPage = async (heading: string) => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main).toBeFocused();
    };
    await focusAndEnter('Book at Riverside Aquatics Centre');
    await onPage('Book an activity');
    await focusAndEnter('Fitness classes');
    await onPage('Fitness classes');
    await focusAndEnter('Yoga');
    await onPage('Yoga');
    const strip = page.getByRole('navigation', { name: 'Choose a date' });
    if ((await strip.getByRole('link', { name: new RegExp(`^${day.label}`) }).count()) === 0) {
      await focusAndEnter('Next week');
      await onPage('Yoga');
    }
    await focusAndEnter(new RegExp(`^${day.label}`));
    await expect(page).toHaveURL(new RegExp(`/yoga/${day.slug}$`));
    await expect(main).toBeFocused();
    // The day's sessions are in before the filters are used (wait for the state, not for time): the list stops being busy.
    await expect(page.getByRole('list', { name: 'Sessions' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sessions' })).not.toHaveAttribute('aria-busy', 'true');
    // An arrow key moves to the next radio and chooses it.
    await focusAndEnter('All sessions', null);
    await arrowTo(page, 'ArrowRight', page.getByRole('radio', { name: 'Available only' }));
    await focusAndEnter(/^Book: /);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('finds venues near a postcode on the map, and says so when a postcode is unknown', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Postcode or place').fill('KT2 5AU');
    await page.getByRole('button', { name: 'Find venues nearby' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'within 5 miles of KT2 5AU' })).toContainText('2 venues within 5 miles of KT2 5AU, Kingston Upon Thames');
    await expect(page.getByRole('list', { name: 'Venues' }).getByText(/miles away/).first()).toBeVisible();
    const map = page.getByRole('region', { name: 'Map of venues' });
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('Postcode or place').fill('ZZ99 9ZZ');
    await page.getByRole('button', { name: 'Find venues nearby' }).click();
    await expect(page.getByRole('alert')).toContainText('We couldn\'t find "ZZ99 9ZZ". Check the postcode or place name and try again.');
  });

  test('the breadcrumb reads Home › venue › category › activity › date, each level a link', async ({ page }) => {
    const day = tomorrow();
    await page.goto(`/location/riverside-aquatics-centre/yoga/${day.slug}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Riverside Aquatics Centre', 'Fitness classes', 'Yoga', day.label]);
    await expect(crumbs.last().locator('[aria-current="page"]')).toHaveText(day.label);
    // At 375 px the trail wraps instead of widening the page (waits for the small-screen layout to settle).
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await crumbs.getByRole('link', { name: 'Fitness classes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness classes' })).toBeVisible();
    await expect(crumbs).toHaveText(['Home', 'Riverside Aquatics Centre', 'Fitness classes']);
    await crumbs.getByRole('link', { name: 'Riverside Aquatics Centre' }).click();
    await expect(page).toHaveURL(`${origin()}/location/riverside-aquatics-centre`);
    await expectNoAxeViolations(page);
  });

  test("finds Matlock Sports Centre by the search box's own example, 'Matlock'", async ({ page }) => {
    await page.goto(origin('bookings.peak.localhost'));
    await expect(page.getByLabel('Postcode or place')).toHaveAttribute('placeholder', 'For example KT2 5AU or Matlock');
    await page.getByLabel('Postcode or place').fill('Matlock');
    await page.getByRole('button', { name: 'Find venues nearby' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'within 5 miles of Matlock' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Venues' }).getByRole('link', { name: 'Book at Matlock Sports Centre' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('slots by court for a resource, on the v1 calls of the venue not yet migrated', async ({ page }) => {
    const day = tomorrow();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.goto(`/location/millbrook-sports-hall/badminton/${day.slug}`);
    await expect(page.getByLabel('Court or lane')).toHaveValue(/\d+/);
    // The day's slots came through the v1 call: answered inside the page (an anonymous first read) or asked for.
    const inPage = Object.keys(JSON.parse((await page.locator('#cs-preloaded-reads').textContent()) ?? '{}') as object);
    expect([...asked, ...inPage].some((url) => url.includes('/activity/badminton/slots?'))).toBe(true);
    await expect(sessions(page).getByRole('listitem').first()).toContainText('Court 1');
    await page.getByLabel('Court or lane').selectOption({ label: 'Court 2' });
    await expect(sessions(page).getByRole('listitem').first()).toContainText('Court 2');
    await expectNoAxeViolations(page);
  });
});

/** A date `days` ahead in the venues' zone. */

/** The first day from tomorrow with a yoga class at Riverside that has a free place (read as a visitor). */
async function yogaDayWithFreePlace(request: APIRequestContext) {
  for (let days = 1; days < 7; days++) {
    const day = dayAhead(days);
    const url = `${origin()}/api/activities/venue/riverside-aquatics-centre/activity/yoga/v2/timetable?date=${day.slug}`;
    const classes = ((await (await request.get(url)).json()) as { data: Array<{ occurrence: { status: string; capacity: { available: number } } }> }).data;
    if (classes.some((c) => c.occurrence.status === 'bookable' && c.occurrence.capacity.available > 0)) return day;
  }
  throw new Error('No yoga class with a free place in the coming week');
}

/** The first yoga class from a week ahead whose bookable_action for the customer is join_waitlist: its date and button label. */
async function fullYogaClassWithWaitlist(request: APIRequestContext, token: string) {
  for (let days = 7; days < 21; days++) {
    const date = daysAhead(days);
    const url = `${origin()}/api/activities/venue/riverside-aquatics-centre/activity/yoga/v2/timetable?date=${date}`;
    const classes = ((await (await request.get(url, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: TimetableClass[] }).data;
    const full = classes.find((c) => c.occurrence.bookable_action.action === 'join_waitlist');
    if (full) return { date, label: `${full.name} at ${full.starts_at}` };
  }
  throw new Error('No yoga class with an open waitlist in the seed');
}

interface TimetableClass {
  name: string;
  starts_at: string;
  occurrence: { bookable_action: { action: string | null } };
}

test.describe('session actions', () => {
  test('a customer joins the waitlist of a full session, sees Leave waitlist, then leaves it', async ({ page, request }) => {
    const token = await registerCustomer(request);
    await signIn(page, token);
    // Every yoga day with three classes has one full with room on its waitlist (the seed); a week ahead none is past.
    const session = await fullYogaClassWithWaitlist(request, token);
    // The buttons act once the app knows who is logged in (GET /api/auth/user).
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/user') && r.ok());
    await page.goto(`/location/riverside-aquatics-centre/yoga/${session.date}`);
    await signedIn;
    const button = (action: string) => page.getByRole('button', { name: `${action}: ${session.label}` });
    const card = (action: string) => sessions(page).getByRole('listitem').filter({ has: button(action) });
    const join = button('Join waitlist');
    await expect(card('Join waitlist').getByText('Full: waitlist open')).toBeVisible();

    await join.click();
    await expect(toast(page, 'Successfully joined the waitlist.')).toBeVisible();
    const leave = button('Leave waitlist');
    await expect(leave).toBeEnabled();
    await expect(card('Leave waitlist').getByText('On the waitlist')).toBeVisible();
    await expectNoAxeViolations(page);

    await leave.click();
    await expect(toast(page, 'Successfully removed from the waitlist.')).toBeVisible();
    await expect(button('Join waitlist')).toBeEnabled();
    await expect(card('Join waitlist').getByText('Full: waitlist open')).toBeVisible();
  });
});

test.describe('a signed-in customer’s first press', () => {
  test('Book pressed before the app knows who is signed in waits for the account, then adds: no login dialog', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    // The account's answer is held until the press has been made (a slow network), then let go.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/user', async (route) => {
      await held;
      await route.continue();
    });
    const sessionsList = sessions(page);
    for (let days = 7; days < 21; days++) {
      await page.goto(`/location/riverside-aquatics-centre/yoga/${daysAhead(days)}`);
      await daySessionsLoaded(page);
      await page.getByRole('radio', { name: 'Available only' }).check();
      const book = sessionsList.getByRole('button', { name: /^Book: / }).first();
      if ((await book.count()) === 0) continue;
      await book.click();
      release();
      await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Shopping basket, 1 item' }).first()).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
      return;
    }
    throw new Error('No yoga class with a free place in the next three weeks');
  });
});

test.describe('short redirects into browse (spec §2)', () => {
  test('/{venue}/{activity} and /{venue}/{activity}/{date} land on the time slots', async ({ page }) => {
    const day = tomorrow();
    // The server answers a short address with a redirect to the page it leads to, so that page is the one loaded.
    const landed = await page.goto('/riverside-aquatics-centre/yoga');
    expect(landed?.request().redirectedFrom()?.url()).toBe(`${origin()}/riverside-aquatics-centre/yoga`);
    expect(landed?.url()).toBe(`${origin()}/location/riverside-aquatics-centre/yoga`);
    await expect(page).toHaveURL(new RegExp('/location/riverside-aquatics-centre/yoga/\\d{4}-\\d{2}-\\d{2}$'));
    await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();
    await page.goto(`/riverside-aquatics-centre/yoga/${day.slug}`);
    await expect(page).toHaveURL(`${origin()}/location/riverside-aquatics-centre/yoga/${day.slug}`);
    await expect(sessions(page).getByRole('listitem').first()).toBeVisible();
    await page.goto('/location/riverside-aquatics-centre/no-such-activity');
    await expect(page.getByRole('heading', { name: "Whoops! Looks like you've gone offside." })).toBeVisible();
  });
});

test.describe('browse at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the time slots fit a small screen', async ({ page }) => {
    await page.goto(`/location/riverside-aquatics-centre/yoga/${tomorrow().slug}`);
    await expect(sessions(page).getByRole('listitem').first()).toBeVisible();
    // A desktop browser at 375 px gets a wide first view from the server until the app has taken it over.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('time-slots-375.png'), fullPage: true });
  });
});
