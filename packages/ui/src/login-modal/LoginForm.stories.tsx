import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountPage } from '../account-page/AccountPage';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Account/LoginForm (the /login page)',
  component: LoginForm,
  args: { status: 'idle', onSubmit: fn(), forgottenPasswordHref: '/forgotten-password', registerHref: '/register', onNavigate: fn() },
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

/** The staff login (issue 15 front of house): no sign-up link. */
export const ForStaff: Story = {
  args: { registerHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Create an account' })).toBeNull();
  },
};
