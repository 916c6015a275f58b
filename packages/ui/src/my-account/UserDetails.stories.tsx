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
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "My-account My details (spec §2): the customer's record group by " +
            "group, the people linked to the account, and Edit my details.",
          "**Theming — do** let Edit my details take the venue accent (a soft " +
            "Radix button) and the group headings the venue heading font. " +
            "**Don't** put venue colour behind the values: they sit on neutral cards for contrast.",
          "**Accessibility — do** keep each group a `section` named by its `h2`, labels and values as a " +
            "description list, and set `focusEdit` when the form closes so focus returns to Edit my details. " +
            "**Don't** show an empty value as blank: it reads 'Not given', so the label is never followed by silence.",
        ].join('\n\n'),
      },
    },
  },
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
