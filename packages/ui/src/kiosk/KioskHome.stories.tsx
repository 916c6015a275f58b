import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KioskHome } from './KioskHome';

const meta = {
  title: 'Kiosk/KioskHome',
  component: KioskHome,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The kiosk start page (spec §2 /kiosk/?kiosk=true&centre=…): book, or become a member; where 90 s idle returns.",
          "**Theming — do** let the headings take the venue heading font through Radix's `--heading-font-family` (set from the theme) and keep the cards on Radix's neutral surface. **Don't** fill the choice cards with venue colours: the grey text must stay readable.",
          "**Accessibility — do** keep each choice one large link (cards at least 12rem tall) with its own `h2` under the page's `h1`, and the `--focus-8` ring. **Don't** add buttons or further links inside a card, or shrink the touch targets.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    venueName: 'Riverside Aquatics Centre',
    bookHref: 'http://bookings.localhost/location/riverside-aquatics',
    joinHref: '/riverside-aquatics',
    showJoin: true,
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-5)', maxWidth: 1080 }}><Story /></div>],
} satisfies Meta<typeof KioskHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A venue device's start page: book, or become a member. */
export const Choices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Riverside Aquatics Centre' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Book an activity/ })).toHaveAttribute('href', 'http://bookings.localhost/location/riverside-aquatics');
    await expect(canvas.getByRole('link', { name: /Become a member/ })).toHaveAttribute('href', '/riverside-aquatics');
  },
};

/** Online joining off: booking is the only choice. */
export const BookingOnly: Story = {
  args: { showJoin: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: /Become a member/ })).toBeNull();
  },
};

/** With self check-in: a third choice leads to the kiosk's check-in page. */
export const WithCheckIn: Story = {
  args: { checkInHref: '/kiosk/check-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Check in/ })).toHaveAttribute('href', '/kiosk/check-in');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
