import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

export const adminToken = 'e2e-admin-token';

/**
 * The journeys' clock: COURTSIDE_NOW as it reads at the real moment COURTSIDE_NOW_AT (playwright.config.ts sets both, and
 * starts the servers with them), running on from there. The servers, this runner's dates and every page share it.
 */
export function journeyNow(): number {
  return Date.parse(process.env.COURTSIDE_NOW!) + (Date.now() - Number(process.env.COURTSIDE_NOW_AT));
}

/** Runs a browser context's pages on the journeys' clock (Playwright's clock: Date and timers, flowing from that instant). */
export async function onJourneyClock(context: BrowserContext): Promise<BrowserContext> {
  await context.clock.install({ time: journeyNow() });
  return context;
}

/** A further browser context (another device, another customer) on the journeys' clock. */
export async function newJourneyContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  return onJourneyClock(await browser.newContext(options));
}

/** Playwright's test, with every page on the journeys' clock. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await onJourneyClock(context));
  },
  // A page the server drew is readable and its links work before the app takes it over, but a journey means the app:
  // a link followed before then loads the next page from the server, not through the app. So going to a page (or
  // reloading it) waits for the take-over, unless the test names what to wait for itself (to look at the first view).
  page: async ({ page }, use) => {
    const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === undefined) await takenOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil === undefined) await takenOver(page);
      return response;
    };
    await use(page);
    if (test.info().status !== test.info().expectedStatus) await printWhatThePageSays(page);
  },
});

/**
 * Beside a failing journey, what its page said when it failed: the address and the text of every alert, status message
 * and dialog (the screenshot stays in test-results, which a CI log does not carry).
 */
async function printWhatThePageSays(page: Page) {
  if (page.isClosed()) return;
  const said = await page
    .locator('[role="alert"], [role="status"], [role="dialog"], [role="alertdialog"]')
    .evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('role')}: ${(node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 300)}`).filter((line) => !line.endsWith(': ')))
    .catch((error: Error) => [`(not read: ${error.message.split('\n')[0]})`]);
  console.log([`The page when the journey failed: ${page.url()}`, ...said.map((line) => `  ${line}`)].join('\n'));
}
/** This worker's own server (playwright.config.ts starts one per worker). */
const port = Number(process.env.E2E_PORT ?? 3100) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The origin of a tenant's sub-site (Chromium resolves every *.localhost to loopback). */
export const origin = (host = 'localhost') => `http://${host}:${port}`;

/** axe-core's script, the version @axe-core/playwright ships with. */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;

/**
 * Puts axe-core into each same-origin frame of the page that does not have it yet. A page keeps it across the app's own
 * navigations, so a journey that checks several pages of one visit parses the 500 KB script once, not at every check.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      // A string is evaluated by the browser's debugger protocol, so the page's CSP (no eval) does not apply to it.
      await frame.evaluate(`${axeSource}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
    } catch (error) {
      // A child frame that went away meanwhile is not checked; the page itself must be.
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/**
 * Waits until the app has taken over the first view the server drew (if it drew one). Until then links work as plain
 * links, but the view may be drawn again: a desktop browser at 375 px gets the wide header from the server and the
 * app's drawer once it has taken over.
 */
export async function takenOver(page: Page) {
  await expect(page.locator('#root[data-first-view]')).toHaveCount(0);
}

/**
 * Asserts axe-core finds zero violations on the current page and its same-origin frames (axe's default rules: WCAG 2.x
 * A and AA, and best practice). A first view the server drew changes as the app takes it over, so the check waits for
 * that (unless `firstView` asks for the page as the server sent it), and for what is still animating in.
 */
export async function expectNoAxeViolations(page: Page, { firstView = false } = {}) {
  if (!firstView) await takenOver(page);
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    // A dialog or a toast still fading in shows its colours half-way: axe would measure contrast mid-animation, so the
    // check waits for every finite animation to end (a spinner's endless one is left running).
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    return (await axe.run(document)).violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  const summary = violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
  expect(summary, 'axe-core violations').toEqual([]);
}

/** The theme the API serves for a host (Node's resolver may not know *.localhost, so send Host). */
export async function apiTheme(request: APIRequestContext, host: string, venue?: string) {
  const response = await request.get(`${origin()}/api/frontend/theme${venue ? `?venue=${venue}` : ''}`, { headers: { host: `${host}:${port}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, string | null> }).data;
}

export async function apiClient(request: APIRequestContext, host: string) {
  const response = await request.get(`${origin()}/api/client`, { headers: { host: `${host}:${port}` } });
  return ((await response.json()) as { data: { name: string } }).data;
}

/** Turns a tenant's maintenance flag on or off through the admin route. */
export async function setMaintenance(request: APIRequestContext, host: string, maintenance: boolean) {
  const response = await request.put(`${origin()}/api/admin/maintenance`, {
    headers: { host: `${host}:${port}`, 'x-admin-token': adminToken },
    data: { maintenance },
  });
  expect(response.status()).toBe(200);
}

/** Reads a CSS custom property as the page computes it. */
export async function cssVar(page: Page, name: string) {
  return page.evaluate((n) => getComputedStyle(document.querySelector('.radix-themes') ?? document.documentElement).getPropertyValue(n).trim(), name);
}

/** A fresh customer email address. */
export const newCustomerEmail = () => `e2e.customer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers a new customer of the default tenant (Wade Lister, password 'a-long-password') through the API; answers their bearer token. */
export async function registerCustomer(request: APIRequestContext, email = newCustomerEmail()) {
  const client = (await (await request.get(`${origin()}/api/client`)).json()).data as { id: number };
  const response = await request.post(`${origin()}/api/auth/customer/register`, {
    data: {
      data_fields: {
        personal: { title: 'Mr', first_name: 'Wade', last_name: 'Lister', date_of_birth: '1988-02-03', gender: 'male' },
        contact: { email, phone: '07700 900125', address_1: '2 Test Street', town: 'Kingston', postcode: 'KT1 1AA', marketing_opt_ins: { email: false } },
        additional: {},
        emergency_contact: { name: 'Sam Lister', phone: '07700 900126', relationship: 'Friend' },
      },
      password: 'a-long-password',
      terms: true,
      client_id: client.id,
      source: 'online',
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Fills the sign-up (or onboarding) form's required sections for a new adult customer, with a text-message opt-in. */
export async function fillRegisterForm(page: Page, email: string, name: { first: string; last: string } = { first: 'Robin', last: 'Fielding' }) {
  await page.getByRole('textbox', { name: 'First name' }).fill(name.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(name.last);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('1 Test Street');
  await page.getByRole('textbox', { name: 'Town or city' }).fill('Kingston upon Thames');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('KT1 1AA');
  await page.getByRole('checkbox', { name: 'Text message' }).check();
  await page.getByRole('textbox', { name: 'How did you hear about us?' }).fill('A friend');
  await page.getByLabel(/^Password/).fill('a-long-password');
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
}

/** A toast's text as shown (Radix also announces it in a live region, which would match the same text twice). */
export const toast = (page: Page, text: string | RegExp) => page.locator('.cs-toast__description', { hasText: text }).first();

/** Opens the app as a logged-in customer (the token where the app keeps it). */
export async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('courtside.token', value), token);
}

/** Logs a staff member in on a tenant's bookings site (the staff password of the seed); lands on the till. */
export async function staffLogIn(page: Page, host: string, username: string) {
  await page.goto(`${origin(host)}/staff/login`);
  await page.getByLabel('Email or customer reference').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('courtside-staff');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
}

/** A staff member's bearer token on Riverside (the seed's staff password), logged in through the API. */
export async function staffToken(request: APIRequestContext, username: string) {
  const login = await request.post(`${origin()}/api/auth/staff/login`, { data: { username, password: 'courtside-staff' } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Riverside's card provider set back to the sandbox by its super user, for the journeys that follow on this server. */
export async function paySandboxAgain(playwright: { request: { newContext: () => Promise<APIRequestContext> } }, superUser: string) {
  const api = await playwright.request.newContext();
  const token = await staffToken(api, superUser);
  const back = await api.put(`${origin()}/api/v1/staff/payment-settings`, { headers: { authorization: `Bearer ${token}` }, data: { provider: 'sandbox', mode: 'test' } });
  expect(back.status()).toBe(200);
  await api.dispose();
}

/** The app's main navigation (the header's links). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A date `days` ahead in the venues' zone (a week ahead: the day's classes are all still to come). */
export function daysAhead(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(journeyNow() + days * 86_400_000));
}

/**
 * Adds the first bookable yoga class from a week ahead to the basket (earlier tests fill some); returns its day and label.
 * `addTimeout`: how long the add may take to be confirmed (a test that makes the server answer slowly on purpose says so).
 */
export async function addYogaClass(page: Page, { addTimeout }: { addTimeout?: number } = {}) {
  for (let days = 7; days < 21; days++) {
    const loaded = page.waitForResponse((r) => r.url().includes('/activity/yoga/v2/timetable?') && r.ok());
    await page.goto(`/location/riverside-aquatics-centre/yoga/${daysAhead(days)}`);
    await loaded;
    await page.getByRole('radio', { name: 'Available only' }).check();
    const book = page.getByRole('list', { name: 'Sessions' }).getByRole('button', { name: /^Book: / }).first();
    if ((await book.count()) === 0) continue;
    const label = (await book.getAttribute('aria-label')) ?? '';
    await book.click();
    await expect(toast(page, 'Successfully added item to the basket.')).toBeVisible({ timeout: addTimeout });
    await expect(page.getByRole('link', { name: 'Shopping basket, 1 item' }).first()).toBeVisible();
    return { date: daysAhead(days), session: label.replace(/^Book: /, '') };
  }
  throw new Error('No yoga class with a free place in the next three weeks');
}

interface TimetableClass {
  name: string;
  starts_at: string;
  occurrence: { id: string; bookable_action: { action: string | null } };
}

/** API calls as the customer whose bearer token is given; each must answer 200 (its data answered). */
function customerApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async (method: 'get' | 'post', path: string, data?: unknown) => {
    const response = await request[method](`${origin()}${path}`, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.status(), `${method} ${path}`).toBe(200);
    return ((await response.json()) as { data: Record<string, never> }).data;
  };
}

/** Adds `items` to the customer's basket and pays it with the sandbox card through the API (prepare, card, payment, completion). */
async function buyThroughApi(request: APIRequestContext, token: string, items: unknown[]) {
  const call = customerApi(request, token);
  const user = await call('get', '/api/auth/user');
  await call('post', `/api/v1/users/${user.id}/carts/online/items`, { items });
  const cart = await call('get', '/api/checkout/cart');
  const prepared = await call('post', '/api/checkout/session/prepare', { source: 'online' });
  await call('post', '/api/payment-providers/sandbox/tokens', {
    name: 'Wade Lister', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', session_id: prepared.payment_session_id, client_secret: prepared.client_secret,
  });
  const payments = [{ tender_type: 'card', amount: (cart.totals as { balance: number }).balance }];
  const paid = await call('post', '/api/checkout/session/payment', { payment_session_id: prepared.payment_session_id, payments, terms: true, source: 'online' });
  await call('post', `/api/checkout/session/complete/${paid.transaction_id}`);
}

/** Puts the first bookable yoga class at Riverside from a week ahead in the customer's basket through the API; answers its name. */
export async function basketYogaClass(request: APIRequestContext, token: string) {
  const call = customerApi(request, token);
  const user = await call('get', '/api/auth/user');
  for (let days = 7; days < 21; days++) {
    const classes = (await call('get', `/api/activities/venue/riverside-aquatics-centre/activity/yoga/v2/timetable?date=${daysAhead(days)}`)) as unknown as TimetableClass[];
    const chosen = classes.find((c) => c.occurrence.bookable_action.action === 'book');
    if (!chosen) continue;
    await call('post', `/api/v1/users/${user.id}/carts/online/items`, { items: [{ purchasable_id: chosen.occurrence.id, purchasable_type: 'occurrence', quantity: 1 }] });
    return chosen.name;
  }
  throw new Error('no bookable yoga class in the next three weeks');
}

/**
 * Buys the first bookable yoga class (or class of `activity`) of `date` at Riverside through the API (basket, sandbox
 * card, completion); answers it, or null when none is left that day.
 */
export async function buyYogaClass(request: APIRequestContext, token: string, date: string, activity = 'yoga') {
  const call = customerApi(request, token);
  const classes = (await call('get', `/api/activities/venue/riverside-aquatics-centre/activity/${activity}/v2/timetable?date=${date}`)) as unknown as TimetableClass[];
  const chosen = classes.find((c) => c.occurrence.bookable_action.action === 'book');
  if (!chosen) return null;
  await buyThroughApi(request, token, [{ purchasable_id: chosen.occurrence.id, purchasable_type: 'occurrence', quantity: 1 }]);
  return `${chosen.name} at ${chosen.starts_at}`;
}

type CourseQuestion = { id: number; type: string; required: boolean; options?: Array<{ id: number }> | null };

/** Buys a seeded course at Riverside (by slug) through the API, answering its required questions; answers its name. */
export async function buyCourse(request: APIRequestContext, token: string, slug: string) {
  const course = (await customerApi(request, token)('get', `/api/v1/activities/courses/detail?course_slug=${slug}&source=online`)) as unknown as {
    id: string;
    name: string;
    custom_question_sections: Array<{ questions: CourseQuestion[] }>;
  };
  const answerTo = (q: CourseQuestion) => {
    const first = q.options?.[0]?.id;
    const byType: Record<string, unknown> = { text: 'None', long_text: 'None', textarea: 'None', number: 1, select: first, radio: first, multi_select: [first], date: '2016-05-01', checkbox: first ?? true };
    return { custom_question_id: q.id, answer: byType[q.type] };
  };
  const answers = course.custom_question_sections.flatMap((s) => s.questions.filter((q) => q.required && q.type !== 'group' && q.type !== 'hidden').map(answerTo));
  await buyThroughApi(request, token, [{ purchasable_id: course.id, purchasable_type: 'course', quantity: 1, custom_question_answers: answers }]);
  return course.name;
}

/** Logs Alex Morgan in through the API and opens the app acting for one of the family (stored where the app keeps them). */
export async function signInAlexFor(page: Page, name: string) {
  const login = await page.request.post(`${origin()}/api/auth/customer/login`, { data: { username: 'RLT-000001', password: 'courtside-demo' } });
  const { token, user } = (await login.json()).data as { token: string; user: { linked_users: Array<{ referenced_user: { id: number; name: string } }> } };
  const id = user.linked_users.find((l) => l.referenced_user.name === name)!.referenced_user.id;
  await page.addInitScript(([value, selected]) => {
    window.localStorage.setItem('courtside.token', value);
    window.localStorage.setItem('courtside.selectedUserId', selected);
  }, [token, String(id)] as const);
}

/** The card frame filled in (the sandbox card `card`, in `name`) and the terms agreed, on a checkout page. */
export async function fillCardAndTerms(page: Page, card: string, name = 'Jo Tester') {
  await expect(page.getByText('Basket cost:')).toBeVisible();
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Name on card').fill(name);
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('Security code').fill('123');
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
}

/** The server writes mail as .eml files into `mail/` beside its data folder (see playwright.config.ts). */
const mailDir = join(process.env.E2E_DATA_DIR ? dirname(process.env.E2E_DATA_DIR) : tmpdir(), 'mail');

/** The mail the server has written so far, newest first, as text (quoted-printable soft breaks undone). */
function mails(): string[] {
  const names = (() => {
    try {
      return readdirSync(mailDir).filter((name) => name.endsWith('.eml')).sort().reverse();
    } catch {
      return [];
    }
  })();
  return names.map((name) => readFileSync(join(mailDir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** The newest link to `path` (?token=…) mailed to `email`, or null while none has arrived (mail goes after the answer). */
export function mailedLink(email: string, path: string): string | null {
  const pattern = new RegExp(`(http://\\S+${path}\\?token=[A-Za-z0-9_-]+)`);
  const mail = mails().find((m) => m.includes(`To: ${email}`) && pattern.test(m));
  return mail ? pattern.exec(mail)![1]! : null;
}

/** Whether a mail with `subject` has been sent to `email`. */
export const mailedSubject = (email: string, subject: string) => mails().some((m) => m.includes(`To: ${email}`) && m.includes(`Subject: ${subject}`));

/**
 * Waits until a time-slot page's day has loaded: its Sessions list no longer busy (the loading skeletons are a busy
 * list of the same name), or the day's empty notice. Only then does counting its sessions or buttons mean anything.
 */
export async function daySessionsLoaded(page: Page) {
  const loaded = page.getByRole('list', { name: 'Sessions' }).and(page.locator(':not([aria-busy="true"])'));
  await expect(loaded.or(page.getByText('There are no sessions on this day.')).or(page.getByText('No sessions match your filters.'))).toBeVisible();
}

/** Opens an activity's day a week or more ahead with a bookable session (Riverside); answers that session's Book button. */
export async function firstBookable(page: Page, activity: string) {
  const sessions = page.getByRole('list', { name: 'Sessions' });
  for (let days = 7; days < 21; days++) {
    await page.goto(`/location/riverside-aquatics-centre/${activity}/${daysAhead(days)}`);
    await daySessionsLoaded(page);
    const book = sessions.getByRole('button', { name: /^Book: / }).first();
    if ((await book.count()) > 0) return book;
  }
  throw new Error(`No bookable ${activity} session in the next three weeks`);
}
