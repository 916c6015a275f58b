import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, origin, test } from './fixtures';

// Browse camps and courses (spec §2): home → venue → Book a camp / Book a course → category → list or timetable →
// details, at 1280 px from the header and at 375 px from the side drawer. The seed gives Riverside Aquatics Centre three
// multi-sport camps and swimming and racket courses (one started with a pro-rata price, one full with a waitlist).

const venue = 'riverside-aquatics-centre';
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Opens a header link: in the header's navigation on a wide screen, in the side drawer on a small one. */
async function headerLink(page: Page, name: string) {
  const open = page.getByRole('button', { name: 'Open menu' });
  if (await open.isVisible()) {
    await open.click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name }).click();
  }
}

async function noHorizontalScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Home → the venue (which selects it), so the header's Book a camp and Book a course lead to its pages. */
async function chooseRiverside(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Book at Riverside Aquatics Centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
}

async function campJourney(page: Page, testInfo: TestInfo, size: string) {
  await chooseRiverside(page);
  await headerLink(page, 'Book a camp');
  await expect(page).toHaveURL(`${origin()}/camps/location/${venue}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a camp' })).toBeVisible();
  await expect(page).toHaveTitle(/^Book a camp · Riverside Aquatics Centre/);
  const categories = page.getByRole('list', { name: 'Camp categories' });
  await expect(categories.getByText('3 camps')).toBeVisible();
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, `camps-${size}`);

  await categories.getByRole('link', { name: 'Multi-sport camps' }).click();
  await expect(page).toHaveURL(`${origin()}/camps/location/${venue}/multi-sport-camps`);
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-sport camps' })).toBeVisible();
  const camps = page.getByRole('list', { name: 'Camps' });
  await expect(camps.getByRole('listitem')).toHaveCount(3);
  const summer = camps.getByRole('listitem', { name: 'Summer Multi-Sport Camp' });
  await expect(summer.getByText('From £20.00 per session')).toBeVisible();
  await expect(summer.getByText(/^Starts \w{3}, \d{1,2} \w{3} \d{4} · 3 weeks$/)).toBeVisible();
  await expect(camps.getByRole('listitem', { name: 'Half-Term Football Camp' }).getByText('£95.00 whole camp')).toBeVisible();
  await expect(breadcrumb(page)).toContainText('Riverside Aquatics Centre');
  await expect(breadcrumb(page).getByRole('link', { name: 'Camps', exact: true })).toHaveAttribute('href', `/camps/location/${venue}`);
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, `camp-list-${size}`);

  await page.getByRole('link', { name: 'View as timetable' }).click();
  await expect(page).toHaveURL(`${origin()}/camps/location/${venue}/multi-sport-camps/timetable`);
  await expect(page.getByRole('link', { name: 'View as timetable' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Week commencing Mon, / }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Summer Multi-Sport Camp' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, testInfo, `camp-timetable-${size}`);

  await page.getByRole('link', { name: 'View details: Summer Multi-Sport Camp' }).click();
  await expect(page).toHaveURL(`${origin()}/camps/location/${venue}/multi-sport-camps/timetable/summer-multi-sport-camp`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Multi-Sport Camp' })).toBeVisible();
  await expect(page).toHaveTitle(/^Camp details · /);
  await expect(breadcrumb(page)).toContainText('Multi-sport camps');
  await expect(breadcrumb(page)).toContainText('Summer Multi-Sport Camp');
  const summary = page.getByRole('region', { name: 'Camp details' });
  await expect(summary.getByText('Whole camp')).toBeVisible();
  await expect(summary.getByText('£240.00')).toBeVisible();
  await expect(summary.getByText('3 weeks')).toBeVisible();
  // Spec §9: a three-week camp's sessions come under week headers.
  for (const week of [1, 2, 3]) await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^Week ${week} · 5 sessions$`) })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Extras' }).getByText('Hot lunch')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', `/camps/location/${venue}/multi-sport-camps/summer-multi-sport-camp/book`);
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, `camp-details-${size}`);
}

async function courseJourney(page: Page, testInfo: TestInfo, size: string) {
  await headerLink(page, 'Book a course');
  await expect(page).toHaveURL(`${origin()}/courses/location/${venue}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a course' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('list', { name: 'Course categories' }).getByRole('link', { name: 'Swimming courses' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Swimming courses' })).toBeVisible();
  const courses = page.getByRole('list', { name: 'Courses' });
  await expect(courses.getByRole('listitem', { name: 'Masters Swim Squad' }).getByText('Full: waitlist open')).toBeVisible();
  // Spec §9 low availability: 1 place of 10 left is in the danger tone.
  await expect(courses.getByRole('listitem', { name: 'Toddler Splash' }).locator('.cs-session-tag')).toHaveAttribute('data-tone', 'danger');
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, `course-list-${size}`);

  await courses.getByRole('link', { name: 'View details: Adult Swim Improvers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adult Swim Improvers' })).toBeVisible();
  await expect(page).toHaveTitle(/^Course details · /);
  // Spec §2: a started course that may still be joined notes the pro-rata payment, and shows both prices.
  await expect(page.getByText('This course has started: you pay pro-rata for the sessions that remain.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Course details' });
  await expect(summary.getByText('Full course')).toBeVisible();
  await expect(summary.getByText('Remaining sessions')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
  await expect(page.getByText('Past').first()).toBeVisible();
  // Ten £8.00 lessons (£80.00): the pro-rata price is £8.00 for each lesson not yet past — how many depends on the
  // hour the journey runs (a lesson is past once it has started), so it is read from the page's own Past tags.
  await expect(summary.getByText('£80.00')).toBeVisible();
  const past = await page.getByText('Past', { exact: true }).count();
  expect(past).toBeGreaterThan(0);
  await expect(summary.getByText(`£${(8 * (10 - past)).toFixed(2)}`)).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', `/courses/location/${venue}/swimming-courses/adult-swim-improvers/book`);
  await expect(breadcrumb(page).getByRole('link', { name: 'Swimming courses' })).toHaveAttribute('href', `/courses/location/${venue}/swimming-courses`);
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, testInfo, `course-details-${size}`);
}

test.describe('browse camps and courses', () => {
  test('a visitor follows Book a camp to a camp’s details and Book a course to a course’s details (1280 px)', async ({ page }, testInfo) => {
    await campJourney(page, testInfo, '1280');
    await courseJourney(page, testInfo, '1280');
  });

  test('a full course cannot be booked from its details but offers its waitlist; an unknown camp is not found', async ({ page }) => {
    await page.goto(`/courses/location/${venue}/swimming-courses/timetable/masters-swim-squad`);
    await expect(page.getByRole('heading', { level: 1, name: 'Masters Swim Squad' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book now' })).toHaveCount(0);
    // A visitor is asked to log in first, as on a full session.
    await page.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('article').locator('header').getByText('Full: waitlist open')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/camps/location/${venue}/multi-sport-camps/timetable/no-such-camp`);
    await expect(page.getByRole('heading', { name: "Whoops! Looks like you've gone offside." })).toBeVisible();
  });

  test('by keyboard: from the camp list to a camp’s Book now', async ({ page }) => {
    await page.goto(`/camps/location/${venue}/multi-sport-camps`);
    await expect(page.getByRole('heading', { level: 1, name: 'Multi-sport camps' })).toBeVisible();
    const tabTo = async (name: string) => {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim())) === name) return;
      }
      throw new Error(`Could not reach ${name} by Tab`);
    };
    await tabTo('View details: Half-Term Football Camp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Half-Term Football Camp' })).toBeVisible();
    // A one-week camp: its sessions without week headers.
    await expect(page.getByRole('heading', { name: /^Week 1/ })).toHaveCount(0);
    await tabTo('Book now');
    await expect(page.getByRole('link', { name: 'Book now' })).toBeFocused();
  });
});

test.describe('browse camps and courses on a small screen (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer’s Book a camp and Book a course lead to the details, laid out in one column', async ({ page }, testInfo) => {
    await campJourney(page, testInfo, '375');
    // One column: the summary with Book now comes before the sessions.
    const book = page.getByRole('link', { name: 'Book now' });
    const sessions = page.getByRole('heading', { level: 2, name: 'Sessions' });
    expect((await book.boundingBox())!.y).toBeLessThan((await sessions.boundingBox())!.y);
    await courseJourney(page, testInfo, '375');
  });
});
