import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { extras } from './campBooking.fixtures';
import { ExtrasList } from './ExtrasList';

const meta = {
  title: 'Camps and courses/Booking/ExtrasList',
  component: ExtrasList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The extras of a camp or course (spec §2/§9): name, description and price each, with a 0–10 stepper; nothing when there are none.",
          "**Theming — do** let a chosen extra's border take `--cs-primary-500` and the steppers the venue accent; the heading is in `--cs-font-heading`. **Don't** show that an extra is chosen by the border colour alone: the stepper's number says it.",
          "**Accessibility — do** keep it a `<section>` labelled by its `h2`, with one list item per extra; each stepper is named after its extra ('Quantity of Packed lunch'). **Don't** reuse one generic stepper label for every extra.",
        ].join('\n\n'),
      },
    },
  },
  args: { extras, onQuantityChange: fn(), disabled: false },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof ExtrasList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoExtras: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible();
    const [lunch, shirt] = within(canvas.getByRole('list', { name: 'Extras' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(within(lunch).getByText('Sandwich, fruit and a drink each day.')).toBeVisible();
    await expect(within(lunch).getByText('£5.00 each')).toBeVisible();
    await expect(shirt).toHaveAttribute('data-chosen', 'true');
    await expect(within(shirt).getByRole('spinbutton', { name: 'Quantity of Camp T-shirt' })).toHaveValue(2);
    await userEvent.click(within(lunch).getByRole('button', { name: 'Increase Quantity of Packed lunch' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(31, 1);
    await userEvent.click(within(shirt).getByRole('button', { name: 'Decrease Quantity of Camp T-shirt' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(32, 1);
  },
};

export const NoExtras: Story = {
  args: { extras: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('spinbutton')) await expect(input).toBeDisabled();
  },
};
