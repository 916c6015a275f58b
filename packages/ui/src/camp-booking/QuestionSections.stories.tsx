import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { questionSections } from './campBooking.fixtures';
import { QuestionSections } from './QuestionSections';

const meta = {
  title: 'Camps and courses/Booking/QuestionSections',
  component: QuestionSections,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Attendee details (spec §2): whom the booking is for, then each custom question section with its questions.",
          "**Theming — do** let the `h2` take `--cs-font-heading` and the fields the venue accent; descriptions stay `--gray-11`. **Don't** colour the form-level message with the venue colour: it is a red callout.",
          "**Accessibility — do** keep the `h2` → `h3` outline (each section is labelled by its heading); the form-level message is `role=\"alert\"` and each field's own error sits under it. **Don't** show only the form-level message: pass the per-question `errors` too.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    attendeeName: 'Jamie Morgan',
    sections: questionSections,
    values: { q_1: 'Sam Morgan', q_4: 42 },
    errors: {},
    onChange: fn(),
    onBlur: fn(),
    message: null,
    disabled: false,
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof QuestionSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Attendee details' })).toBeVisible();
    await expect(canvas.getByText('For Jamie Morgan')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Emergency contact', 'Health and kit']);
    await expect(canvas.getByText('Who should we call if something happens during the camp?')).toBeVisible();
    // Group and hidden questions are not rendered: six inputs for the six answerable questions.
    await expect(canvas.queryByText('Contact')).toBeNull();
    await expect(canvas.queryByText('Source')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Emergency contact name' })).toHaveValue('Sam Morgan');
    await expect(canvas.getByRole('combobox', { name: 'T-shirt size' })).toHaveValue('42');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Age on the first day' }), '8');
    await expect(args.onChange).toHaveBeenCalledWith('q_3', '8');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledWith('q_3');
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(args.onChange).toHaveBeenCalledWith('q_5', 7);
  },
};

export const WithErrors: Story = {
  args: {
    values: {},
    errors: { q_1: 'This field is required', q_5: 'Please select an option', q_8: 'This field is required' },
    message: 'Please complete all required questions.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please complete all required questions.');
    await expect(canvas.getByRole('textbox', { name: 'Emergency contact name' })).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('radiogroup', { name: 'Can they swim 25 metres?' })).toHaveAccessibleDescription('Please select an option');
    await expect(canvas.getByRole('checkbox', { name: 'I confirm the attendee is fit to take part' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NoQuestions: Story = {
  args: { sections: [], values: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('For Jamie Morgan')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Emergency contact name' })).toBeDisabled();
  },
};
