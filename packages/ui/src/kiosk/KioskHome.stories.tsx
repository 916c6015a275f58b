import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KioskHome } from './KioskHome';

const meta = {
  title: 'Kiosk/KioskHome',
  component: KioskHome,
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
