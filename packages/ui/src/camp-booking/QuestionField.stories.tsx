import type { AnswerInput } from '@courtside/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { questions } from './campBooking.fixtures';
import { QuestionField, type QuestionFieldProps } from './QuestionField';

/** Holds the value like the page's form does, reporting each change to the story's spy. */
function Controlled(args: QuestionFieldProps): ReactNode {
  const [value, setValue] = useState<AnswerInput>(args.value);
  return (
    <QuestionField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Camps and courses/Booking/QuestionField',
  component: QuestionField,
  render: (args) => <Controlled {...args} />,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "One custom question (spec §3/§5) rendered by its kind: text, textarea, number, date, select, radio, tick boxes or a single tick.",
          "**Theming — do** let the Radix controls take the venue accent and the `--focus-8` ring; errors and the required '*' stay in the red scale (`--red-11`, `--red-9`). **Don't** recolour the error state with the venue colour.",
          "**Accessibility — do** keep the question as the visible label (a `<legend>` for tick boxes, `aria-labelledby` for radios); required ones carry `aria-required`, and the error is tied with `aria-describedby` and `aria-invalid`. **Don't** use the date placeholder as the only format hint: the DD-MM-YYYY line is linked too.",
        ].join('\n\n'),
      },
    },
  },
  args: { question: questions.text, kind: 'text', value: '', onChange: fn(), onBlur: fn(), error: null, disabled: false },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof QuestionField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Emergency contact name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Sam Morgan');
    await expect(args.onChange).toHaveBeenLastCalledWith('Sam Morgan');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const TextWithError: Story = {
  args: { error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Emergency contact name/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

export const TextWithCharacterCount: Story = {
  args: { maxLength: 12, value: 'Sam' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Emergency contact name' });
    await expect(input).toHaveAttribute('maxlength', '12');
    await expect(canvas.getByText('3 / 12 characters')).toBeVisible();
    await userEvent.type(input, ' Morgan-Smithson');
    // The input stops at its maxLength, and the count follows.
    await expect(input).toHaveValue('Sam Morgan-S');
    await expect(canvas.getByText('12 / 12 characters')).toBeVisible();
  },
};

export const Textarea: Story = {
  args: { question: questions.textarea, kind: 'textarea', value: 'Mild hay fever' },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Medical conditions or allergies' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).not.toHaveAttribute('aria-required');
    await userEvent.type(area, '{Enter}Nut allergy');
    await expect(args.onChange).toHaveBeenLastCalledWith('Mild hay fever\nNut allergy');
  },
};

export const NumberQuestion: Story = {
  args: { question: questions.number, kind: 'number' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: /Age on the first day/ });
    await userEvent.type(input, '9');
    await expect(args.onChange).toHaveBeenLastCalledWith('9');
  },
};

export const Select: Story = {
  args: { question: questions.select, kind: 'select', value: null },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /T-shirt size/ });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Medium');
    await expect(args.onChange).toHaveBeenLastCalledWith(42);
    await expect(select).toHaveValue('42');
  },
};

export const Radio: Story = {
  args: { question: questions.radio, kind: 'radio', value: null, error: 'Please select an option' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: /Can they swim 25 metres\?/ });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Please select an option');
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

export const MultiSelect: Story = {
  args: { question: questions.multiSelect, kind: 'multi_select', value: [62] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Which sports do they enjoy? (required)' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Tennis' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Swimming' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([62, 63]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tennis' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([63]);
  },
};

export const CheckboxOptions: Story = {
  args: { question: questions.checkboxOption, kind: 'checkbox_option', value: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Yes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await expect(canvas.getByRole('checkbox', { name: 'Yes' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const SingleCheckbox: Story = {
  args: { question: questions.checkbox, kind: 'checkbox', value: false, error: 'This field is required' },
  play: async ({ canvasElement, args }) => {
    const tick = within(canvasElement).getByRole('checkbox', { name: /I confirm the attendee is fit to take part/ });
    await expect(tick).toHaveAccessibleDescription('This field is required');
    await userEvent.click(tick);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const DateQuestion: Story = {
  args: { question: questions.date, kind: 'date' },
  play: async ({ canvasElement, args }) => {
    // Spec §5 date picker: DD-MM-YYYY (en-gb), the format said beside it.
    const input = within(canvasElement).getByRole('textbox', { name: 'Date of last tetanus jab' });
    await expect(input).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await expect(input).toHaveAccessibleDescription('Format: DD-MM-YYYY, for example 15-03-2024');
    await userEvent.type(input, '15-03-2024');
    await expect(args.onChange).toHaveBeenLastCalledWith('15-03-2024');
  },
};

export const Disabled: Story = {
  args: { question: questions.radio, kind: 'radio', value: 7, disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
