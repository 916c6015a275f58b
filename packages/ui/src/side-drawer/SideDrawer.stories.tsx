import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectLinksInOrder } from '../storybook/expectLinks';
import { storyNavLinks } from '../storybook/fixtures';
import { SideDrawer } from './SideDrawer';

const meta = {
  title: 'Shell/SideDrawer',
  component: SideDrawer,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Small-screen navigation (spec §2): a burger button opening a 306px left " +
            "panel with the header's links, the basket and the account actions.",
          "**Theming — do** render it inside `<Theme>` so the portalled panel takes the venue variables: Log in is " +
            "`--cs-primary-500` with `--cs-on-primary` text, Create an account `--accent-11`, text `--cs-font-body`. " +
            "**Don't** give the panel a venue background: its links and notice are set for the neutral panel surface.",
          "**Accessibility — do** keep it a modal dialog: burger and close are named ('Open menu', " +
            "'Close menu'), the title 'Main navigation' is visually hidden, Escape closes, focus " +
            "is trapped and returns to the burger, and the slide stops under reduced motion. " +
            "**Don't** add a link that leaves the drawer open: each one calls `onOpenChange(false)`.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    isLoggedIn: false,
    isKiosk: false,
    showCampsAndCourses: true,
    showMembership: true,
    basketCount: 2,
    links: storyNavLinks,
    onLogin: fn(),
    onLogout: fn(),
  },
  // Stateful wrapper so closing really closes, as in the header.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <SideDrawer
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SideDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: 'Main navigation' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    await expectLinksInOrder(nav, [
      'Book an activity',
      'Book a camp',
      'Book a course',
      'Buy a membership',
      'Shopping basket, 2 items',
    ]);
    await expect(within(drawer).getByText('Login to make bookings faster and manage your account')).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(within(drawer).queryByRole('button', { name: 'Log out' })).toBeNull();
    // Focus stays trapped in the drawer.
    for (let i = 0; i < 10; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const LoggedIn: Story = {
  args: { isLoggedIn: true, isKiosk: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(drawer).getByRole('link', { name: 'Back to Kiosk Home' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account/');
    await expect(within(drawer).queryByText('Login to make bookings faster and manage your account')).toBeNull();
    await expect(within(drawer).queryByRole('link', { name: 'Create an account' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const burger = canvas.getByRole('button', { name: 'Open menu' });
    burger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: 'Main navigation' });
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(burger).toHaveFocus();
  },
};
