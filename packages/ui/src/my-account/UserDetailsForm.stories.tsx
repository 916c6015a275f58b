import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserDetailsFormValues } from '@courtside/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserDetailsForm } from './UserDetailsForm';

/** Tom Baker's record as core's userDetailsFormValues fills the form (ui takes core's types only). */
const tom: UserDetailsFormValues = {
  data_fields: {
    personal: { title: 'Mr', first_name: 'Tom', last_name: 'Baker', date_of_birth: '1979-07-08', gender: '', ethnicity: '', disability: '' },
    contact: {
      ...{ email: 'tom.baker@example.com', phone: '07700 900006', address_1: '22 Riverside Walk', address_2: '', area: '', town: 'Twickenham' },
      ...{ country: 'United Kingdom', postcode: 'TW1 3DY' },
      marketing_opt_ins: { email: true, sms: false, phone: false, post: false },
    },
  },
};

const meta = {
  title: 'Account/UserDetailsForm',
  component: UserDetailsForm,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "My details, editing (spec §2): the §3 User fields a customer may change, in sign-up's sections, with field errors.",
          "**Theming — do** let section headings take `--cs-font-heading` and Save the venue " +
            "primary (`.cs-account-submit`: `--cs-primary-500` with `--cs-on-primary` text). " +
            "**Don't** colour errors or the required '*' with the venue colour: they stay `--red-11`.",
          "**Accessibility — do** keep each section a `fieldset` whose legend is an `h2` and every field labelled " +
            "with its hint and error tied (`aria-describedby`, `aria-invalid`); focus starts on the first field " +
            "and, after each submit, moves to the first invalid one under a `role=\"alert\"` summary. " +
            "**Don't** disable Save to show the form is incomplete: let the submit say what to fix.",
        ].join('\n\n'),
      },
    },
  },
  args: { values: tom, errors: {}, onChange: fn(), onBlur: fn(), onSubmit: fn(), onCancel: fn(), submitting: false },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof UserDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Tom');
    await expect(canvas.getByRole('textbox', { name: /^Ethnicity/ })).toHaveValue('');
    await expect(canvas.getByText('If you change it, we email a link to the new address to confirm it.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '1');
    await expect(args.onChange).toHaveBeenLastCalledWith('data_fields.contact.phone', '07700 9000061');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Post' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('data_fields.contact.marketing_opt_ins.post', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const WithFieldErrors: Story = {
  args: {
    values: { data_fields: { ...tom.data_fields, personal: { ...tom.data_fields.personal, first_name: '' } } },
    errors: { 'data_fields.personal.first_name': 'Required', 'data_fields.contact.email': 'An account with this email address already exists.' },
    submitAttempts: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    const first = canvas.getByRole('textbox', { name: /First name/ });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    // After a submit, focus goes to the first field to correct.
    await expect(first).toHaveFocus();
    await expect(canvas.getByText('An account with this email address already exists.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { formError: 'You have changed your email address too many times today. Please try again tomorrow.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('too many times today');
  },
};
