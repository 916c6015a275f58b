import { Button, Checkbox, Dialog, Flex, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TermsAgreementProps {
  /** Sanitised by the app; ui only renders it. */
  html: string;
  accepted: boolean;
  error: boolean;
  onChange(accepted: boolean): void;
}

/**
 * Spec §2/§5 terms: the 'I agree to the Terms and Conditions' tick box (marked invalid with its
 * error when Pay was pressed without it) and a button opening the terms in a dialog.
 */
export function TermsAgreement({ html, accepted, error, onChange }: TermsAgreementProps): ReactNode {
  const { t } = useTranslation('checkout');
  const errorId = useId();
  return (
    <div className="cs-checkout-terms" data-invalid={error ? '' : undefined}>
      <Text as="label" size="2" className="cs-checkout-terms__tick">
        <Checkbox
          size="2"
          checked={accepted}
          color={error ? 'red' : undefined}
          aria-required
          aria-invalid={error || undefined}
          aria-describedby={error ? errorId : undefined}
          data-invalid={error ? '' : undefined}
          onCheckedChange={(next) => onChange(next === true)}
        />
        <span>{t('summary.terms.agree')}</span>
      </Text>
      {error ? (
        <Text as="p" size="2" id={errorId} className="cs-checkout-terms__error">
          {t('summary.terms.error')}
        </Text>
      ) : null}
      <TermsDialog html={html} />
    </div>
  );
}

/** The 'Terms and Conditions' button and the dialog that shows them. */
function TermsDialog({ html }: { html: string }): ReactNode {
  const { t } = useTranslation('checkout');
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="ghost" size="2" className="cs-checkout-terms__open">
          {t('summary.terms.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="640px" className="cs-checkout-terms__dialog" aria-describedby={undefined}>
        <Dialog.Title as="h2" className="cs-checkout-terms__title">{t('summary.terms.title')}</Dialog.Title>
        {/* The app sanitises the terms (spec §3 Payment-session terms); ui only renders them. */}
        <div className="cs-checkout-terms__body" role="region" aria-label={t('summary.terms.title')} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray" highContrast>
              {t('summary.terms.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
