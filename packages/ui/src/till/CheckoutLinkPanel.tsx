import { useId, type ReactNode } from 'react';
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { CheckIcon, CopyIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { TickFormField } from '../form-field/TickFormField';
import { FormErrorSummary } from '../register-form/formParts';

/** A checkout link the caller has made: its address, a QR code of it and until when it works. */
export interface CheckoutLinkView {
  url: string;
  /** A data: PNG URL made by the caller. */
  qrDataUrl: string;
  /** Formatted, e.g. '17:45'. */
  expiresAt: string;
}

export interface CheckoutLinkPanelProps {
  customerName: string;
  link: CheckoutLinkView | null;
  pending: boolean;
  error?: string | null;
  allowCredit: boolean;
  onAllowCreditChange: (allow: boolean) => void;
  onCreate: () => void;
  /** Shows 'Copied' after onCopy (the caller writes to the clipboard). */
  copied: boolean;
  onCopy: () => void;
}

function LinkDetails({ link, copied, onCopy }: { link: CheckoutLinkView; copied: boolean; onCopy: () => void }): ReactNode {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Card size="2" className="cs-till-link__made">
      <Flex gap="4" wrap="wrap" align="start">
        <img src={link.qrDataUrl} alt={t('till.checkoutLink.qrAlt')} width={160} height={160} className="cs-till-link__qr" />
        <Flex direction="column" gap="3" className="cs-till-link__details">
          <div className="cs-form-field">
            <Text as="label" htmlFor={`${id}-url`} size="2" weight="medium" className="cs-form-field__label">
              {t('till.checkoutLink.link')}
            </Text>
            <TextField.Root
              id={`${id}-url`}
              size="3"
              readOnly
              value={link.url}
              aria-describedby={`${id}-expires`}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <Flex align="center" gap="3" wrap="wrap">
            <Button type="button" size="2" variant="soft" onClick={onCopy}>
              <CopyIcon aria-hidden="true" />
              {t('till.checkoutLink.copy')}
            </Button>
            <Text as="span" size="2" color="green" aria-live="polite" className="cs-till-link__copied">
              {copied ? (
                <>
                  <CheckIcon aria-hidden="true" /> {t('till.checkoutLink.copied')}
                </>
              ) : null}
            </Text>
          </Flex>
          <Text as="p" size="2" id={`${id}-expires`} className="cs-till-link__expires">
            {t('till.checkoutLink.expires', { time: link.expiresAt })}
          </Text>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * Makes a link the customer being served pays their online basket from, on their own device: shown as a QR code
 * and as an address to copy. Props in, callbacks out; the caller makes the link and the QR image.
 */
export function CheckoutLinkPanel(props: CheckoutLinkPanelProps): ReactNode {
  const { customerName, link, pending, error, allowCredit, onAllowCreditChange, onCreate, copied, onCopy } = props;
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <section className="cs-till cs-till-link" aria-labelledby={headingId} aria-busy={pending || undefined}>
      <Heading as="h2" size="6" id={headingId}>
        {t('till.checkoutLink.title')}
      </Heading>
      <Text as="p" size="3" className="cs-till__text">
        {t('till.checkoutLink.intro', { name: customerName })}
      </Text>
      <FormErrorSummary formError={error} show={false} />
      <TickFormField label={t('till.checkoutLink.allowCredit')} checked={allowCredit} onChange={onAllowCreditChange} disabled={pending} />
      <Flex>
        <Button type="button" size="3" className="cs-till__submit" loading={pending} disabled={pending} onClick={onCreate}>
          {t('till.checkoutLink.make')}
        </Button>
      </Flex>
      {link ? <LinkDetails link={link} copied={copied} onCopy={onCopy} /> : null}
    </section>
  );
}
