import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorPage } from '../error-page/ErrorPage';
import { PageSpinner } from '../page-spinner/PageSpinner';
import { AttendeeList, type AttendeeView } from './AttendeeList';

const you: AttendeeView = { id: 1, name: 'Alex Morgan', isSelf: true, relationship: '', dateOfBirth: '12 Apr 1986', age: '40 years', editHref: '/user-details' };
const family: AttendeeView[] = [
  you,
  { id: 2, name: 'Chris Morgan', isSelf: false, relationship: 'Partner', dateOfBirth: '', age: '' },
  { id: 3, name: 'Jamie Morgan', isSelf: false, relationship: 'Parent', dateOfBirth: '01 Sep 2015', age: '11 years' },
];

const meta = {
  title: 'Account/AttendeeList',
  component: AttendeeList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          'The Attendees page (spec §2 /attendees): the customer, marked (You), and the people linked to them, each with ' +
            'how they are linked, their date of birth and age where held, and Edit my details on their own card.',
          "**Theming — do** keep each person on a neutral Radix card with the name in the venue heading font. " +
            "**Don't** colour the relationship badge with the venue accent: it is a label, not a state.",
          '**Accessibility — do** keep the list named (Your attendees) and each person an `h2`; a value not held reads ' +
            "'Not held', never blank. **Don't** offer an edit link where the account may not edit the person.",
        ].join('\n\n'),
      },
    },
  },
  args: { attendees: family },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof AttendeeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLinkedPeople: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your attendees' });
    await expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Alex Morgan (You)', 'Chris Morgan', 'Jamie Morgan']);
    const chris = within(list).getAllByRole('listitem')[1]!;
    await expect(within(chris).getByText('Partner')).toBeVisible();
    await expect(within(chris).getAllByText('Not held')).toHaveLength(2);
    // Only the customer's own card edits, through My details.
    await expect(canvas.getAllByRole('link', { name: 'Edit my details' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Edit my details' })).toHaveAttribute('href', '/user-details');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Edit my details' })).toHaveFocus();
    await expect(canvas.getByText('To change the details of someone linked to your account, contact your venue.')).toBeVisible();
  },
};

/** Nobody linked: the customer alone, and how family gets linked. */
export const OnlyYou: Story = {
  args: { attendees: [you] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('Account holder')).toBeVisible();
    await expect(canvas.getByText('Nobody else is linked to your account yet. Your venue can link family members for you.')).toBeVisible();
  },
};

/** While the customer and their links load, the page shows its spinner. */
export const Loading: Story = {
  render: () => <PageSpinner />,
  parameters: { focusVisible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** A failed load: the page's error with Try again. */
export const LoadFailed: Story = {
  render: () => <ErrorPage onRetry={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
