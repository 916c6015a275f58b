import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { daysAhead, expectNoAxeViolations, origin, registerCustomer, signIn, test } from './fixtures';

// Fair use at Riverside (the seed): at Thameside Tennis & Fitness members book 14 days ahead and everyone else 7, and
// Jordan Price (README's no-show demo login) has three no-shows in the last 30 days, so online booking is paused.

const thameside = 'thameside-tennis-fitness';
const myAccount = origin('my-account.localhost');

/** A bearer token for a seeded customer (the demo password). */
async function demoLogin(request: APIRequestContext, username: string) {
  const login = await request.post(`${origin()}/api/auth/customer/login`, { data: { username, password: 'courtside-demo' } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * The first yoga class at Thameside with a place left, 10 days ahead (or on the next day with one), as a visitor sees
 * it: the seed fills some classes, so on some days the first is sold out and nobody could book it.
 */
async function yogaTenDaysAhead(request: APIRequestContext) {
  for (let days = 10; days < 14; days++) {
    const url = `${origin()}/api/activities/venue/${thameside}/activity/yoga/v2/timetable?date=${daysAhead(days)}`;
    const classes = ((await (await request.get(url)).json()) as { data: Array<{ occurrence: { starts_at: { utc: string }; capacity: { available: number } } }> }).data;
    const first = classes.find((c) => c.occurrence.capacity.available > 0);
    if (first) return { date: daysAhead(days), days, first };
  }
  throw new Error('no yoga class with a place left at Thameside 10 to 13 days ahead');
}

/** When booking that class opens to everyone: the same wall time 7 days before, as the page words it. */
function opensToEveryone(startsUtc: string) {
  const opens = new Date(Date.parse(startsUtc) - 7 * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(opens);
  return `Booking opens to everyone on ${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })} at ${Number(part({ hour: '2-digit', hour12: false }))}:${part({ minute: '2-digit' }).padStart(2, '0')} — members can book now`;
}

async function openYoga(page: Page, date: string) {
  const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/user') && r.ok());
  await page.goto(`/location/${thameside}/yoga/${date}`);
  await signedIn;
}

test.describe('fair use', () => {
  test('ten days ahead a customer without a membership is told when booking opens, while a member can book', async ({ page, request, browser }) => {
    const { date, first } = await yogaTenDaysAhead(request);
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await signIn(page, await registerCustomer(request));
    await openYoga(page, date);
    await expect(sessions.getByText(opensToEveryone(first.occurrence.starts_at.utc)).first()).toBeVisible();
    await expect(sessions.getByRole('button', { name: /^Book: / })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('fair-use-opens-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(sessions.getByText(opensToEveryone(first.occurrence.starts_at.utc)).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('fair-use-opens-375.png'), fullPage: true });

    // Alex Morgan holds a membership: the same classes can be booked.
    const member = await browser.newPage();
    await signIn(member, await demoLogin(request, 'RLT-000001'));
    await openYoga(member, date);
    await expect(member.getByRole('list', { name: 'Sessions' }).getByRole('button', { name: /^Book: / }).first()).toBeEnabled();
    await member.close();
  });

  test('the no-show customer sees the pause on the dashboard and on the timetable', async ({ page, request }) => {
    await signIn(page, await demoLogin(request, 'jordan.price@example.com'));
    await page.goto(`${myAccount}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Jordan' })).toBeVisible({ timeout: 15_000 });
    const notice = page.getByRole('status').filter({ hasText: /^3 no-shows in the last 30 days: online booking is paused until \w{3} \d{1,2} \w{3}\.$/ });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('fair-use-dashboard-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(notice).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('fair-use-dashboard-375.png'), fullPage: true });
    const pause = (await notice.textContent())!.trim();

    await page.setViewportSize({ width: 1280, height: 800 });
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/user') && r.ok());
    await page.goto(`/location/riverside-aquatics-centre/yoga/${daysAhead(2)}`);
    await signedIn;
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await expect(sessions.getByText(pause).first()).toBeVisible();
    await expect(sessions.getByRole('button', { name: /^Book: / })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('fair-use-timetable-1280.png'), fullPage: true });
  });
});
