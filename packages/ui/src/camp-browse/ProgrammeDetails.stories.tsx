import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { campDetails, improversDetails, phone, threeWeeks } from './campBrowse.fixtures';
import { ProgrammeDetails, type ProgrammeDetailsProps } from './ProgrammeDetails';

const meta = {
  title: 'Camps and courses/ProgrammeDetails',
  component: ProgrammeDetails,
  args: campDetails,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A camp's or course's details page (spec §2): what it is, when, prices, places, sessions, extras and Book now.",
          "**Theming — do** let Book now take `--cs-primary-500` with `--cs-on-primary` text and the headings `--cs-font-heading`. **Don't** recolour the notice callout (fixed blue or grey, high contrast) or the availability tag.",
          "**Accessibility — do** keep one `h1` and an `h2` per section, with the facts as a definition list in a named region; a blocked Book now is described by its reason in text. **Don't** render the component twice on a page: its heading ids are fixed.",
        ].join('\n\n'),
      },
    },
    viewport: { options: phone },
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 1280 }}><Story /></div>],
} satisfies Meta<typeof ProgrammeDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const facts = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: /details$/ }));

export const Camp: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Summer Multi-Sport Camp' })).toBeVisible();
    const summary = facts(canvasElement);
    await expect(summary.getByText('Mon, 14 Dec 2026 to Tue, 29 Dec 2026')).toBeVisible();
    await expect(summary.getByText('3 weeks')).toBeVisible();
    await expect(summary.getByText('Whole camp')).toBeVisible();
    await expect(summary.getByText('£240.00')).toBeVisible();
    await expect(summary.getByText('Per session')).toBeVisible();
    await expect(summary.getByText('10 of 24 places left')).toBeVisible();
    const book = summary.getByRole('link', { name: 'Book now' });
    await expect(book).toHaveAttribute('href', '/camps/location/riverside-aquatics-centre/multi-sport-camps/summer-multi-sport-camp/book');
    // Spec §9: more than one week, so the sessions come under week headers.
    for (const week of ['Week 1', 'Week 2', 'Week 3']) await expect(canvas.getByRole('heading', { level: 3, name: new RegExp(`^${week}`) })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: /^Week 1/ })).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvas.getByRole('list', { name: 'Extras' })).getByText('Hot lunch')).toBeVisible();
    // Desktop: the summary sits to the right of the sessions.
    const sessions = canvas.getByRole('heading', { level: 2, name: 'Sessions' });
    await expect(book.getBoundingClientRect().left).toBeGreaterThan(sessions.getBoundingClientRect().right);
    // Keyboard: Book now is reachable by Tab.
    await userEvent.tab();
    await expect(book).toHaveFocus();
  },
};

export const OneWeekCampNoWeekHeaders: Story = {
  args: {
    name: 'Half-Term Football Camp',
    weeks: 1,
    prices: [{ kind: 'wholeCamp', formatted: '£95.00', value: 9500, from: false }],
    sessions: { showWeekHeaders: false, weeks: threeWeeks.weeks.slice(0, 1) },
    extras: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: /^Week 1/ })).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('heading', { name: 'Extras' })).toBeNull();
    await expect(facts(canvasElement).getByText('1 week')).toBeVisible();
  },
};

export const LowAvailabilityAndSoldOutSessions: Story = {
  args: { capacity: { available: 2, maximum: 24 }, tag: { kind: 'spotsAvailable', available: 2, tone: 'danger' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(canvasElement.querySelector('header') as HTMLElement);
    await expect(header.getByText('2 spaces left')).toHaveAttribute('data-tone', 'danger');
    await expect(facts(canvasElement).getByText('2 of 24 places left')).toBeVisible();
    const week2 = within(canvas.getByRole('list', { name: /^Week 2/ }));
    await expect(week2.getByText('Sold out')).toBeVisible();
    await expect(week2.getByText('Cancelled')).toBeVisible();
    await expect(canvasElement.querySelector('[data-cancelled]')).not.toBeNull();
  },
};

export const NotBookableWithMessage: Story = {
  args: {
    tag: { kind: 'soldOut' },
    capacity: { available: 0, maximum: 24 },
    booking: { href: '/book', canBook: false, reason: 'The session being booked is already full' },
  },
  play: async ({ canvasElement }) => {
    const summary = facts(canvasElement);
    await expect(summary.queryByRole('link', { name: 'Book now' })).toBeNull();
    const book = summary.getByRole('button', { name: 'Book now' });
    // It stays in the tab order and says why; a press does nothing.
    await expect(book).toBeEnabled();
    await expect(book).toHaveAttribute('aria-disabled', 'true');
    await expect(book).toHaveAccessibleDescription('The session being booked is already full');
    await expect(summary.getByText('The session being booked is already full')).toBeVisible();
    book.focus();
    await expect(book).toHaveFocus();
  },
};

/** A full course: no Book now, but its waitlist (as a full session's), joined by the button the hint describes. */
const fullCourse = {
  ...improversDetails,
  name: 'Masters Swim Squad',
  notice: null,
  prices: improversDetails.prices.slice(0, 1),
  capacity: { available: 0, maximum: 6 },
  tag: { kind: 'joinWaitlist' },
  booking: { href: '/book', canBook: false, reason: null, waitlist: 'join' },
} satisfies Partial<ProgrammeDetailsProps>;

export const FullCourseJoinWaitlist: Story = {
  args: { ...fullCourse, onWaitlist: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Full: waitlist open')).toBeVisible();
    const summary = facts(canvasElement);
    await expect(summary.queryByRole('button', { name: 'Book now' })).toBeNull();
    await expect(summary.queryByRole('link', { name: 'Book now' })).toBeNull();
    const join = summary.getByRole('button', { name: 'Join waitlist' });
    await expect(join).toBeEnabled();
    await expect(join).toHaveAttribute('data-waitlist', 'join');
    await expect(join).toHaveAccessibleDescription('No places are left. Join the waitlist: if a place comes up, it is held in your basket for you.');
    // Keyboard: the button is reached by Tab and pressed with Enter.
    await userEvent.tab();
    await expect(join).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWaitlist).toHaveBeenCalledTimes(1);
  },
};

export const FullCourseOnTheWaitlist: Story = {
  args: { ...fullCourse, tag: { kind: 'waitlisted' }, booking: { ...fullCourse.booking, waitlist: 'leave' }, onWaitlist: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('On the waitlist')).toBeVisible();
    const leave = facts(canvasElement).getByRole('button', { name: 'Leave waitlist' });
    await expect(leave).toHaveAttribute('data-waitlist', 'leave');
    await expect(leave).toHaveAccessibleDescription('You are on the waitlist. If a place comes up, it is held in your basket for you.');
    await userEvent.click(leave);
    await expect(args.onWaitlist).toHaveBeenCalledTimes(1);
  },
};

export const FullCourseWaitlistPending: Story = {
  args: { ...fullCourse, waitlistPending: true, onWaitlist: fn() },
  play: async ({ canvasElement }) => {
    // Radix keeps the pending button's name and disables it while the call is on its way.
    const join = facts(canvasElement).getByRole('button', { name: 'Join waitlist' });
    await expect(join).toBeDisabled();
  },
};

export const FullCourseOnAPhone: Story = {
  args: { ...fullCourse, onWaitlist: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const join = facts(canvasElement).getByRole('button', { name: 'Join waitlist' });
    const article = within(canvasElement).getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    await expect(join.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const StartedCoursePaysProRata: Story = {
  args: improversDetails,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-notice', 'proRata');
    await expect(canvas.getByText('This course has started: you pay pro-rata for the sessions that remain.')).toBeVisible();
    const summary = facts(canvasElement);
    await expect(summary.getByText('Starts')).toBeVisible();
    await expect(summary.getByText('Wed, 18 Nov 2026')).toBeVisible();
    await expect(summary.getByText('Ends')).toBeVisible();
    await expect(summary.getByText('Full course')).toBeVisible();
    await expect(summary.getByText('£80.00')).toBeVisible();
    await expect(summary.getByText('Remaining sessions')).toBeVisible();
    await expect(summary.getByText('£56.00')).toHaveAttribute('data-price', 'proRata');
    await expect(summary.getByText('Priya Shah, Tom Okafor')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    await expect(canvas.getAllByText('Past')).toHaveLength(3);
    await expect(summary.getByRole('link', { name: 'Book now' })).toBeVisible();
  },
};

export const StartedCourseNotBookable: Story = {
  args: { ...improversDetails, notice: 'startedNotBookable', tag: null, prices: improversDetails.prices.slice(0, 1), booking: { href: '/book', canBook: false, reason: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This course has already started and can no longer be booked.')).toBeVisible();
    const book = canvas.getByRole('button', { name: 'Book now' });
    await expect(book).toHaveAttribute('aria-disabled', 'true');
    await expect(book).toHaveAccessibleDescription('This course has already started and can no longer be booked.');
    await expect(canvas.queryByText('Remaining sessions')).toBeNull();
  },
};

export const EndedCourse: Story = {
  args: { ...improversDetails, notice: 'ended', tag: { kind: 'past' }, prices: improversDetails.prices.slice(0, 1), booking: { href: '/book', canBook: false, reason: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-notice', 'ended');
    await expect(canvas.getByText('This course has ended and is no longer available.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book now' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NoPriceForTheCustomer: Story = {
  args: { prices: [], booking: { href: '/book', canBook: false, reason: 'No price is available for you.' } },
  play: async ({ canvasElement }) => {
    const summary = facts(canvasElement);
    await expect(summary.getByText('Price')).toBeVisible();
    await expect(summary.getByText('No price is available to you')).toBeVisible();
  },
};

export const LongNamesOnASmallScreen: Story = {
  args: {
    name: 'Extraordinarily Comprehensive Multi-Activity Summer Holiday Adventure Camp for Curious Children Aged Five to Twelve',
    categoryName: 'Multi-sport, arts, crafts, swimming and outdoor adventure holiday camps',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const article = within(canvasElement).getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    const summary = within(canvasElement).getByRole('region', { name: 'Camp details' });
    const sessions = within(canvasElement).getByRole('heading', { level: 2, name: 'Sessions' });
    // One column below 768px: the summary and Book now come first, the sessions under them.
    await expect(summary.getBoundingClientRect().bottom).toBeLessThanOrEqual(sessions.getBoundingClientRect().top);
    await expect(getComputedStyle(summary).position).toBe('static');
  },
};
