import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MembershipPlans, type MembershipPlanView } from './MembershipPlans';

const gold: MembershipPlanView = {
  key: 'gold',
  name: 'Gold membership',
  description: 'Gym, classes and swimming at every venue, with the best member prices.',
  price: '£540.00',
  length: '12 months',
  venueName: null,
  discounts: [
    { name: 'Adult swim', standard: '£5.20', member: '£0.00' },
    { name: 'Yoga class', standard: '£9.50', member: '£4.00' },
    { name: 'Members’ early swim', standard: null, member: '£2.00' },
  ],
  purchase: 'membership',
};
const swimPlus: MembershipPlanView = {
  key: 'swim-plus',
  name: 'Swim Plus',
  description: 'Swimming at your home venue, any time it is open.',
  price: '£240.00',
  length: '12 months',
  venueName: 'Riverside Aquatics Centre',
  discounts: [],
  purchase: 'membership',
};

const meta = {
  title: 'Memberships/MembershipPlans',
  component: MembershipPlans,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Membership plans as cards (spec §2 /pricing and the online-joining venue page): price and length, where it counts, member prices and Join, Change or Renew.",
          "**Theming — do** let Join/Change/Renew take the venue accent (`--accent-9`) and the plan names the heading font through Radix's `--heading-font-family`. **Don't** mark the current plan by colour alone: its green badge says 'Your current membership'.",
          "**Accessibility — do** keep each plan an article labelled by its `h2`, the member prices a table with a hidden caption and row headers, and the action described by the plan's name. **Don't** drop the `aria-busy` and spinner while a plan's action runs.",
        ].join('\n\n'),
      },
    },
  },
  args: { plans: [gold, swimPlus], onChoose: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 960 }}><Story /></div>],
} satisfies Meta<typeof MembershipPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Joining: each plan with its price, where it counts, its member prices and a Join action. */
export const ToJoin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('article', { name: 'Gold membership' }));
    await expect(card.getByText('£540.00')).toBeVisible();
    await expect(card.getByText('for 12 months')).toBeVisible();
    await expect(card.getByText('Every venue')).toBeVisible();
    await expect(card.getByRole('table', { name: 'Member prices with Gold membership' })).toBeVisible();
    await expect(card.getByRole('rowheader', { name: 'Members’ early swim' })).toBeVisible();
    await expect(card.getByText('Members only')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Swim Plus' })).getByText('No member prices on activities.')).toBeVisible();
    await expect(canvas.getByText('Riverside Aquatics Centre only')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Join' }));
    await expect(args.onChoose).toHaveBeenCalledWith('gold');
  },
};

/** A member: their plan is marked and renews; another plan is a change. */
export const AsMember: Story = {
  args: { plans: [{ ...gold, purchase: 'membership_change' }, { ...swimPlus, purchase: 'membership_renewal', current: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('article', { name: 'Gold membership' })).getByRole('button', { name: 'Change to this membership' })).toBeEnabled();
    const swim = within(canvas.getByRole('article', { name: 'Swim Plus' }));
    await expect(swim.getByText('Your current membership')).toBeVisible();
    await expect(swim.getByRole('button', { name: 'Renew' })).toBeEnabled();
  },
};

/** While one plan goes into the basket every action waits, and that one says it is busy. */
export const Adding: Story = {
  args: { pendingKey: 'gold' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const join = within(canvas.getByRole('article', { name: 'Gold membership' })).getByRole('button', { name: /Join/ });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByRole('article', { name: 'Swim Plus' })).getByRole('button', { name: 'Join' })).toBeDisabled();
  },
};

/** The pricing page without actions (online joining switched off): prices only. */
export const PricesOnly: Story = {
  args: { plans: [{ ...gold, purchase: null }], onChoose: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Nothing offered online. */
export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no memberships to join online here. Ask the venue how to join.')).toBeVisible();
  },
};
