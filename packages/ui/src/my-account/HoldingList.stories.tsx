import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectDesignLink } from '../storybook/expectLinks';
import { HoldingList, type HoldingView } from './HoldingList';

const meta = {
  title: 'Account/HoldingList',
  component: HoldingList,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "My-account Memberships, Packages and Guest passes (spec §2): each holding's name, state, details and any notice.",
          "**Theming — do** keep holdings on neutral Radix cards with the name in " +
            "the venue heading font (Radix `Heading`, `--heading-font-family`). " +
            "**Don't** recolour the state badges with the venue accent: " +
            "green, amber and grey mean in force, ending or not yet, and over.",
          "**Accessibility — do** pass `label` to name the list ('Your memberships'); each holding is an `h2` " +
            "with its details as a description list, and its notice a polite `role=\"status\"` inside its card. " +
            "**Don't** leave a badge's `label` empty and let its colour carry the state.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    label: 'Your memberships',
    empty: 'You have no memberships.',
    items: [
      {
        id: 'swim-plus',
        title: 'Swim Plus',
        description: 'Swimming at your home venue, any time it is open.',
        status: { label: 'Active', tone: 'green' },
        details: [
          { key: 'venue', label: 'Home venue', value: 'Riverside Aquatics Centre' },
          { key: 'period', label: 'Dates', value: '15 Dec 2025 to 15 Dec 2026' },
          { key: 'price', label: 'Price', value: '£240.00 for 12 months' },
        ],
        notice: 'Your membership ends on 15 Dec 2026. Renew it to keep your benefits.',
      },
      {
        id: 'off-peak',
        title: 'Off-peak three months',
        status: { label: 'Expired', tone: 'gray' },
        details: [{ key: 'period', label: 'Dates', value: '06 Jan 2025 to 05 Apr 2025' }],
      },
    ],
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof HoldingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Memberships: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your memberships' });
    await expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Swim Plus', 'Off-peak three months']);
    await expect(canvas.getByText('Active')).toBeVisible();
    // The renewal notice is announced politely, in the card it belongs to.
    await expect(canvas.getByRole('status')).toHaveTextContent('Your membership ends on 15 Dec 2026.');
  },
};

const renewable = (action: NonNullable<HoldingView['action']>): HoldingView[] => [{ ...meta.args.items[0]!, action }, meta.args.items[1]!];
const renew = fn();

/** A membership due for renewal: Renew puts the renewal in the basket (a button, not a link to another site). */
export const MembershipRenew: Story = {
  args: { items: renewable({ label: 'Renew Swim Plus', onAction: renew }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Renew Swim Plus' });
    await userEvent.click(button);
    await expect(renew).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The renewal is going into the basket: the button waits. */
export const MembershipRenewPending: Story = {
  args: { items: renewable({ label: 'Renew Swim Plus', onAction: fn(), pending: true }) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Renew Swim Plus' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The basket refused the renewal: its reason is announced above the list. */
export const MembershipRenewRefused: Story = {
  args: { items: renewable({ label: 'Renew Swim Plus', onAction: fn() }), error: 'There is already a membership for this person in your basket.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('There is already a membership for this person in your basket.');
  },
};

export const Packages: Story = {
  args: {
    label: 'Your packages',
    empty: 'You have no packages.',
    items: [
      {
        id: 1,
        title: '10 Swim Pass',
        status: { label: 'Active', tone: 'green' },
        details: [
          { key: 'usages', label: 'Uses left', value: '7 of 10 left' },
          { key: 'covers', label: 'Covers', value: 'Adult swim, Swimming lane (1 hour)' },
          { key: 'expiry', label: 'Expiry', value: 'Expires 24 May 2027' },
        ],
        action: { label: 'Buy Ten swims again', href: '/packages/location/riverside-aquatics-centre/1/book' },
      },
      { id: 2, title: 'Five Class Pass', status: { label: 'Used up', tone: 'amber' }, details: [{ key: 'usages', label: 'Uses left', value: '0 of 5 left' }] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 of 10 left')).toBeVisible();
    await expect(canvas.getByText('Used up')).toBeVisible();
    const again = canvas.getByRole('link', { name: 'Buy Ten swims again' });
    await expect(again).toHaveAttribute('href', '/packages/location/riverside-aquatics-centre/1/book');
    await expectDesignLink(again);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no memberships.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A long name and values at 375 px: the badge wraps under the name, nothing runs off the card. */
export const LongNamesSmallScreen: Story = {
  args: {
    items: [
      {
        id: 'long',
        title: 'Family Gold Plus membership with swimming, classes and racket sports at every venue',
        status: { label: 'Starts soon', tone: 'amber' },
        details: [{ key: 'venue', label: 'Home venue', value: 'Riverside Aquatics Centre and Thameside Tennis & Fitness' }],
      },
    ],
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('.cs-holding')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
