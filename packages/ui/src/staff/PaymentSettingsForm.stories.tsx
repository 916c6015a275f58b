import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentSettingsForm, type PaymentKeyView, type PaymentSettingsFormProps } from './PaymentSettingsForm';

const providers = ['sandbox', 'stripe'];
const unset = { set: false, last4: null };
/** Stripe's keys as the web app builds them from core's cardProviderForms. */
const stripeKeys = (mode: 'test' | 'live', stored: { secret: PaymentKeyView['stored']; hook: PaymentKeyView['stored'] }, values: Record<string, string> = {}): PaymentKeyView[] => [
  { name: 'publishableKey', secret: false, example: `pk_${mode}_…`, value: values.publishableKey ?? '', stored: null },
  { name: 'secretKey', secret: true, example: `sk_${mode}_…`, value: values.secretKey ?? '', stored: stored.secret },
  { name: 'webhookSecret', secret: true, example: 'whsec_…', value: values.webhookSecret ?? '', stored: stored.hook },
];
const events = ['payment_intent.succeeded', 'payment_intent.amount_capturable_updated', 'payment_intent.payment_failed', 'charge.refunded'];
const webhookUrl = 'https://bookings.riverside.example/api/payment-providers/stripe/webhook';
const savedStripe = { set: true, last4: '4f2a' };

/** The form with its choices and typing kept, as the page keeps them; the args' callbacks still hear each change. */
function Stateful(props: PaymentSettingsFormProps) {
  const [provider, setProvider] = useState(props.provider);
  const [mode, setMode] = useState(props.mode);
  const [values, setValues] = useState<Record<string, string>>(Object.fromEntries(props.keys.map((key) => [key.name, key.value])));
  const stored = { secret: props.keys[1]?.stored ?? unset, hook: props.keys[2]?.stored ?? unset };
  const keys = provider === 'stripe' ? stripeKeys(mode, stored, values).map((key, i) => ({ ...key, error: props.keys[i]?.error })) : [];
  return (
    <PaymentSettingsForm
      {...props}
      provider={provider}
      mode={mode}
      keys={keys}
      webhook={provider === 'stripe' ? (props.webhook ?? { url: null, events }) : null}
      onProviderChange={(next) => (setProvider(next), props.onProviderChange(next))}
      onModeChange={(next) => (setMode(next), props.onModeChange(next))}
      onKeyChange={(name, value) => (setValues((old) => ({ ...old, [name]: value })), props.onKeyChange(name, value))}
    />
  );
}

const meta = {
  title: 'Staff/PaymentSettingsForm',
  component: PaymentSettingsForm,
  parameters: {
    docs: {
      description: {
        component: [
          "Super users: the operator's card provider, test or live mode, the provider's keys (secrets write-only, shown " +
            "as 'Set, ending 4f2a'), the webhook address to give the provider, Save and a test of the saved keys.",
          '**Theming — do** let the headings take `--cs-font-heading`, the text `--cs-font-body`, and the buttons and ' +
            "radios the venue accent. **Don't** recolour the callouts: saved and connected are Radix green, refusals red.",
          '**Accessibility — do** keep each choice a `fieldset` with its legend, each key labelled with its example and ' +
            'stored state tied by `aria-describedby`, secrets as password fields, results announced (status or alert), ' +
            "and focus on the first invalid key after a refusal. **Don't** show a stored secret back, or hide the test's reason.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    providers,
    provider: 'stripe',
    mode: 'test',
    keys: stripeKeys('test', { secret: savedStripe, hook: { set: true, last4: 'wh01' } }, { publishableKey: 'pk_test_51Riverside' }),
    webhook: { url: webhookUrl, events },
    test: { state: 'idle' },
    onProviderChange: fn(),
    onModeChange: fn(),
    onKeyChange: fn(),
    onSave: fn(),
    onTest: fn(),
    onCopyWebhook: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof PaymentSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading payment settings');
  },
};

export const LoadError: Story = {
  args: { state: 'error', loadError: 'Something has gone wrong, please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something has gone wrong, please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A tenant that never left the sandbox: no keys asked, no webhook; choosing Stripe asks for its keys, none stored. */
export const Empty: Story = {
  args: { provider: 'sandbox', keys: [], webhook: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Sandbox (test cards only, no money moves)' })).toBeChecked();
    await expect(canvas.getByText('The sandbox needs no keys: checkout takes its test cards and no money moves.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Stripe' }));
    await expect(args.onProviderChange).toHaveBeenCalledWith('stripe');
    await expect(canvas.getByLabelText(/Publishable key/)).toHaveAccessibleDescription('Starts pk_test_…');
    await expect(canvas.getByLabelText(/Secret key/)).toHaveAccessibleDescription('Starts sk_test_… Not set');
    await expect(canvas.getByText('Save to see the webhook address to give the provider.')).toBeVisible();
  },
};

/** Saved: secrets only as 'Set, ending …' (never shown back), the webhook address to copy and its events. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment settings saved.');
    const secret = canvas.getByLabelText(/Secret key/);
    await expect(secret).toHaveAttribute('type', 'password');
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAccessibleDescription('Starts sk_test_… Set, ending 4f2a. Leave empty to keep the stored one.');
    await expect(canvas.getByLabelText('Webhook URL')).toHaveValue(webhookUrl);
    await expect(canvas.getByRole('list')).toHaveTextContent('charge.refunded');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy webhook URL' }));
    await expect(args.onCopyWebhook).toHaveBeenCalled();
  },
};

export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Copied')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Payment settings' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(canvas.getByRole('form'));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's 422: each message beside its key, focus on the first; a message of no key above the form. */
export const SaveError: Story = {
  args: {
    keys: stripeKeys('live', { secret: savedStripe, hook: unset }, { publishableKey: 'pk_test_51Riverside' }).map((key) =>
      key.name === 'publishableKey' ? { ...key, error: 'The keys must be live keys.' } : key.name === 'webhookSecret' ? { ...key, error: 'Enter the webhook signing secret.' } : key,
    ),
    mode: 'live',
    formError: 'Payment keys cannot be stored: the server has no PAYMENT_KEYS_SECRET.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const publishable = canvas.getByLabelText(/Publishable key/);
    await waitFor(() => expect(publishable).toHaveFocus());
    await expect(publishable).toHaveAccessibleDescription('Starts pk_live_… The keys must be live keys.');
    await expect(canvas.getByLabelText(/Webhook signing secret/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment keys cannot be stored');
  },
};

export const Testing: Story = {
  args: { test: { state: 'testing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Testing…' })).toBeDisabled();
  },
};

export const TestOk: Story = {
  args: { test: { state: 'ok' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Connected: the provider accepted the keys.');
  },
};

export const TestFailed: Story = {
  args: { test: { state: 'failed', message: 'The provider refused the keys.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The provider refused the keys.');
  },
};

/** By keyboard alone: arrows choose the provider and mode, typing fills a key, Enter saves, the test is a Tab away. */
export const Keyboard: Story = {
  args: { provider: 'sandbox', keys: [], webhook: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: /Sandbox/ }).focus();
    // An arrow held down moves to the next choice and picks it (Radix moves focus just after the key goes down).
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Stripe' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Test' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(args.onModeChange).toHaveBeenLastCalledWith('live'));
    await userEvent.keyboard('{/ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Publishable key/)).toHaveFocus();
    await userEvent.keyboard('pk_live_51Riverside{Enter}');
    await expect(args.onKeyChange).toHaveBeenLastCalledWith('publishableKey', 'pk_live_51Riverside');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Test connection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTest).toHaveBeenCalledTimes(1);
  },
};

/** At 375 px the choices and keys stack, the webhook address and events wrap, and nothing leaves the screen. */
export const SmallScreen: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form');
    await expect(form.scrollWidth).toBeLessThanOrEqual(343);
    const url = within(canvasElement).getByLabelText('Webhook URL');
    await expect(url.getBoundingClientRect().right).toBeLessThanOrEqual(form.getBoundingClientRect().right);
  },
};
