import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextFormField } from './TextFormField';
import { TickFormField } from './TickFormField';

// The two labelled fields every account and booking form is built from: a text input and a tick box.
const meta = {
  title: 'Account/FormFields',
  component: TextFormField,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Text and tick-box fields with label, hint and error, used by every form.",
          "**Theming — do** keep Radix's field styles: the focus ring is `--focus-8`, the venue primary. **Don't** remove the outline or replace it with a colour change only.",
          "**Accessibility — do** always pass a visible label; the hint and error are tied to the input (`aria-describedby`, `aria-invalid`). **Don't** use placeholder text as the label.",
        ].join('\n\n'),
      },
    },
  },
  args: { label: 'Email', value: '', onChange: fn(), onBlur: fn(), type: 'email', autoComplete: 'email' },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextFormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextRequiredWithHint: Story = {
  args: { required: true, hint: 'We send your booking confirmations here.' },
  play: async ({ canvasElement, args }) => {
    // The '*' is drawn for the eye only: the name stays 'Email', aria-required says it is needed.
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('We send your booking confirmations here.');
    await userEvent.type(input, 'a');
    await expect(args.onChange).toHaveBeenCalledWith('a');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const TextWithError: Story = {
  args: { value: 'alex@', error: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvasElement.querySelector('.cs-form-field')).toHaveAttribute('data-invalid');
  },
};

export const TextDisabled: Story = {
  args: { value: 'alex.morgan@example.com', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

const tick = { label: 'I agree to the Terms and Conditions', checked: false, onChange: fn() };

export const TickRequired: Story = {
  render: () => <TickFormField {...tick} required />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
    await expect(box).toHaveAttribute('aria-required', 'true');
    await userEvent.click(box);
    await expect(tick.onChange).toHaveBeenCalledWith(true);
  },
};

export const TickWithError: Story = {
  render: () => <TickFormField {...tick} error="You must agree to the terms and conditions" />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /I agree/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You must agree to the terms and conditions');
  },
};

export const TickDisabled: Story = {
  render: () => <TickFormField {...tick} label="Email me offers" checked disabled />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email me offers' });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};
