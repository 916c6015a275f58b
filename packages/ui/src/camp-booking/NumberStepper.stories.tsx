import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberStepper, type NumberStepperProps } from './NumberStepper';

/** Holds the number as the page does, reporting each change to the story's spy. */
function Controlled(args: NumberStepperProps): ReactNode {
  const [value, setValue] = useState(args.value);
  return (
    <NumberStepper
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
  title: 'Camps and courses/Booking/NumberStepper',
  component: NumberStepper,
  render: (args) => <Controlled {...args} />,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The number stepper (spec §5): − and + around a number input, held within `min`..`max` (0..10 by default, spec §9).",
          "**Theming — do** let the soft − and + buttons take the venue accent; the input stays on `--color-surface` with a `--focus-8` ring. **Don't** restyle the input or remove its focus outline.",
          "**Accessibility — do** pass a `label` that names the thing counted: the input is named by it and the buttons say 'Decrease …'/'Increase …' (32px targets, above 24×24). Arrow keys step, Home/End set the limits. **Don't** pass a bare 'Quantity' as `label`: several steppers share a page.",
        ].join('\n\n'),
      },
    },
  },
  args: { label: 'Quantity of Packed lunch', value: 0, onChange: fn(), disabled: false },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)' }}><Story /></div>],
} satisfies Meta<typeof NumberStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtZero: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity of Packed lunch' });
    await expect(input).toHaveValue(0);
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity of Packed lunch' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity of Packed lunch' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(input).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: 'Decrease Quantity of Packed lunch' })).toBeEnabled();
  },
};

export const StopsAtTen: Story = {
  args: { value: 9 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: 'Increase Quantity of Packed lunch' });
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(increase).toBeDisabled();
    const input = canvas.getByRole('spinbutton', { name: 'Quantity of Packed lunch' });
    await userEvent.type(input, '{ArrowUp}');
    await expect(input).toHaveValue(10);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const TypingIsClamped: Story = {
  args: { value: 2 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity of Packed lunch' });
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await userEvent.type(input, '25');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(input).toHaveValue(10);
    await userEvent.type(input, '{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue(8);
  },
};

export const DoubleClickSetsMaximum: Story = {
  args: { value: 3, max: 6 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity of Packed lunch' });
    await userEvent.dblClick(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await expect(input).toHaveValue(6);
  },
};

export const Disabled: Story = {
  args: { value: 4, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
