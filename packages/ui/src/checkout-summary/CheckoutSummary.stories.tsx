import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { CheckoutSummary } from './CheckoutSummary';

const termsHtml =
  '<h3>Bookings</h3><p>Bookings are confirmed once payment is taken. Sessions cancelled more than 24 hours before they start are refunded as account credit.</p><ul><li>Arrive 10 minutes early.</li><li>Wear suitable sports clothing.</li></ul>';

const credit = { applied: null, available: '£20.00', maxApplicable: '£20.00', canApply: true, onApply: fn(), onRemove: fn() };

const meta = {
  title: 'Checkout/CheckoutSummary',
  component: CheckoutSummary,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The checkout summary (spec §2): basket cost, account credit, total to pay and the terms tick box with its dialog.",
          "**Theming — do** let Apply credit and the tick box take the venue accent, the underlined Terms and Conditions button `--cs-secondary-500` and the title `--cs-font-heading`. **Don't** show the terms error by the box's red outline alone: its message is text.",
          "**Accessibility — do** keep the costs a definition list and the credit a labelled group; the tick box is `aria-required`, and after Pay without it `aria-invalid` with the error linked by `aria-describedby`. The terms open in a dialog titled by an `h2`. **Don't** swap the dialog for a link that leaves the checkout.",
        ].join('\n\n'),
      },
    },
  },
  args: { basketCost: '£121.50', totalToPay: '£121.50', terms: { html: termsHtml }, termsAccepted: false, onTermsChange: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowValue = (canvasElement: HTMLElement, term: string) => within(canvasElement).getByText(term).nextElementSibling;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(rowValue(canvasElement, 'Basket cost:')).toHaveTextContent('£121.50');
    await expect(rowValue(canvasElement, 'Total to pay:')).toHaveTextContent('£121.50');
    await expect(canvas.queryByText('Account credit')).toBeNull();
    const tick = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(tick).not.toBeChecked();
    await expect(tick).not.toHaveAttribute('aria-invalid');
    await userEvent.click(tick);
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
  },
};

export const TermsAccepted: Story = {
  args: { termsAccepted: true },
  play: async ({ canvasElement, args }) => {
    const tick = within(canvasElement).getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(tick).toBeChecked();
    await userEvent.click(tick);
    await expect(args.onTermsChange).toHaveBeenCalledWith(false);
  },
};

export const WithCreditAvailable: Story = {
  args: { credit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('group', { name: 'Account credit' }));
    await expect(group.getByText('Available credit: £20.00')).toBeVisible();
    await userEvent.click(group.getByRole('button', { name: 'Apply credit (£20.00)' }));
    await expect(credit.onApply).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Credit applied:')).toBeNull();
  },
};

export const ApplyingCredit: Story = {
  args: { credit: { ...credit, applying: true } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Apply credit (£20.00)' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const CreditApplied: Story = {
  args: { credit: { ...credit, applied: '£20.00', canApply: false }, totalToPay: '£101.50' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowValue(canvasElement, 'Credit applied:')).toHaveTextContent('−£20.00');
    await expect(rowValue(canvasElement, 'Total to pay:')).toHaveTextContent('£101.50');
    await expect(canvas.queryByRole('button', { name: /^Apply credit/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove credit' }));
    await expect(credit.onRemove).toHaveBeenCalled();
  },
};

/** Credit covers the basket: the credit left shows what remains once the applied credit is taken. */
export const CreditCoversBasket: Story = {
  args: { basketCost: '£7.50', totalToPay: '£0.00', termsAccepted: true, credit: { ...credit, applied: '£7.50', available: '£17.50', maxApplicable: '£7.50', canApply: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowValue(canvasElement, 'Credit applied:')).toHaveTextContent('−£7.50');
    await expect(rowValue(canvasElement, 'Total to pay:')).toHaveTextContent('£0.00');
    await expect(within(canvas.getByRole('group', { name: 'Account credit' })).getByText('Available credit: £17.50')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeChecked();
  },
};

export const CreditNotApplicable: Story = {
  args: { credit: { ...credit, maxApplicable: '£0.00', canApply: false } },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Account credit' }));
    await expect(group.getByText('Your credit cannot be used for the items in this basket.')).toBeVisible();
    await expect(group.queryByRole('button')).toBeNull();
  },
};

export const NoTerms: Story = {
  args: { terms: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Terms and Conditions' })).toBeNull();
  },
};

export const TermsError: Story = {
  args: { termsError: true },
  play: async ({ canvasElement }) => {
    const tick = within(canvasElement).getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(tick).toHaveAttribute('aria-invalid', 'true');
    await expect(tick).toHaveAttribute('data-invalid');
    await expect(tick).toHaveAccessibleDescription('Please agree to the Terms and Conditions to continue.');
    await expect(within(canvasElement).getByText('Please agree to the Terms and Conditions to continue.')).toBeVisible();
  },
};

export const TermsModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Terms and Conditions' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Terms and Conditions' });
    await waitFor(() => expect(within(dialog).getByText('Arrive 10 minutes early.')).toBeVisible());
    await expect(within(dialog).getByRole('heading', { name: 'Bookings' })).toBeVisible();
    // The scrolling terms take focus (keyboard scrolling), so they are a named region, not an anonymous focus stop.
    await expect(within(dialog).getByRole('region', { name: 'Terms and Conditions' })).toHaveAttribute('tabindex', '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Terms and Conditions' }));
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible());
  },
};

/** Before the basket and its first payment session are in: the places of the summary and the card step. */
export const Loading: Story = {
  render: () => <CheckoutSkeleton />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Preparing secure payment…');
    // The shapes are hidden from assistive technology: only the label is read.
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] .rt-Skeleton')).toHaveLength(7);
  },
};
