import { expect, type Page } from '@playwright/test';
import { origin, registerCustomer, signIn, test } from './fixtures';
import { arrowTo, bodyHasFocus, expectRing, press, tabTo, typeInto } from './keyboard';

// A camp and a course booked by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows and typing; no clicks), as
// campsCoursesBooking.spec.ts books them with the mouse: from the home page through the venue, the header's Book a
// camp / Book a course, the category, the details and Book now, the attendee questions, the dates and extras, to
// payment with the sandbox card and the confirmation. Each control is reached by Tab and shows its focus ring.

const venue = 'riverside-aquatics-centre';
const actions = (page: Page) => page.getByRole('group', { name: 'Book' });

/** Home → Book at Riverside → the header's `link` (Book a camp / Book a course) → `category` → its details → Book now. */
async function openBookingPage(page: Page, link: string, category: string, details: string, name: string) {
  await page.goto('/');
  await press(page, page.getByRole('link', { name: 'Book at Riverside Aquatics Centre' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
  await press(page, page.getByRole('banner').getByRole('link', { name: link }));
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
  await press(page, page.getByRole('link', { name: category }));
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
  await press(page, page.getByRole('link', { name: `View details: ${name}` }));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await press(page, page.getByRole('region', { name: details }).getByRole('link', { name: 'Book now' }));
  await expect(page).toHaveURL(new RegExp(`/location/${venue}/[a-z-]+/[a-z-]+/book$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await bodyHasFocus(page)).toBe(false);
}

/** Answers the seeded programmes' attendee questions (spec §3: one of each type) by Tab, typing, arrows and Space. */
async function answerQuestions(page: Page) {
  await typeInto(page, page.getByRole('textbox', { name: /Who will collect the attendee/ }), 'Sam Lister');
  const age = page.getByRole('spinbutton', { name: /Age on the first day/ });
  await typeInto(page, age, '9');
  await expect(age).toHaveValue('9');
  const size = page.getByRole('combobox', { name: /T-shirt size/ });
  await tabTo(page, size, 10);
  await expectRing(size);
  // A closed native select steps through its options with the arrow keys.
  for (let i = 0; i < 6 && (await size.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)) !== 'Medium (7–9)'; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(size.locator('option:checked')).toHaveText('Medium (7–9)');
  const tennis = page.getByRole('group', { name: /Which sports do they enjoy/ }).getByRole('checkbox', { name: 'Tennis' });
  await press(page, tennis, 'Space', 10);
  await expect(tennis).toBeChecked();
  const swims = page.getByRole('group', { name: /Can they swim 25 metres/ }).getByRole('checkbox', { name: 'Yes' });
  await press(page, swims, 'Space', 10);
  await expect(swims).toBeChecked();
  // Tab enters a radio group on its first radio; the arrow keys move the choice within it.
  const photos = page.getByRole('radiogroup', { name: /May we photograph them/ });
  await tabTo(page, photos.getByRole('radio', { name: 'Yes' }), 20);
  await expectRing(photos.getByRole('radio', { name: 'Yes' }));
  await arrowTo(page, 'ArrowDown', photos.getByRole('radio', { name: 'No' }));
  const confirm = page.getByRole('checkbox', { name: /I confirm the details above are correct/ });
  await press(page, confirm, 'Space', 20);
  await expect(confirm).toBeChecked();
}

/** On the checkout page: the sandbox's approving card typed into the provider's frame, the terms ticked and Pay pressed. */
async function payByKeyboard(page: Page, name: string) {
  await expect(page).toHaveURL(`${origin()}/basket/checkout`);
  await expect(page.getByText('Basket cost:')).toBeVisible();
  const cardName = page.frameLocator('iframe[title="Card details"]').getByLabel('Name on card');
  await expect(cardName).toBeVisible();
  await tabTo(page, cardName);
  await expectRing(cardName);
  for (const value of [name, '4242 4242 4242 4242', '12/34', '123']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  await press(page, terms, 'Space', 60);
  await expect(terms).toBeChecked();
  await press(page, page.getByRole('button', { name: /^Pay £/ }), 'Enter', 40);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`${origin()}/booking-confirmed/\\d+$`));
  expect(await bodyHasFocus(page)).toBe(false);
}

test.describe('camps and courses by keyboard alone', () => {
  test('a camp: two chosen days, two extras and the waiver, Checkout now, paid by card', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    await openBookingPage(page, 'Book a camp', 'Multi-sport camps', 'Camp details', 'Summer Multi-Sport Camp');
    await expect(page.getByText('For Wade Lister')).toBeVisible();
    await answerQuestions(page);

    // The booking type is a radio group: Tab lands on the chosen 'Entire camp', an arrow moves to 'Choose dates'.
    const whole = page.getByRole('radio', { name: /Entire camp/ });
    await tabTo(page, whole, 20);
    await expectRing(whole);
    await arrowTo(page, 'ArrowRight', page.getByRole('radio', { name: /Choose dates/ }));
    // Every day is preselected; unfold them all, then Shift+Tab back up the list unticking each but the first two.
    const days = page.getByRole('group', { name: 'Dates' });
    const fold = page.getByRole('button', { name: /^Show all dates/ });
    await press(page, fold, 'Enter', 20);
    await expect(fold).toHaveCount(0);
    await expect(days.getByRole('checkbox', { checked: true })).toHaveCount(15);
    await expect(page.getByRole('button', { name: /^Hide/ })).toBeFocused();
    const boxes = days.getByRole('checkbox');
    for (let i = 14; i >= 2; i--) {
      await page.keyboard.press('Shift+Tab');
      await expect(boxes.nth(i)).toBeFocused();
      if (i === 14) await expectRing(boxes.nth(i));
      await page.keyboard.press('Space');
      await expect(boxes.nth(i)).not.toBeChecked();
    }
    await expect(days.getByRole('checkbox', { checked: true })).toHaveCount(2);

    // One hot lunch by its + button, one early drop-off by the arrow key in its number field.
    await press(page, page.getByRole('button', { name: 'Increase Quantity of Hot lunch' }), 'Enter', 60);
    const lunch = page.getByRole('spinbutton', { name: 'Quantity of Hot lunch' });
    await expect(lunch).toHaveValue('1');
    const early = page.getByRole('spinbutton', { name: 'Quantity of Early drop-off (from 8am)' });
    await press(page, early, 'ArrowUp', 20);
    await expect(early).toHaveValue('1');
    const waiver = page.getByRole('checkbox', { name: /I agree to the camp activity waiver/ });
    await press(page, waiver, 'Space', 20);
    await expect(waiver).toBeChecked();
    // Two days at £20.00, a lunch (£4.50) and an early drop-off (£5.00).
    await expect(actions(page)).toContainText('£49.50');
    await expect(page.getByRole('region', { name: 'Review' })).toContainText('2 days chosen');

    await press(page, actions(page).getByRole('button', { name: 'Checkout now' }), 'Enter', 40);
    await expect(page).toHaveURL(`${origin()}/basket/checkout`);
    const card = page.getByRole('article').filter({ hasText: 'Summer Multi-Sport Camp' });
    await expect(card).toContainText('For Wade Lister');
    await expect(card).toContainText('2 sessions');
    await expect(card).toContainText('Early drop-off (from 8am)');
    await payByKeyboard(page, 'Wade Lister');
    await expect(page.getByText('Summer Multi-Sport Camp').first()).toBeVisible();
  });

  test('a course: the questions, Add to basket, Checkout from the success panel, paid by card', async ({ page, request }) => {
    await signIn(page, await registerCustomer(request));
    await openBookingPage(page, 'Book a course', 'Racket and fitness courses', 'Course details', 'Junior Tennis Beginners');
    const add = actions(page).getByRole('button', { name: 'Add to basket' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await answerQuestions(page);
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await press(page, add, 'Enter', 40);

    // The success panel takes focus; its Checkout is the next stop by Tab.
    const done = page.getByRole('heading', { name: 'Added to your basket' });
    await expect(done).toBeFocused();
    await press(page, page.getByRole('button', { name: 'Checkout' }), 'Enter', 10);
    const card = page.getByRole('article').filter({ hasText: 'Junior Tennis Beginners' });
    await expect(card).toContainText('8 sessions');
    await expect(card).toContainText('£64.00');
    await payByKeyboard(page, 'Wade Lister');
    await expect(page.getByText('Junior Tennis Beginners').first()).toBeVisible();
  });
});
