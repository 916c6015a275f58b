import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountPage } from '../account-page/AccountPage';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Account/LoginForm (the /login page)',
  component: LoginForm,
  args: { status: 'idle', onSubmit: fn(), forgottenPasswordHref: '/forgotten-password', registerHref: '/register', onNavigate: fn() },
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The log-in form (spec §7 auth/customer/login) on the /login page and in LoginModal: email or customer reference, password.",
          "**Theming — do** let Log in take `--cs-primary-500` with `--cs-on-primary` text and the links `--accent-11`, underlined. **Don't** recolour the refused-login callout: it stays red.",
          "**Accessibility — do** keep a visible label on each field with `autocomplete` (`username`, `current-password`); a refused login is a `role=\"alert\"` callout and the form is `aria-busy` while it logs in. **Don't** use placeholders as labels or clear the email after an error.",
        ].join('\n\n'),
      },
    },
  },
  render: (args) => (
    <main style={{ padding: 16 }}>
      <AccountPage title="Log in">
        <LoginForm {...args} />
      </AccountPage>
    </main>
  ),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email or customer reference' }), 'a@b.co');
    await userEvent.type(canvas.getByLabelText('Password'), 'pw');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'a@b.co', password: 'pw' });
    await userEvent.click(canvas.getByRole('link', { name: 'Forgotten your password?' }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

/** The staff login (front of house): no sign-up link. */
export const ForStaff: Story = {
  args: { registerHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Create an account' })).toBeNull();
  },
};
