import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutLinkPanel } from './CheckoutLinkPanel';

const qrDataUrl = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const link = { url: 'https://bookings.example.com/checkout-link/7f3c9a2e51d04b8c', qrDataUrl, expiresAt: '17:45' };

const meta = {
  title: 'Till/CheckoutLinkPanel',
  component: CheckoutLinkPanel,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Till: makes a link the customer being served pays their online basket " +
            "from on their own device, shown as a QR code and an address to copy.",
          "**Theming — do** let Make checkout link take the venue primary (`.cs-till__submit`: `--cs-primary-500`, " +
            "`--cs-on-primary` text), Copy link the soft accent and the heading `--cs-font-heading`. " +
            "**Don't** tint or recolour the QR code: it must stay dark on light to scan.",
          "**Accessibility — do** keep the QR image's `alt`, the read-only link field labelled and described by its " +
            "expiry (it selects itself on focus), and the always-present `aria-live` line that announces 'Copied'. " +
            "**Don't** offer the QR code as the only way: the address is there to copy or read out.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    customerName: 'Chris Morgan',
    link: null,
    pending: false,
    error: null,
    allowCredit: false,
    onAllowCreditChange: fn(),
    onCreate: fn(),
    copied: false,
    onCopy: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof CheckoutLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checkout link' })).toBeVisible();
    await expect(canvas.getByText('Make a link Chris Morgan can pay their online basket from, on any device.')).toBeVisible();
    const credit = canvas.getByRole('checkbox', { name: 'Let them pay with account credit' });
    await expect(credit).not.toBeChecked();
    await userEvent.click(credit);
    await expect(args.onAllowCreditChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Make checkout link' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const WithLink: Story = {
  args: { link, allowCredit: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('img', { name: 'QR code for the checkout link' });
    await expect(qr).toHaveAttribute('src', qrDataUrl);
    const field = canvas.getByRole('textbox', { name: 'Checkout link' });
    await expect(field).toHaveValue(link.url);
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveAccessibleDescription('The link works until 17:45.');
    await expect(canvas.getByRole('checkbox', { name: 'Let them pay with account credit' })).toBeChecked();
    await expect(canvas.queryByText('Copied')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Let them pay with account credit' }));
    await expect(args.onAllowCreditChange).toHaveBeenCalledWith(false);
  },
};

/** After copying: the confirmation sits in a polite live region. */
export const Copied: Story = {
  args: { link, copied: true },
  play: async ({ canvasElement }) => {
    const copied = within(canvasElement).getByText('Copied');
    await expect(copied).toBeVisible();
    await expect(copied.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const make = canvas.getByRole('button', { name: 'Make checkout link' });
    await expect(make).toBeDisabled();
    await userEvent.click(make);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { error: 'Chris Morgan has nothing in their online basket.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Chris Morgan has nothing in their online basket.');
    await userEvent.click(canvas.getByRole('button', { name: 'Make checkout link' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  args: { link, copied: true },
  decorators: [(Story) => <div style={{ width: 375, boxSizing: 'border-box' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Checkout link' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
