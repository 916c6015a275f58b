import type { TillTender as CoreTillTender, TillTerminalStep } from '@courtside/core';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Callout, Flex, Heading, RadioGroup, Spinner as RadixSpinner, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../register-form/formParts';
import { TillMoneyField } from './TillStatus';

/** How the customer at the till pays (core's till tenders). */
export type TillTender = CoreTillTender;

/** The card terminal's step (core's till payment machine). */
export type TillTerminalState = TillTerminalStep;

export interface TillPaymentProps {
  /** Formatted amount due, e.g. '£5.20'. */
  total: string;
  /** Items in the till's basket; with none, the panel only says there is nothing to pay yet. */
  itemCount: number;
  tender: TillTender;
  onTenderChange: (tender: TillTender) => void;
  /** Raw text of 'Cash tendered (£)' (cash only). */
  tendered: string;
  onTenderedChange: (text: string) => void;
  /** Formatted change to give, computed by the caller. */
  changeDue: string | null;
  /** Formatted shortfall when less than the amount due is tendered. */
  shortBy: string | null;
  /** What is typed in 'Cash tendered (£)' is no amount: the caller's message, shown under the field and tied to it. */
  tenderedError?: string | null;
  /** The chosen tender needs an open till and it is closed: paying is disabled. */
  tillNeeded: boolean;
  terminal: TillTerminalState;
  pending: boolean;
  /** The server's refusal. */
  error?: string | null;
  canPay: boolean;
  onPay: () => void;
}

const tenders: readonly TillTender[] = ['cash', 'card', 'cheque', 'offline-voucher'];

function TerminalStep({ terminal }: { terminal: TillTerminalState }): ReactNode {
  const { t } = useTranslation('common');
  const text = t(`till.payment.terminal.${terminal}`);
  if (terminal === 'declined') {
    return (
      <Callout.Root color="red" role="alert" className="cs-till-pay__terminal">
        <Callout.Icon>
          <ExclamationTriangleIcon aria-hidden="true" />
        </Callout.Icon>
        <Callout.Text>{text}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root color={terminal === 'approved' ? 'green' : 'gray'} highContrast role="status" className="cs-till-pay__terminal" data-state={terminal}>
      <Callout.Icon>
        {terminal === 'waiting' ? <RadixSpinner size="2" aria-hidden="true" /> : null}
        {terminal === 'approved' ? <CheckCircledIcon aria-hidden="true" /> : null}
        {terminal === 'idle' ? <InfoCircledIcon aria-hidden="true" /> : null}
      </Callout.Icon>
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}

type CashTenderedProps = Pick<TillPaymentProps, 'tendered' | 'onTenderedChange' | 'changeDue' | 'shortBy' | 'tenderedError'>;

function CashTendered({ tendered, onTenderedChange, changeDue, shortBy, tenderedError }: CashTenderedProps): ReactNode {
  const { t } = useTranslation('common');
  const outcomeId = useId();
  return (
    <>
      <TillMoneyField
        label={t('till.payment.tendered')}
        value={tendered}
        onChange={onTenderedChange}
        error={tenderedError}
        // The change or shortfall describes the field while there is one (the live region announces it either way).
        describedBy={shortBy || changeDue ? outcomeId : undefined}
        name="tendered"
      />
      <div id={outcomeId} aria-live="polite" className="cs-till-pay__outcome" data-state={shortBy ? 'short' : changeDue ? 'change' : undefined}>
        {shortBy ? (
          <Text as="p" size="4" weight="bold" color="red">
            {t('till.payment.shortBy', { amount: shortBy })}
          </Text>
        ) : changeDue ? (
          <Text as="p" size="4" weight="bold">
            {t('till.payment.changeDue', { amount: changeDue })}
          </Text>
        ) : null}
      </div>
    </>
  );
}

/**
 * Takes payment for the till basket: the amount due, how the customer pays (cash with change, card on the terminal,
 * cheque or an offline voucher) and the pay button. Change, shortfall and whether paying is allowed come from the caller.
 */
export function TillPayment(props: TillPaymentProps): ReactNode {
  const { total, itemCount, tender, onTenderChange, tillNeeded, terminal, pending, error, canPay, onPay } = props;
  const { t } = useTranslation('common');
  const id = useId();
  const payable = canPay && !pending && !tillNeeded;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payable) onPay();
  };
  if (itemCount === 0) {
    return (
      <section className="cs-till cs-till-pay" aria-labelledby={`${id}-heading`} data-state="empty">
        <Heading as="h2" size="6" id={`${id}-heading`}>
          {t('till.payment.title')}
        </Heading>
        <Text as="p" size="3" className="cs-till__text">
          {t('till.page.basketEmpty')}
        </Text>
      </section>
    );
  }
  return (
    <section className="cs-till cs-till-pay" aria-labelledby={`${id}-heading`} aria-busy={pending || undefined}>
      <Heading as="h2" size="6" id={`${id}-heading`}>
        {t('till.payment.title')}
      </Heading>
      <Flex align="baseline" gap="3" wrap="wrap">
        <Text as="p" size="6" weight="bold" className="cs-till-pay__due">
          {t('till.payment.amountDue', { total })}
        </Text>
        <Text as="p" size="3" color="gray">
          {t('till.payment.itemCount', { count: itemCount })}
        </Text>
      </Flex>
      <FormErrorSummary formError={error} show={false} />
      <form className="cs-till-pay__form" onSubmit={submit} noValidate>
        <div className="cs-till-pay__method">
          <Text as="p" id={`${id}-method`} size="2" weight="medium" className="cs-form-field__label">
            {t('till.payment.method')}
          </Text>
          <RadioGroup.Root
            size="3"
            value={tender}
            onValueChange={(value) => onTenderChange(value as TillTender)}
            aria-labelledby={`${id}-method`}
            className="cs-till-pay__tenders"
            disabled={pending}
          >
            {tenders.map((option) => (
              <RadioGroup.Item key={option} value={option} className="cs-till-pay__tender">
                {t(`till.payment.tender.${option}`)}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>
        {tender === 'cash' ? <CashTendered {...props} /> : null}
        {tender === 'card' ? <TerminalStep terminal={terminal} /> : null}
        <div aria-live="polite">
          {tillNeeded ? (
            <Callout.Root color="amber" highContrast id={`${id}-till`} className="cs-till-pay__till-needed">
              <Callout.Icon>
                <InfoCircledIcon aria-hidden="true" />
              </Callout.Icon>
              <Callout.Text>{t('till.payment.tillNeeded')}</Callout.Text>
            </Callout.Root>
          ) : null}
        </div>
        <Button
          type="submit"
          size="3"
          className="cs-till__submit cs-till-pay__pay"
          loading={pending}
          disabled={!payable}
          aria-describedby={tillNeeded ? `${id}-till` : undefined}
        >
          {tender === 'card' ? t('till.payment.send', { total }) : t('till.payment.take', { total })}
        </Button>
      </form>
    </section>
  );
}
