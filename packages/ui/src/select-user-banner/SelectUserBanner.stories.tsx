import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectUserBanner } from './SelectUserBanner';

const options = [
  { id: 1, name: 'Alex Morgan', isSelf: true },
  { id: 2, name: 'Chris Morgan', isSelf: false },
  { id: 3, name: 'Jamie Morgan', isSelf: false },
  { id: 4, name: 'Sam Morgan', isSelf: false },
];

const meta = {
  title: 'Account/SelectUserBanner',
  component: SelectUserBanner,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The 'Booking for' / 'Select user' banner (spec §2), shown when " +
            "the customer has linked users: whom later calls act for.",
          "**Theming — do** keep the band on the venue's lightest tint " +
            "(`--cs-primary-50`) with `--gray-12` text and the icon in `--accent-11`. " +
            "**Don't** put a darker tint or the raw primary behind it, or bring " +
            "back Radix's pale placeholder grey: 'Select user' uses `--gray-11`.",
          "**Accessibility — do** keep the `section` and the select both named by the visible 'Booking for' " +
            "(`aria-labelledby`); Radix's select opens with Enter, Space or the arrows and gives focus back to its trigger. " +
            "**Don't** drop '(You)' from the customer's own name: it tells them apart from a linked user.",
        ].join('\n\n'),
      },
    },
  },
  args: { options, selectedId: 1, onSelect: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedId);
    return (
      <SelectUserBanner
        {...args}
        selectedId={selected}
        onSelect={(id) => {
          args.onSelect(id);
          setSelected(id);
        }}
      />
    );
  },
} satisfies Meta<typeof SelectUserBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookingForYou: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('region', { name: 'Booking for' })).toBeVisible();
    const trigger = canvas.getByRole('combobox', { name: 'Booking for' });
    await expect(trigger).toHaveTextContent('Alex Morgan (You)');
    await userEvent.click(trigger);
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Alex Morgan (You)',
      'Chris Morgan',
      'Jamie Morgan',
      'Sam Morgan',
    ]);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Jamie Morgan' }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await expect(trigger).toHaveTextContent('Jamie Morgan');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const SelectUser: Story = {
  name: 'Select user (nothing chosen)',
  args: { selectedId: null },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Booking for' });
    await expect(trigger).toHaveTextContent('Select user');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Alex Morgan (You)' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
  },
};
