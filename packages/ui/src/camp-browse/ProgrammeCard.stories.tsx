import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { halfTermCamp, improversCourse, longNameCamp, phone, soldOutCamp, summerCamp } from './campBrowse.fixtures';
import { ProgrammeCard } from './ProgrammeCard';

const meta = {
  title: 'Camps and courses/ProgrammeCard',
  component: ProgrammeCard,
  args: { kind: 'camp', ...summerCamp },
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "One camp or course in a list (spec §2 'choose a camp'): name, start and length, price, availability and View details.",
          "**Theming — do** let View details take `--cs-primary-600` text on a `--cs-primary-500` outline and the name `--cs-font-heading`. **Don't** recolour the availability tags: their red/green tones are fixed high-contrast badges that say it in words.",
          "**Accessibility — do** set `level` to fit the page (2 in a plain list, 4 under a timetable's month and week); the list item is labelled by the name and the link is 'View details: {name}'. **Don't** make the whole card a link next to its button.",
        ].join('\n\n'),
      },
    },
    viewport: { options: phone },
  },
  // A card is a list item: the list gives it its place (and axe its context).
  decorators: [(Story) => <ul role="list" style={{ listStyle: 'none', padding: 'var(--space-4)', margin: 0 }}><Story /></ul>],
} satisfies Meta<typeof ProgrammeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('listitem', { name });

export const Camp: Story = {
  play: async ({ canvasElement }) => {
    const card = within(item(canvasElement, summerCamp.name));
    await expect(card.getByRole('heading', { level: 2, name: summerCamp.name })).toBeVisible();
    await expect(card.getByText('From £20.00 per session')).toBeVisible();
    await expect(card.getByRole('link', { name: `View details: ${summerCamp.name}` })).toHaveAttribute('href', summerCamp.href);
  },
};

export const LowAvailability: Story = {
  args: { ...halfTermCamp, level: 4 },
  play: async ({ canvasElement }) => {
    const card = within(item(canvasElement, halfTermCamp.name));
    await expect(card.getByRole('heading', { level: 4 })).toBeVisible();
    await expect(card.getByText('3 spaces left')).toHaveAttribute('data-tone', 'danger');
  },
};

export const SoldOut: Story = {
  args: soldOutCamp,
  play: async ({ canvasElement }) => {
    await expect(item(canvasElement, soldOutCamp.name)).toHaveAttribute('data-tag', 'soldOut');
  },
};

export const StartedCourse: Story = {
  args: { kind: 'course', ...improversCourse },
  play: async ({ canvasElement }) => {
    const card = item(canvasElement, improversCourse.name);
    await expect(card).toHaveAttribute('data-kind', 'course');
    await expect(card).toHaveAttribute('data-notice', improversCourse.notice);
  },
};

export const NoPrice: Story = {
  args: { price: null, tag: null },
  play: async ({ canvasElement }) => {
    const card = item(canvasElement, summerCamp.name);
    await expect(card.querySelector('.cs-programme-card__status')).toBeNull();
    await expect(within(card).getByText('No price is available to you')).toBeVisible();
  },
};

export const LongNameSmallScreen: Story = {
  args: longNameCamp,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const card = item(canvasElement, longNameCamp.name);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
