import { expect, type Locator, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillCardAndTerms,
  origin,
  registerCustomer,
  signIn,
  signInAlexFor,
  test,
} from './fixtures';

// Booking camps and courses (spec §2 camp and course booking pages, §4 buttons and hints, §5 questions, §9 pricing): a
// new customer (so each run starts with an empty basket) answers the attendee questions, chooses the whole camp or
// days, extras and the waiver, and adds to the basket; the basket shows one card with every session and its extras.

const venue = 'riverside-aquatics-centre';
const actions = (page: Page) => page.getByRole('group', { name: 'Book' });

/** Answers every required question of the seeded camps and courses (spec §3: one of each type). */
async function answerQuestions(page: Page) {
  await page.getByRole('textbox', { name: /Who will collect the attendee/ }).fill('Sam Lister');
  await page.getByRole('spinbutton', { name: /Age on the first day/ }).fill('9');
  await page.getByRole('combobox', { name: /T-shirt size/ }).selectOption({ label: 'Medium (7–9)' });
  await page.getByRole('group', { name: /Which sports do they enjoy/ }).getByRole('checkbox', { name: 'Tennis' }).click();
  await page.getByRole('group', { name: /Can they swim 25 metres/ }).getByRole('checkbox', { name: 'Yes' }).click();
  await page.getByRole('radiogroup', { name: /May we photograph them/ }).getByRole('radio', { name: 'No' }).click();
  await page.getByRole('checkbox', { name: /I confirm the details above are correct/ }).click();
}

/** Pays the basket on the checkout page with the sandbox's approving card and the terms agreed. */
async function payByCard(page: Page, name: string) {
  await fillCardAndTerms(page, '4242424242424242', name);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(new RegExp(`${origin()}/booking-confirmed/\\d+$`));
}

/** Presses Tab until `target` has the focus (at most 25 times), as a keyboard user moves through a form. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 25 && !(await target.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('camp and course booking', () => {
  test('a parent books chosen days of a camp for their child, with two extras, and pays', async ({ page }) => {
    await signInAlexFor(page, 'Jamie Morgan');
    await page.goto(`/camps/location/${venue}/multi-sport-camps/summer-multi-sport-camp/book`);
    await expect(page.getByText('For Jamie Morgan')).toBeVisible();
    await answerQuestions(page);
    await page.getByRole('radio', { name: /Choose dates/ }).click();
    const days = page.getByRole('group', { name: 'Dates' });
    // Every day is preselected; keep the first two only.
    await page.getByRole('button', { name: /^Show all dates/ }).click();
    await expect(days.getByRole('checkbox', { checked: true })).toHaveCount(15);
    for (let left = 15; left > 2; left--) {
      await days.getByRole('checkbox', { checked: true }).last().click();
      await expect(days.getByRole('checkbox', { checked: true })).toHaveCount(left - 1);
    }
    await page.getByRole('button', { name: 'Increase Quantity of Hot lunch' }).click();
    await page.getByRole('button', { name: 'Increase Quantity of Early drop-off (from 8am)' }).click();
    await page.getByRole('checkbox', { name: /I agree to the camp activity waiver/ }).click();
    // Two days at £20.00, a lunch (£4.50) and an early drop-off (£5.00).
    await expect(actions(page)).toContainText('£49.50');
    await expect(page.getByRole('region', { name: 'Review' })).toContainText('2 days chosen');
    await actions(page).getByRole('button', { name: 'Checkout now' }).click();
    await expect(page).toHaveURL(`${origin()}/basket/checkout`);
    const card = page.getByRole('article').filter({ hasText: 'Summer Multi-Sport Camp' });
    await expect(card).toContainText('For Jamie Morgan');
    await expect(card).toContainText('2 sessions');
    await expect(card).toContainText('Early drop-off (from 8am)');
    await payByCard(page, 'Alex Morgan');
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    // The order's line (the passes, shown once loaded, name the camp too).
    await expect(page.getByRole('list', { name: 'Your order' }).getByText('Summer Multi-Sport Camp')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('camp-confirmed-1280.png'), fullPage: true });
  });

  test('a course is booked with the keyboard alone', async ({ page }) => {
    await signIn(page, await registerCustomer(page.request));
    await page.goto(`/courses/location/${venue}/racket-courses/junior-tennis-beginners/book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Junior Tennis Beginners' })).toBeVisible();
    const collector = page.getByRole('textbox', { name: /Who will collect the attendee/ });
    await collector.focus();
    await page.keyboard.type('Sam Lister');
    await page.keyboard.press('Tab'); // medical conditions (optional)
    await page.keyboard.press('Tab');
    await expect(page.getByRole('spinbutton', { name: /Age on the first day/ })).toBeFocused();
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: /T-shirt size/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Football' })).toBeFocused();
    await page.keyboard.press('Space');
    for (const name of ['Tennis', 'Swimming', 'Dance', 'Yes']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('checkbox', { name, exact: true }).first()).toBeFocused();
    }
    await page.keyboard.press('Space');
    // On past 'No' and the date's fields to the photograph question, then the confirmation, by Tab alone.
    await tabTo(page, page.getByRole('radiogroup', { name: /May we photograph them/ }).getByRole('radio', { name: 'Yes' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: /I confirm the details above are correct/ }));
    await page.keyboard.press('Space');
    const add = actions(page).getByRole('button', { name: 'Add to basket' });
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Added to your basket' })).toBeFocused();
  });

  test('a whole camp with extras and the waiver goes into the basket as one card with every day', async ({ page }) => {
    await signIn(page, await registerCustomer(page.request));
    await page.goto(`/camps/location/${venue}/multi-sport-camps/timetable/summer-multi-sport-camp`);
    await page.getByRole('link', { name: 'Book now' }).click();
    await expect(page).toHaveURL(`${origin()}/camps/location/${venue}/multi-sport-camps/summer-multi-sport-camp/book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Summer Multi-Sport Camp' })).toBeVisible();
    await expect(page.getByText('For Wade Lister')).toBeVisible();

    // Spec §4: disabled, and the page says why.
    const add = actions(page).getByRole('button', { name: 'Add to basket' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(actions(page)).toContainText('Agree to the waiver to continue.');
    await expect(actions(page)).toContainText('Complete the required fields.');
    // A required question left empty says so once it is left.
    const collector = page.getByRole('textbox', { name: /Who will collect the attendee/ });
    await collector.focus();
    await collector.blur();
    await expect(page.getByText('This field is required')).toBeVisible();

    await answerQuestions(page);
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Entire camp/ })).toBeChecked();
    // Every day chosen one by one costs more than the entire camp: the page says so under the dates.
    await page.getByRole('radio', { name: /Choose dates/ }).click();
    await expect(page.getByText(/^The entire camp costs £240\.00, every day included: £\d+\.\d\d less than the dates chosen\.$/)).toBeVisible();
    await page.getByRole('radio', { name: /Entire camp/ }).click();
    await page.getByRole('button', { name: 'Increase Quantity of Hot lunch' }).click();
    await page.getByRole('button', { name: 'Increase Quantity of Hot lunch' }).click();
    await page.getByRole('region', { name: /Terms of Camp activity waiver/ }).waitFor();
    await page.getByRole('checkbox', { name: /I agree to the camp activity waiver/ }).click();
    // Spec §9: the camp's price plus the extras.
    await expect(actions(page)).toContainText('£249.00');
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('camp-booking-1280.png'), fullPage: true });

    await add.click();
    const done = page.getByRole('heading', { name: 'Added to your basket' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(`${origin()}/basket/checkout`);
    const card = page.getByRole('article').filter({ hasText: 'Summer Multi-Sport Camp' });
    await expect(card).toContainText('15 sessions');
    await expect(card).toContainText('Hot lunch');
    await expect(card).toContainText('£249.00');
    await page.screenshot({ path: test.info().outputPath('camp-basket-1280.png'), fullPage: true });

    // Held now: back on the booking page the buttons say it is reserved.
    await page.goto(`/camps/location/${venue}/multi-sport-camps/summer-multi-sport-camp/book`);
    await expect(actions(page)).toContainText('You have reserved this — complete it in your basket.');
  });

  test('days of a started camp are chosen one by one and priced each (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const token = await registerCustomer(page.request);
    await signIn(page, token);
    const camp = (await (await page.request.get(`${origin()}/api/v1/activities/camps/detail?camp_slug=easter-tennis-camp`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    const open = (camp.occurrences as Array<{ bookable_action: { action: string | null } }>).filter((o) => o.bookable_action.action === 'book').length;
    expect(open).toBeGreaterThan(1);
    await page.goto(`/camps/location/${venue}/multi-sport-camps/easter-tennis-camp/book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Easter Tennis Camp' })).toBeVisible();
    // Started: the whole camp is not for sale; every day still to come is preselected, each at its own price.
    await expect(page.getByRole('radio', { name: /Entire camp/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /Choose dates/ })).toBeChecked();
    await expect(actions(page)).toContainText(`£${(open * 18).toFixed(2)}`);
    const days = page.getByRole('group', { name: 'Dates' });
    await page.getByRole('button', { name: /^Show all dates/ }).click();
    await expect(days.getByRole('checkbox', { checked: true })).toHaveCount(open);
    await days.getByRole('checkbox', { checked: true }).first().click();
    await expect(actions(page)).toContainText(`£${((open - 1) * 18).toFixed(2)}`);
    await answerQuestions(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('camp-days-375.png'), fullPage: true });
    // The bar pinned to a phone's screen is one line (the total and Checkout now); More opens the rest.
    expect((await actions(page).boundingBox())!.height).toBeLessThan(80);
    await expect(actions(page).getByRole('button', { name: 'Add to basket' })).toBeHidden();
    await actions(page).getByRole('button', { name: 'More' }).click();
    await expect(actions(page).getByRole('button', { name: 'Add to basket' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('camp-bar-more-375.png') });
    await actions(page).getByRole('button', { name: 'Less' }).click();
    await actions(page).getByRole('button', { name: 'Checkout now' }).click();
    await expect(page).toHaveURL(`${origin()}/basket/checkout`);
    await expect(page.getByRole('article').filter({ hasText: 'Easter Tennis Camp' })).toContainText(`${open - 1} sessions`);
    await payByCard(page, 'Wade Lister');
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

    // My account lists the camp once, its days under it, and cancels it whole (a day of it is not cancelled on its own).
    await page.goto(`${origin('my-account.localhost')}/bookings`);
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Easter Tennis Camp' }) });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('button', { name: /^Cancel booking: Easter Tennis Camp on / })).toBeVisible();
    await expect(entry).not.toContainText('cannot be cancelled on its own');
    await entry.getByText(`${open - 1} sessions`).click();
    await expect(entry.getByRole('listitem')).toHaveCount(open - 1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('my-account-camp-375.png'), fullPage: true });
  });

  test('a started course is booked for the sessions left at its pro-rata price', async ({ page }) => {
    const token = await registerCustomer(page.request);
    await signIn(page, token);
    const course = (await (await page.request.get(`${origin()}/api/v1/activities/courses/detail?course_slug=adult-swim-improvers&source=online`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    await page.goto(`/courses/location/${venue}/swimming-courses/adult-swim-improvers/book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Adult Swim Improvers' })).toBeVisible();
    await expect(page.getByText('This course has started: you pay pro-rata for the sessions that remain.')).toBeVisible();
    // An adult's course asks about the adult, not a child's camp questions.
    await expect(page.getByRole('textbox', { name: /Who will collect the attendee/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: /How would you describe your swimming/ }).selectOption({ label: 'I can swim 25 metres' });
    await page.getByRole('textbox', { name: /Emergency contact name and phone number/ }).fill('Sam Lister, 07700 900126');
    await page.getByRole('checkbox', { name: /I confirm the details above are correct/ }).click();
    await expect(actions(page)).toContainText(course.pro_rata_price.formatted);
    await expectNoAxeViolations(page);
    await actions(page).getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('heading', { name: 'Added to your basket' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${origin()}/`);
  });

  test('a visitor is asked to log in before booking', async ({ page }) => {
    await page.goto(`/courses/location/${venue}/racket-courses/junior-tennis-beginners/book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Junior Tennis Beginners' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
