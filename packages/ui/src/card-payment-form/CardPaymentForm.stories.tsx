import type { PaymentStatus } from '@courtside/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardPaymentForm } from './CardPaymentForm';

/** Stands in for the provider's card iframe the app passes. */
const placeholderFrame = (
  <div className="story-card-frame" data-testid="card-frame" style={{ padding: 'var(--space-4)', border: '1px dashed var(--gray-a8)', borderRadius: 'var(--radius-3)' }}>
    Card number, expiry date and security code (provider frame)
  </div>
);

const challengeUrl = 'data:text/html,<p>Your bank would ask for a code here.</p>';

const meta = {
  title: 'Checkout/CardPaymentForm',
  component: CardPaymentForm,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The card payment step, one story per payment-machine state.",
          "**Theming — do** keep the provider's frame on a neutral surface and the pay button in the venue accent. **Don't** try to theme inside the provider's frame.",
          "**Accessibility — do** say each state in text (`role=\"status\"` while processing, `role=\"alert\"` on failure), not with the spinner alone. **Don't** move focus while the customer is typing card details.",
        ].join('\n\n'),
      },
    },
  },
  args: { status: 'ready', error: null, amount: '£101.50', frame: placeholderFrame, challengeUrl: null, onPay: fn(), onRetry: fn(), onChallengeClose: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof CardPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const payButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Pay £101.50' });
const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '3-D Secure verification' });

export const Idle: Story = {
  args: { status: 'idle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Preparing secure payment…');
    await expect(within(canvasElement).queryByTestId('card-frame')).toBeNull();
  },
};

export const Preparing: Story = {
  args: { status: 'preparing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing secure payment…');
    await expect(canvas.getByText('Preparing secure payment…', { selector: '[aria-hidden="true"]' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const PrepareFailed: Story = {
  args: { status: 'prepare_failed', error: 'Failed to create payment session' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to create payment session');
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByTestId('card-frame')).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await userEvent.click(payButton(canvasElement));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const PayDisabled: Story = {
  args: { payDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(payButton(canvasElement)).toBeDisabled();
    await expect(payButton(canvasElement)).not.toHaveAttribute('aria-busy');
  },
};

const expectBusy = async (canvasElement: HTMLElement, text: string) => {
  const pay = payButton(canvasElement);
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  await expect(pay.querySelector('.rt-Spinner')).not.toBeNull();
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text);
  await expect(within(canvasElement).getByTestId('card-frame')).toBeInTheDocument();
};

export const Authorizing: Story = {
  args: { status: 'authorizing' },
  play: async ({ canvasElement }) => expectBusy(canvasElement, 'Authorising payment…'),
};

export const Authorized: Story = {
  args: { status: 'authorized' },
  play: async ({ canvasElement }) => expectBusy(canvasElement, 'Completing your order…'),
};

export const Completing: Story = {
  args: { status: 'completing' },
  play: async ({ canvasElement }) => expectBusy(canvasElement, 'Completing your order…'),
};

export const ScaRequired: Story = {
  args: { status: 'sca_required', challengeUrl },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const frame = within(dialog).getByTitle('3-D Secure challenge');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', challengeUrl);
    await waitFor(() => expect(dialog).toBeVisible());
    // Clicking outside must not abandon the bank's check.
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await expect(args.onChallengeClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel verification' }));
    await expect(args.onChallengeClose).toHaveBeenCalledTimes(1);
  },
};

export const ScaProcessing: Story = {
  args: { status: 'sca_processing', challengeUrl },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByTitle('3-D Secure challenge')).toBeInTheDocument();
    await expect(dialog.getByRole('status')).toHaveTextContent('Checking your verification…');
    await expect(dialog.getByRole('button', { name: 'Cancel verification' })).toBeDisabled();
  },
};

/** The provider's script shows its own 3-D Secure challenge (Stripe.js, no challenge page of ours): no dialog over it. */
export const ProviderChallenge: Story = {
  args: { status: 'sca_required', challengeUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('data-status', 'sca_required');
  },
};

/**
 * The provider's script draws its 3-D Secure challenge in the card's place (Adyen Web: the issuer's page under the card
 * fields, marked `data-provider-action`): the card fields stay still while the payment waits, the challenge answers.
 */
export const ProviderChallengeInPlace: Story = {
  args: {
    status: 'sca_required',
    challengeUrl: null,
    frame: (
      <div>
        {placeholderFrame}
        <div data-provider-action="" style={{ padding: 'var(--space-4)' }}>
          <button type="button" onClick={(event) => (event.currentTarget.textContent = 'Answered')}>
            Answer the challenge
          </button>
        </div>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('card-frame')).pointerEvents).toBe('none');
    // userEvent refuses to click an element that takes no pointer events.
    await userEvent.click(canvas.getByRole('button', { name: 'Answer the challenge' }));
    await expect(canvas.getByRole('button', { name: 'Answered' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'failed', error: 'Payment was declined' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment was declined');
    await expect(canvas.getByTestId('card-frame')).toBeVisible();
    await userEvent.click(payButton(canvasElement));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const Completed: Story = {
  args: { status: 'completed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment complete');
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
  },
};

/** Account credit covers the basket: no card form; Complete booking pays with credit only. */
export const CoveredByCredit: Story = {
  args: { coveredByCredit: true, frame: null, amount: '£0.00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pay with account credit' })).toBeVisible();
    await expect(canvas.getByText('Your account credit covers this booking, so no card is needed.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).toBeNull();
    await expect(canvasElement.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'credit');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete booking' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const CoveredByCreditCompleting: Story = {
  args: { coveredByCredit: true, frame: null, amount: '£0.00', status: 'completing' },
  play: async ({ canvasElement }) => {
    const complete = within(canvasElement).getByRole('button', { name: 'Complete booking' });
    await expect(complete).toBeDisabled();
    await expect(complete).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Completing your order…');
  },
};

export const CoveredByCreditFailed: Story = {
  args: { coveredByCredit: true, frame: null, amount: '£0.00', status: 'failed', error: 'Credit amount could not be applied.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Credit amount could not be applied.');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete booking' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

const journey: PaymentStatus[] = ['ready', 'authorizing', 'sca_required', 'sca_processing', 'failed', 'authorizing', 'completing'];

/** Steps through a payment: the app's card frame must stay the same element throughout (no remount). */
export const FrameStaysMounted: Story = {
  render: function Render(args) {
    const [step, setStep] = useState(0);
    const status = journey[step] ?? 'ready';
    return (
      <>
        <button type="button" onClick={() => setStep((s) => Math.min(s + 1, journey.length - 1))}>
          Next status
        </button>
        <CardPaymentForm {...args} status={status} challengeUrl={challengeUrl} error={status === 'failed' ? 'Payment was declined' : null} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('card-frame');
    for (let i = 1; i < journey.length; i += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next status', hidden: true }), { pointerEventsCheck: 0 });
      await expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', journey[i]);
      await expect(canvas.getByTestId('card-frame')).toBe(frame);
    }
    await waitFor(() => expect(canvasElement.ownerDocument.body.querySelector('[role="dialog"]')).toBeNull());
  },
};
