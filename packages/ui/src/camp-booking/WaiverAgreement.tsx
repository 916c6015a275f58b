import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout, Checkbox, Heading, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface WaiverAgreementProps {
  /** Spec §3 waiver name, e.g. 'Camp participation waiver'. */
  name: string;
  /** The waiver's terms, sanitised by the app (ui only renders them); null while they load. */
  termsHtml: string | null;
  /** The terms could not be loaded. */
  failed?: boolean;
  /** The statement agreed to; defaults to 'I agree to {name}'. */
  agreement?: string | null;
  agreed: boolean;
  onAgreeChange: (agreed: boolean) => void;
  disabled?: boolean;
}

/**
 * Spec §2/§5 pre-purchase waiver: its name, its terms in a scrollable region (focusable, so keyboard users can scroll
 * it), and the one agreement tick box — which can only be ticked once the terms have loaded.
 */
export function WaiverAgreement({ name, termsHtml, failed = false, agreement, agreed, onAgreeChange, disabled }: WaiverAgreementProps): ReactNode {
  const { t } = useTranslation('courses');
  const titleId = useId();
  const state = failed ? 'failed' : termsHtml === null ? 'loading' : 'ready';
  return (
    <section className="cs-booking-section cs-waiver" aria-labelledby={titleId} data-state={state} data-agreed={agreed || undefined}>
      <Heading as="h2" size="5" id={titleId} className="cs-booking-section__title">
        {name}
      </Heading>
      <Text as="p" size="2" className="cs-waiver__intro">
        {t('booking.waiver.intro')}
      </Text>
      {state === 'failed' ? (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Icon>
            <ExclamationTriangleIcon aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>{t('booking.waiver.failed')}</Callout.Text>
        </Callout.Root>
      ) : state === 'loading' ? (
        <div className="cs-waiver__loading" role="status">
          <VisuallyHidden>{t('booking.waiver.loading')}</VisuallyHidden>
          <Skeleton height="1rem" width="90%" />
          <Skeleton height="1rem" width="75%" />
          <Skeleton height="1rem" width="82%" />
        </div>
      ) : (
        // Sanitised by the app; scrollable, so it takes focus for keyboard users.
        <div
          className="cs-waiver__terms"
          tabIndex={0}
          role="region"
          aria-label={t('booking.waiver.terms', { name })}
          dangerouslySetInnerHTML={{ __html: termsHtml ?? '' }}
        />
      )}
      <Text as="label" size="2" className="cs-form-field__tick cs-waiver__agree">
        <Checkbox size="2" checked={agreed} disabled={disabled || state !== 'ready'} aria-required onCheckedChange={(next) => onAgreeChange(next === true)} />
        <span>{agreement || t('booking.waiver.agree', { name })}</span>
      </Text>
    </section>
  );
}
