import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TillPayment } from './TillPayment';

const meta = {
  title: 'Till/TillPayment',
  component: TillPayment,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Till: takes payment for the till basket: the amount due, how the customer " +
            "pays (cash, card terminal, cheque, offline voucher) and the pay button.",
          "**Theming — do** let the pay button take the venue primary (`--cs-primary-500`, `--cs-on-primary` " +
            "text) and the chosen tender its `--cs-primary-500` border and `--cs-primary-50` fill. " +
            "**Don't** recolour the terminal and cash messages: approved, declined and short stay Radix green and red.",
          "**Accessibility — do** keep the tenders one radio group named 'Payment method' (arrow keys, 44 px " +
            "targets), the change or shortfall in a live region tied to the cash field (and an amount it cannot read " +
            "explained under it, `aria-invalid`), the terminal step " +
            "`role=\"status\"` (declined `role=\"alert\"`), and the amount in the pay button's name ('Take £5.20'). " +
            "**Don't** show short or change by colour alone: the text says 'Short by …'.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    total: '£5.20',
    itemCount: 2,
    tender: 'cash',
    onTenderChange: fn(),
    tendered: '20',
    onTenderedChange: fn(),
    changeDue: '£14.80',
    shortBy: null,
    tillNeeded: false,
    terminal: 'idle',
    pending: false,
    error: null,
    canPay: true,
    onPay: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof TillPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CashWithChange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Take payment' })).toBeVisible();
    await expect(canvas.getByText('Amount due: £5.20')).toBeVisible();
    await expect(canvas.getByText('2 items')).toBeVisible();
    const methods = canvas.getByRole('radiogroup', { name: 'Payment method' });
    const names = within(methods).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    await expect(names).toEqual(['Cash', 'Card (terminal)', 'Cheque', 'Offline voucher']);
    await expect(within(methods).getByRole('radio', { name: 'Cash' })).toBeChecked();
    const tendered = canvas.getByRole('textbox', { name: 'Cash tendered (£)' });
    await expect(tendered).toHaveValue('20');
    await expect(tendered).toHaveAccessibleDescription('Change due: £14.80');
    const outcome = canvas.getByText('Change due: £14.80').closest('[aria-live]');
    await expect(outcome).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(tendered, '0');
    await expect(args.onTenderedChange).toHaveBeenCalledWith('200');
    await userEvent.click(within(methods).getByRole('radio', { name: 'Card (terminal)' }));
    await expect(args.onTenderChange).toHaveBeenCalledWith('card');
    await userEvent.click(canvas.getByRole('button', { name: 'Take £5.20' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    // Enter in the tendered box takes payment too.
    await userEvent.type(tendered, '{Enter}');
    await expect(args.onPay).toHaveBeenCalledTimes(2);
  },
};

export const CashShort: Story = {
  args: { itemCount: 1, tendered: '5', changeDue: null, shortBy: '£0.20', canPay: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 item')).toBeVisible();
    await expect(canvas.getByText('Short by £0.20')).toBeVisible();
    await expect(canvas.queryByText(/Change due/)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Cash tendered (£)' })).toHaveAccessibleDescription('Short by £0.20');
    await expect(canvas.getByRole('button', { name: 'Take £5.20' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cash tendered (£)' }), '{Enter}');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Something typed that is no amount: the field says so (tied to it), with no change or shortfall, and Take is off. */
export const CashInvalid: Story = {
  args: { tendered: 'abc', changeDue: null, shortBy: null, canPay: false, tenderedError: 'Enter the cash tendered in pounds and pence, such as 20.00.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tendered = canvas.getByRole('textbox', { name: 'Cash tendered (£)' });
    await expect(tendered).toHaveAttribute('aria-invalid', 'true');
    await expect(tendered).toHaveAccessibleDescription('Enter the cash tendered in pounds and pence, such as 20.00.');
    await expect(canvas.getByText('Enter the cash tendered in pounds and pence, such as 20.00.')).toBeVisible();
    await expect(canvas.queryByText(/Change due|Short by/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Take £5.20' })).toBeDisabled();
    await userEvent.type(tendered, '{Enter}');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Card chosen, before sending: the terminal instruction, no cash box. */
export const CardReady: Story = {
  args: { tender: 'card', tendered: '', changeDue: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Card (terminal)' })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Cash tendered (£)' })).toBeNull();
    await expect(canvas.getByText('Ask the customer to present their card on the terminal.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send £5.20 to the terminal' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const CardWaiting: Story = {
  args: { tender: 'card', tendered: '', changeDue: null, terminal: 'waiting', pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for the card terminal…');
    await expect(canvas.getByRole('region', { name: 'Take payment' })).toHaveAttribute('aria-busy', 'true');
    const send = canvas.getByRole('button', { name: 'Send £5.20 to the terminal' });
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const CardDeclined: Story = {
  args: { tender: 'card', tendered: '', changeDue: null, terminal: 'declined' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The terminal declined the card. Try again or choose another method.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send £5.20 to the terminal' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const CardApproved: Story = {
  args: { tender: 'card', tendered: '', changeDue: null, terminal: 'approved', canPay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Approved on the terminal.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Cheque with the till closed: the reason shows and paying is off, whatever canPay says. */
export const TillClosed: Story = {
  args: { tender: 'cheque', tendered: '', changeDue: null, tillNeeded: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open the till to take cash or cheques.')).toBeVisible();
    const take = canvas.getByRole('button', { name: 'Take £5.20' });
    await expect(take).toBeDisabled();
    await expect(take).toHaveAccessibleDescription('Open the till to take cash or cheques.');
    await userEvent.click(take);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Payment in flight: the button waits, the method cannot change. */
export const Pending: Story = {
  args: { tender: 'offline-voucher', tendered: '', changeDue: null, pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Take £5.20' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Offline voucher' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Cash' })).toBeDisabled();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { error: 'The till is closed. Open it before taking cash.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The till is closed. Open it before taking cash.');
  },
};

/** Serving someone with nothing in the till's basket yet: the panel says so, with no amount or tenders. */
export const NothingToPay: Story = {
  args: { total: '£0.00', itemCount: 0, tendered: '', changeDue: null, canPay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Take payment' });
    await expect(within(section).getByText('Nothing to pay yet: book for the customer first.')).toBeVisible();
    await expect(canvas.queryByText(/Amount due/)).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Narrow: Story = {
  args: { tender: 'card', tendered: '', changeDue: null, total: '£1,204.50', terminal: 'declined' },
  decorators: [(Story) => <div style={{ width: 375, boxSizing: 'border-box' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Take payment' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
