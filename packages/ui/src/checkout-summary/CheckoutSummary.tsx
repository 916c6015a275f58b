import { Button, Card, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsAgreement } from './TermsAgreement';

/** Spec §3 cart credits as the summary shows them: amounts already formatted. */
export interface CheckoutCreditView {
  /** Credit in the payment list, or null when none is applied. */
  applied: string | null;
  available: string;
  /** What Apply credit will reserve (spec §3 maxApplicable). */
  maxApplicable: string;
  canApply: boolean;
  applying?: boolean;
  onApply(): void;
  onRemove?(): void;
}

export interface CheckoutSummaryProps {
  basketCost: string;
  credit?: CheckoutCreditView | null;
  totalToPay: string;
  /** The terms, already sanitised by the app; null or absent: no tick box (spec §2). */
  terms?: { html: string } | null;
  termsAccepted: boolean;
  /** Pay was pressed without agreeing (spec §5): the tick box shows its error. */
  termsError?: boolean;
  onTermsChange(accepted: boolean): void;
}

/** Spec §2 Checkout summary: 'Summary', 'Basket cost:', account credit, 'Total to pay:' and the terms tick box. */
export function CheckoutSummary({ basketCost, credit, totalToPay, terms, termsAccepted, termsError = false, onTermsChange }: CheckoutSummaryProps): ReactNode {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  return (
    <Card asChild size="3">
      <section className="cs-checkout-summary" aria-labelledby={titleId}>
        <Heading as="h2" size="5" id={titleId} className="cs-checkout-summary__title">
          {t('summary.title')}
        </Heading>
        <dl className="cs-checkout-summary__rows">
          <div className="cs-checkout-summary__row">
            <dt>{t('summary.basketCost')}</dt>
            <dd>{basketCost}</dd>
          </div>
          {credit?.applied ? (
            <div className="cs-checkout-summary__row" data-row="credit">
              <dt>{t('summary.credit.applied')}</dt>
              <dd>{t('summary.credit.appliedAmount', { amount: credit.applied })}</dd>
            </div>
          ) : null}
          <div className="cs-checkout-summary__row" data-row="total">
            <dt>{t('summary.totalToPay')}</dt>
            <dd>{totalToPay}</dd>
          </div>
        </dl>
        {credit ? <CreditSection credit={credit} /> : null}
        {terms ? <TermsAgreement html={terms.html} accepted={termsAccepted} error={termsError} onChange={onTermsChange} /> : null}
      </section>
    </Card>
  );
}

/** Account credit: what is available, Apply credit (with the amount it reserves) or Remove credit. */
function CreditSection({ credit }: { credit: CheckoutCreditView }): ReactNode {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  return (
    <div className="cs-checkout-summary__credit" role="group" aria-labelledby={titleId} data-applied={credit.applied ? '' : undefined}>
      <Text as="p" size="2" weight="bold" id={titleId} className="cs-checkout-summary__credit-title">
        {t('summary.credit.title')}
      </Text>
      <Text as="p" size="2" className="cs-checkout-summary__muted">
        {t('summary.credit.available', { amount: credit.available })}
      </Text>
      <CreditAction credit={credit} />
    </div>
  );
}

/** Remove credit once applied, Apply credit while it can be applied, else why it cannot. */
function CreditAction({ credit }: { credit: CheckoutCreditView }): ReactNode {
  const { t } = useTranslation('checkout');
  const applying = credit.applying ?? false;
  if (credit.applied) {
    if (!credit.onRemove) return null;
    return (
      <Button size="2" variant="outline" color="gray" highContrast disabled={applying} loading={applying} aria-busy={applying || undefined} onClick={() => credit.onRemove?.()}>
        {t('summary.credit.remove')}
      </Button>
    );
  }
  if (!credit.canApply) {
    return (
      <Text as="p" size="2" className="cs-checkout-summary__muted">
        {t('summary.credit.unavailable')}
      </Text>
    );
  }
  return (
    <Button size="2" variant="soft" className="cs-checkout-summary__apply" disabled={applying} loading={applying} aria-busy={applying || undefined} onClick={() => credit.onApply()}>
      {t('summary.credit.apply', { amount: credit.maxApplicable })}
    </Button>
  );
}
