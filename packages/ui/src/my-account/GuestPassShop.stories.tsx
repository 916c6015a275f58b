import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestPassShop } from './GuestPassShop';

const riverside = { slug: 'riverside-aquatics-centre', venueName: 'Riverside Aquatics Centre', price: '£8.00' };
const millbrook = { slug: 'millbrook-sports-hall', venueName: 'Millbrook Sports Hall', price: '£6.50' };

const meta = {
  title: 'MyAccount/GuestPassShop',
  component: GuestPassShop,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Buying guest passes from my account: the venue when several sell them, how many, and Buy and pay.",
          "**Theming — do** let Buy and pay, the venue radio cards and the quantity select take the venue accent (`--accent-9`, `--focus-8`); the card stays neutral. **Don't** recolour the refusal: it is a red callout.",
          "**Accessibility — do** keep the section labelled by its `h2`, the venues one radio group ('Venue'), the select named 'How many passes', and a refusal in its `role=\"alert\"` callout; while pending the button is `aria-busy` with an announced spinner. **Don't** drop `pending` before the basket answers: it is what stops a second purchase.",
        ].join('\n\n'),
      },
    },
  },
  args: { offers: [riverside], validDays: 30, maxQuantity: 5, onBuy: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof GuestPassShop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One venue sells them: its name and price, a quantity, and Buy and pay. */
export const OneVenue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shop = within(canvas.getByRole('region', { name: 'Buy guest passes' }));
    await expect(shop.getByText('Bring a friend: each pass lets one guest in once, within 30 days of buying it.')).toBeVisible();
    await expect(shop.getByText('Riverside Aquatics Centre')).toBeVisible();
    await expect(shop.getByText(/£8\.00 each/)).toBeVisible();
    await userEvent.click(shop.getByRole('combobox', { name: 'How many passes' }));
    await userEvent.click(within(document.body).getByRole('option', { name: '3' }));
    await userEvent.click(shop.getByRole('button', { name: 'Buy and pay' }));
    await expect(args.onBuy).toHaveBeenCalledWith('riverside-aquatics-centre', 3);
  },
};

/** Several venues: the customer picks one. */
export const SeveralVenues: Story = {
  args: { offers: [riverside, millbrook] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Millbrook Sports Hall/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy and pay' }));
    await expect(args.onBuy).toHaveBeenCalledWith('millbrook-sports-hall', 1);
  },
};

/** Going into the basket, after a refusal. */
export const PendingWithError: Story = {
  args: { pending: true, error: 'This venue does not sell guest passes online.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This venue does not sell guest passes online.');
    await expect(canvas.getByRole('button', { name: /Buy and pay/ })).toBeDisabled();
  },
};

/** Nobody sells them online: nothing shows. */
export const NoOffers: Story = {
  args: { offers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
