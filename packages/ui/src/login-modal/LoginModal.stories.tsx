import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginModal } from './LoginModal';

const meta = {
  title: 'Account/LoginModal',
  component: LoginModal,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Log in without leaving the page (spec §2).",
          "**Theming — do** keep the heading in `--cs-font-heading` and the submit in the venue accent. **Don't** override the dialog's surface colours.",
          "**Accessibility — do** keep a visible label on each field and the refused-login message in its `role=\"alert\"` callout; focus is trapped while open and goes back to what opened it. **Don't** explain errors only in a tooltip or by a red border.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    status: 'idle',
    error: null,
    onSubmit: fn(),
    forgottenPasswordHref: '/forgotten-password',
    registerHref: '/register',
  },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log in' });

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    // The dialog fades in; wait for it to be shown before typing.
    await waitFor(() => expect(dialog.getByText('Log in to book faster and manage your account.')).toBeVisible());
    const submit = dialog.getByRole('button', { name: 'Log in' });
    // Empty fields: it stays in the tab order, says why, and a press sends nothing.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription('Enter your email or customer reference and your password to log in.');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email or customer reference' }), ' alex.morgan@example.com ');
    await userEvent.type(dialog.getByLabelText('Password'), 'courtside-demo');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'alex.morgan@example.com', password: 'courtside-demo' });
    await expect(dialog.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute('href', '/forgotten-password');
    await userEvent.click(dialog.getByRole('link', { name: 'Create an account' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const button = within(dialog).getByRole('button', { name: 'Logging in…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'User signed out' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('User signed out');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email or customer reference' }), 'RLT-000001');
    await userEvent.type(dialog.getByLabelText('Password'), 'again{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'RLT-000001', password: 'again' });
  },
};

export const ServerMessage: Story = {
  args: { status: 'error', error: 'The email, customer reference or password is incorrect.' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The email, customer reference or password is incorrect.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledTimes(1));
  },
};
