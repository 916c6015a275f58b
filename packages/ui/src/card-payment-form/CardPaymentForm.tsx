import type { PaymentStatus } from '@courtside/core';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/Spinner';
import { ChallengeDialog } from './ChallengeDialog';

export interface CardPaymentFormProps {
  /** Spec §4 payment state, from core's payment machine. */
  status: PaymentStatus;
  /** The machine's error (already the spec §8 text). */
  error: string | null;
  /** Formatted amount the card pays, e.g. '£101.50'. */
  amount: string;
  /** The provider's card iframe, rendered by the app. */
  frame: ReactNode;
  /**
   * The 3-D Secure page the bank gives (status sca_required / sca_processing), shown in the step's dialog; null while
   * the provider's own script shows its challenge (Stripe.js): no dialog of ours over it.
   */
  challengeUrl: string | null;
  /** Pay waits on something else (e.g. credit being applied). */
  payDisabled?: boolean;
  /** Account credit pays it all: no card form, and the action is Complete booking (it pays with credit only). */
  coveredByCredit?: boolean;
  onPay(): void;
  onRetry(): void;
  /** Lets the customer leave the 3-D Secure dialog; without it the dialog cannot be dismissed. */
  onChallengeClose?(): void;
}

const busyStatuses: ReadonlySet<PaymentStatus> = new Set(['authorizing', 'authorized', 'sca_required', 'sca_processing', 'completing']);

/**
 * Spec §4 card step, driven by the payment machine: preparing, a failed preparation with Try again,
 * the card frame with Pay, busy while authorising and completing, 3-D Secure in a dialog, failure
 * with the frame kept for another go, and completion.
 */
export function CardPaymentForm(props: CardPaymentFormProps): ReactNode {
  const { t } = useTranslation('checkout');
  const { status } = props;
  const titleId = useId();
  const sca = status === 'sca_required' || status === 'sca_processing';
  return (
    <Card asChild size="3">
      <section className="cs-card-payment" aria-labelledby={titleId} data-status={status} data-mode={props.coveredByCredit ? 'credit' : 'card'}>
        <Heading as="h2" size="5" id={titleId} className="cs-card-payment__title">
          {props.coveredByCredit ? t('payment.credit.title') : t('payment.title')}
        </Heading>
        <CardPaymentBody {...props} />
        <ChallengeDialog open={sca && props.challengeUrl !== null} url={props.challengeUrl} processing={status === 'sca_processing'} onClose={props.onChallengeClose} />
      </section>
    </Card>
  );
}

/** What the step shows for the status. */
function CardPaymentBody(props: CardPaymentFormProps): ReactNode {
  const { t } = useTranslation('checkout');
  const { status } = props;
  if (status === 'idle' || status === 'preparing') {
    const text = t('payment.preparing');
    return (
      <Flex align="center" gap="3" className="cs-card-payment__preparing" aria-busy="true">
        <Spinner size="3" label={text} />
        <Text size="2" aria-hidden="true">
          {text}
        </Text>
      </Flex>
    );
  }
  if (status === 'prepare_failed') {
    return <PaymentError message={props.error ?? t('common:messages.failedToPreparePayment')} onRetry={props.onRetry} />;
  }
  if (status === 'completed') {
    return (
      <Callout.Root color="green" role="status" className="cs-card-payment__done">
        <Callout.Icon>
          <CheckCircledIcon />
        </Callout.Icon>
        <Callout.Text weight="bold">{t('payment.completed')}</Callout.Text>
      </Callout.Root>
    );
  }
  return <CardStep {...props} />;
}

/**
 * The card frame and Pay; the frame stays mounted through authorising, 3-D Secure and failure. Covered by credit: a
 * line saying so instead of the frame, and Complete booking.
 */
function CardStep({ status, error, amount, frame, payDisabled = false, coveredByCredit = false, onPay }: CardPaymentFormProps): ReactNode {
  const { t } = useTranslation('checkout');
  const busy = busyStatuses.has(status);
  const statusText = status === 'authorizing' ? t('payment.authorising') : status === 'authorized' || status === 'completing' ? t('payment.completing') : '';
  return (
    <div className="cs-card-payment__step">
      {status === 'failed' ? <PaymentError message={error ?? t('common:messages.paymentDeclined')} /> : null}
      {coveredByCredit ? (
        <Text as="p" size="2" className="cs-card-payment__credit" data-busy={busy ? '' : undefined}>
          {t('payment.credit.description')}
        </Text>
      ) : (
        <div className="cs-card-payment__frame" data-busy={busy ? '' : undefined}>
          {frame}
        </div>
      )}
      <Button
        size="3"
        className="cs-card-payment__pay"
        loading={busy}
        disabled={busy || payDisabled}
        aria-busy={busy || undefined}
        onClick={() => onPay()}
      >
        {coveredByCredit ? t('payment.credit.complete') : t('payment.pay', { amount })}
      </Button>
      {/* Always mounted so screen readers announce each change of status. */}
      <Text as="p" size="2" role="status" className="cs-card-payment__status">
        {statusText}
      </Text>
    </div>
  );
}

/** An error the customer can act on; Try again when the step has to start over. */
function PaymentError({ message, onRetry }: { message: string; onRetry?: () => void }): ReactNode {
  const { t } = useTranslation('checkout');
  return (
    <Callout.Root color="red" role="alert" className="cs-card-payment__error">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{message}</Callout.Text>
      {onRetry ? (
        <Button size="2" color="gray" highContrast className="cs-card-payment__retry" onClick={onRetry}>
          {t('payment.retry')}
        </Button>
      ) : null}
    </Callout.Root>
  );
}
