import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountPage } from '../account-page/AccountPage';
import { ForgottenPasswordForm } from './ForgottenPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Account/PasswordForms',
  component: ForgottenPasswordForm,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Forgotten password and reset password (spec §5/§7) inside an AccountPage; failures are toasts (spec §8).",
          "**Theming — do** let the submit buttons take the venue primary (`.cs-account-submit`: " +
            "`--cs-primary-500`, `--cs-on-primary` text) and the links `--accent-11`. " +
            "**Don't** restyle the sent, done and missing-link callouts with venue colours: they are Radix green and red.",
          "**Accessibility — do** keep the field's visible label, hint and error tied to it (`aria-describedby`, " +
            "`aria-invalid`); sent and done are `role=\"status\"`, a missing token `role=\"alert\"`. " +
            "**Don't** disable the submit while the field is empty: submitting shows 'Required' on the field.",
        ].join('\n\n'),
      },
    },
  },
  args: { status: 'idle', onSubmit: fn(), onLogin: fn() },
  render: (args) => (
    <main style={{ padding: 16 }}>
      <AccountPage title="Forgotten password" intro="Enter the email address or customer reference of your account.">
        <ForgottenPasswordForm {...args} />
      </AccountPage>
    </main>
  ),
} satisfies Meta<typeof ForgottenPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgottenIdle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email or customer reference' }), ' RLT-000001 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('RLT-000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const ForgottenFieldError: Story = {
  args: { error: 'Required' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Email or customer reference' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Required');
  },
};

export const ForgottenSent: Story = {
  args: { status: 'sent', sentMessage: 'If an account matches those details, we have emailed a link to reset your password.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Check your email');
    await expect(status).toHaveTextContent('we have emailed a link');
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** Sending the link: the form gives way to the message, which takes the focus the button had (never the body). */
export const ForgottenSentFocus: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<'idle' | 'sent'>('idle');
    return (
      <main style={{ padding: 16 }}>
        <AccountPage title="Forgotten password">
          <ForgottenPasswordForm {...args} status={status} sentMessage="If an account matches those details, we have emailed a link to reset your password." onSubmit={() => setStatus('sent')} />
        </AccountPage>
      </main>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email or customer reference' }), 'RLT-000001');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your email');
  },
};

const resetArgs = { onSubmit: fn(), onLogin: fn(), forgottenPasswordHref: '/forgotten-password' };
const resetPage = (props: Parameters<typeof ResetPasswordForm>[0]) => (
  <main style={{ padding: 16 }}>
    <AccountPage title="Reset your password">
      <ResetPasswordForm {...props} />
    </AccountPage>
  </main>
);

export const ResetIdle: Story = {
  render: () => resetPage({ ...resetArgs, status: 'idle', error: 'Must contain at least 8 characters' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/New password/);
    await expect(field).toHaveAccessibleDescription('At least 8 characters. Must contain at least 8 characters');
    await userEvent.type(field, 'a-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(resetArgs.onSubmit).toHaveBeenCalledWith('a-new-password');
  },
};

export const ResetDone: Story = {
  render: () => resetPage({ ...resetArgs, status: 'done', doneMessage: 'Your password has been reset. You can now log in.' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset. You can now log in.');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(resetArgs.onLogin).toHaveBeenCalled();
  },
};

/** Resetting: the message takes the focus the button had, with Log in next. */
export const ResetDoneFocus: Story = {
  render: function Render() {
    const [status, setStatus] = useState<'idle' | 'done'>('idle');
    return resetPage({ ...resetArgs, status, doneMessage: 'Your password has been reset. You can now log in.', onSubmit: () => setStatus('done') });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/New password/), 'a-new-password{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
  },
};

export const ResetWithoutToken: Story = {
  render: () => resetPage({ ...resetArgs, status: 'missingToken' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This password reset link is incomplete. Please request a new one.');
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgotten-password');
  },
};
