import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserDetails } from './UserDetails';

const groups = [
  {
    key: 'about',
    title: 'About you',
    details: [
      { key: 'name', label: 'Name', value: 'Mr Tom Baker' },
      { key: 'reference', label: 'Customer reference', value: 'RLT-000006' },
      { key: 'dateOfBirth', label: 'Date of birth', value: '08 Jul 1979' },
      { key: 'gender', label: 'Gender', value: '' },
    ],
  },
  {
    key: 'contact',
    title: 'Contact details',
    details: [
      { key: 'email', label: 'Email', value: 'tom.baker@example.com (verified)' },
      { key: 'address', label: 'Address', value: '22 Riverside Walk, Twickenham, TW1 3DY' },
    ],
  },
];

const meta = {
  title: 'Account/UserDetails',
  component: UserDetails,
  args: { groups, linkedUsers: [{ id: 7, name: 'Ruth Baker', relationship: 'Carer' }] },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof UserDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLinkedUsers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['About you', 'Contact details', 'Linked users']);
    await expect(canvas.getByText('Mr Tom Baker')).toBeVisible();
    // A field the customer has not given says so rather than showing a gap.
    await expect(canvas.getByText('Not given')).toBeVisible();
    await expect(canvas.getByText('Ruth Baker')).toBeVisible();
    await expect(canvas.getByText('Carer')).toBeVisible();
  },
};

export const NoLinkedUsers: Story = {
  args: { linkedUsers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody is linked to your account.')).toBeVisible();
  },
};

export const Editable: Story = {
  args: { onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit my details' });
    await userEvent.click(button);
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};
