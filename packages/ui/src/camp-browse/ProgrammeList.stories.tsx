import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { campCards, courseCards, halfTermCamp, longNameCamp, phone, soldOutCamp, summerCamp } from './campBrowse.fixtures';
import { ProgrammeList } from './ProgrammeList';

const meta = {
  title: 'Camps and courses/ProgrammeList',
  component: ProgrammeList,
  args: { kind: 'camp', state: 'ready', programmes: campCards, onRetry: fn() },
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "A category's camps or courses as cards (spec §2 'choose a camp'), with skeletons, an error or an empty state.",
          "**Theming — do** leave the cards' tokens to ProgrammeCard (`--cs-primary-500`/`600` on View details, `--cs-font-heading` names). **Don't** colour the error or empty state per venue: they are BrowseState's fixed red and grey callouts.",
          "**Accessibility — do** keep the `<ul role=\"list\">` named 'Camps' or 'Courses' (Safari drops list semantics without it); cards are `h2` here, and the error is `role=\"alert\"` with Try again. **Don't** drop the list's `aria-busy` while skeletons show.",
        ].join('\n\n'),
      },
    },
    viewport: { options: phone },
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof ProgrammeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('listitem', { name });

export const CampList: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Camps' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const summer = within(card(canvasElement, summerCamp.name));
    await expect(summer.getByRole('heading', { level: 2, name: summerCamp.name })).toBeVisible();
    await expect(summer.getByText('Starts Mon, 14 Dec 2026 · 3 weeks')).toBeVisible();
    await expect(summer.getByText('From £20.00 per session')).toBeVisible();
    await expect(summer.getByText('10 spaces left')).toHaveAttribute('data-tone', 'success');
    const details = summer.getByRole('link', { name: 'View details: Summer Multi-Sport Camp' });
    await expect(details).toHaveTextContent('View details');
    await expect(details).toHaveAttribute('href', '/camps/location/riverside-aquatics-centre/multi-sport-camps/timetable/summer-multi-sport-camp');
  },
};

export const LowAvailability: Story = {
  args: { programmes: [halfTermCamp] },
  play: async ({ canvasElement }) => {
    const camp = within(card(canvasElement, halfTermCamp.name));
    await expect(camp.getByText('£95.00 whole camp')).toBeVisible();
    await expect(camp.getByText('Starts Mon, 7 Dec 2026 · 1 week')).toBeVisible();
    // Spec §9: 3 of 20 left is at most 20% — the danger tone, in red.
    const tag = camp.getByText('3 spaces left');
    await expect(tag).toHaveAttribute('data-tone', 'danger');
    await expect(tag).toHaveAttribute('data-accent-color', 'red');
  },
};

export const SoldOut: Story = {
  args: { programmes: [soldOutCamp] },
  play: async ({ canvasElement }) => {
    const item = card(canvasElement, soldOutCamp.name);
    await expect(item).toHaveAttribute('data-tag', 'soldOut');
    await expect(within(item).getByText('Sold out')).toHaveAttribute('data-tone', 'danger');
    // Sold out still leads to the details (the sessions may be booked one by one, or a waitlist joined).
    await expect(within(item).getByRole('link', { name: /^View details/ })).toBeVisible();
  },
};

export const CourseListWithProRataAndWaitlist: Story = {
  args: { kind: 'course', programmes: courseCards },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Courses' })).toBeVisible();
    const improvers = within(card(canvasElement, 'Adult Swim Improvers'));
    await expect(improvers.getByText('£56.00 for the remaining sessions')).toBeVisible();
    await expect(improvers.getByText('This course has started: you pay pro-rata for the sessions that remain.')).toBeVisible();
    await expect(improvers.getByText('Ten weekly lessons to improve your stroke technique.')).toBeVisible();
    await expect(within(card(canvasElement, 'Masters Swim Squad')).getByText('Full: waitlist open')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Camps' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    // The loading is announced, not only shown by the (hidden) skeletons.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { programmes: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No camps to show in this category.'),
};

export const EmptyCourses: Story = {
  args: { kind: 'course', programmes: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No courses to show in this category.'),
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not load this page. Please try again.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNames: Story = {
  args: { programmes: [longNameCamp, halfTermCamp] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const item = card(canvasElement, longNameCamp.name);
    // The name wraps inside the card: nothing is wider than the card.
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    const heading = within(item).getByRole('heading', { level: 2 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(item.getBoundingClientRect().right);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const item = card(canvasElement, summerCamp.name);
    const link = within(item).getByRole('link', { name: /^View details/ });
    const name = within(item).getByRole('heading', { level: 2 });
    // Below 576px the price and link come under the name, not beside it.
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    // Keyboard: the link takes focus.
    link.focus();
    await expect(link).toHaveFocus();
  },
};
