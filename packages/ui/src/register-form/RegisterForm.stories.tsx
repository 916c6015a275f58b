import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RegisterField, RegisterFormValues } from '@courtside/core';
import { AccountPage } from '../account-page/AccountPage';
import { RegisterForm } from './RegisterForm';
import { valueAt } from './registerFields';

/** Core's registerFormDefaults, written out (ui takes core's types and texts only). */
const empty: RegisterFormValues = {
  data_fields: {
    personal: { title: '', first_name: '', last_name: '', date_of_birth: '', gender: '', ethnicity: '', disability: '' },
    contact: {
      ...{ email: '', phone: '', address_1: '', address_2: '', area: '', town: '', country: '', postcode: '' },
      marketing_opt_ins: { email: false, sms: false, phone: false, post: false },
    },
    additional: { how_did_you_hear: '' },
    emergency_contact: { name: '', phone: '', relationship: '' },
  },
  password: '',
  terms: false,
};

function setAt(values: RegisterFormValues, path: string, value: unknown): RegisterFormValues {
  const next = JSON.parse(JSON.stringify(values)) as RegisterFormValues;
  const keys = path.split('.');
  const parent = (keys.length > 1 ? valueAt(next, keys.slice(0, -1).join('.')) : next) as Record<string, unknown>;
  parent[keys.at(-1) ?? ''] = value;
  return next;
}

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The sign-up form: sections, fields, opt-ins, error summary and submit.",
          "**Theming — do** let sections and the submit take the venue fonts and accent. **Don't** restyle the form per venue.",
          "**Accessibility — do** keep the error summary at the top and move focus to the first invalid field on submit. **Don't** clear what the customer typed after an error.",
        ].join('\n\n'),
      },
    },
  },
  args: { values: empty, errors: {}, onChange: fn(), onBlur: fn(), onSubmit: fn(), onLogin: fn(), submitting: false, submitAttempts: 0 },
  // Stateful like the web app's TanStack Form adapter: typing changes the values.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    const onChange = (field: RegisterField, value: string | boolean) => {
      args.onChange(field, value);
      setValues((current) => setAt(current, field, value));
    };
    return (
      <main style={{ padding: 16 }}>
        <AccountPage title="Sign up" width="wide">
          <RegisterForm {...args} values={values} onChange={onChange} />
        </AccountPage>
      </main>
    );
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Personal details', 'Contact details', 'Additional information', 'Emergency contact', 'Your password']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Robin');
    await expect(args.onChange).toHaveBeenLastCalledWith('data_fields.personal.first_name', 'Robin');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Text message' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('data_fields.contact.marketing_opt_ins.sms', true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('terms', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const FieldErrors: Story = {
  args: {
    submitAttempts: 1,
    errors: {
      'data_fields.personal.first_name': 'Required',
      'data_fields.contact.email': 'An account with this email address already exists.',
      password: 'Must contain at least 8 characters',
      terms: 'You must accept the terms and conditions',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Required');
    await expect(firstName).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('An account with this email address already exists.');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters. Must contain at least 8 characters');
    await expect(canvas.getByRole('checkbox', { name: /Terms and Conditions/ })).toHaveAccessibleDescription('You must accept the terms and conditions');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Creating account…' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { formError: 'Something went wrong, please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};
