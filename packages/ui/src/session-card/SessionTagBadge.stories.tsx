import type { SessionTag } from '@courtside/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionTagBadge } from './SessionTagBadge';

const meta = {
  title: 'Browse/SessionTagBadge',
  component: SessionTagBadge,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "One spec §4 session tag (from core's `sessionTag`): spaces left, sold out, waitlist, booked, reserved, busy or past.",
          "**Theming — do** keep the fixed status palettes (green, red, amber, blue, " +
            "orange, grey) at `highContrast`: the venue theme doesn't change them. " +
            "**Don't** map a tag to the venue accent: a red or green primary would read as the wrong state.",
          "**Accessibility — do** let the text carry the state ('2 spaces left', 'Sold out'); high contrast keeps " +
            "step-12 text readable on any background, and `data-tag`/`data-tone` are for styles and tests only. " +
            "**Don't** shorten a tag to an icon or a coloured dot.",
        ].join('\n\n'),
      },
    },
  },
  args: { tag: { kind: 'spotsAvailable', available: 12, tone: 'success' } },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof SessionTagBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every spec §4 tag core's sessionTag can give, with its text, `data-tag` and colour. */
const everyTag: Array<{ tag: SessionTag; text: string; colour: string }> = [
  { tag: { kind: 'spotsAvailable', available: 12, tone: 'success' }, text: '12 spaces left', colour: 'green' },
  { tag: { kind: 'spotsAvailable', available: 1, tone: 'danger' }, text: '1 space left', colour: 'red' },
  { tag: { kind: 'soldOut' }, text: 'Sold out', colour: 'red' },
  { tag: { kind: 'joinWaitlist' }, text: 'Full: waitlist open', colour: 'blue' },
  { tag: { kind: 'waitlisted' }, text: 'On the waitlist', colour: 'blue' },
  { tag: { kind: 'booked' }, text: 'Booked', colour: 'green' },
  { tag: { kind: 'reserved' }, text: 'Reserved', colour: 'amber' },
  { tag: { kind: 'busy' }, text: 'Busy', colour: 'orange' },
  { tag: { kind: 'past' }, text: 'Past', colour: 'gray' },
];

export const PlentyOfSpaces: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('12 spaces left');
    await expect(badge).toHaveAttribute('data-tag', 'spotsAvailable');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(badge).toHaveAttribute('data-accent-color', 'green');
  },
};

export const LowAvailability: Story = {
  args: { tag: { kind: 'spotsAvailable', available: 2, tone: 'danger' } },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('2 spaces left');
    await expect(badge).toHaveAttribute('data-tone', 'danger');
    await expect(badge).toHaveAttribute('data-accent-color', 'red');
  },
};

export const SoldOut: Story = {
  args: { tag: { kind: 'soldOut' } },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Sold out');
    await expect(badge).toHaveAttribute('data-tag', 'soldOut');
    await expect(badge).toHaveAttribute('data-tone', 'danger');
  },
};

/** Every tag side by side, as a reviewer compares their colours (axe checks each one's contrast). */
export const EveryTag: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      {everyTag.map(({ tag, text }) => (
        <SessionTagBadge key={text} tag={tag} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { tag, text, colour } of everyTag) {
      const badge = canvas.getByText(text);
      await expect(badge).toHaveAttribute('data-tag', tag.kind);
      await expect(badge).toHaveAttribute('data-accent-color', colour);
    }
  },
};
