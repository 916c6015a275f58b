import { CheckCircledIcon, CheckIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Heading, RadioGroup, Text, TextField } from '@radix-ui/themes';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../form-field/TextFormField';
import { StaffLoadState } from './StaffLoadState';

/** One key the chosen provider asks for, as the screen shows it. */
export interface PaymentKeyView {
  /** The key's name (core's ProviderKeyName, 'secretKey'): its label is the `staff.payments.fields` text of that name. */
  name: string;
  /** Write-only: typed as a password, shown only as set or not; a blank field keeps the stored key. */
  secret: boolean;
  /** How the key starts in the chosen mode ('pk_test_…'); none for a key with no fixed start (a merchant account's name). */
  example?: string;
  value: string;
  /** A secret's stored state (null for a key that is not secret). */
  stored: { set: boolean; last4: string | null } | null;
  error?: string;
}

/** The connection test of the saved keys: not run, running, accepted, or refused with the provider's reason. */
export interface PaymentTestView {
  state: 'idle' | 'testing' | 'ok' | 'failed';
  message?: string | null;
}

export interface PaymentSettingsFormProps {
  /** The saved settings are loading, failed to load (`loadError`, `onRetry`), or shown. */
  state?: 'loading' | 'error' | 'ready';
  loadError?: string;
  onRetry?: () => void;
  /** The card providers to choose from (core's cardProviderNames); each is named by its `staff.payments.providers` text. */
  providers: readonly string[];
  provider: string;
  mode: 'test' | 'live';
  /** The chosen provider's keys, in its order (none: the sandbox). */
  keys: readonly PaymentKeyView[];
  /** The chosen provider sends webhooks: the address to give it (null until saved) and the events to choose. */
  webhook: { url: string | null; events: readonly string[] } | null;
  /** Shows 'Copied' after onCopyWebhook (the caller writes to the clipboard). */
  copied?: boolean;
  onCopyWebhook?: () => void;
  /** A refusal that belongs to no key (the server's, or the contract's). */
  formError?: string | null;
  saving?: boolean;
  /** The last save went through. */
  saved?: boolean;
  test: PaymentTestView;
  onProviderChange: (provider: string) => void;
  onModeChange: (mode: 'test' | 'live') => void;
  onKeyChange: (name: string, value: string) => void;
  onSave: () => void;
  onTest: () => void;
}

/** Radio choices under a legend (provider, mode): Radix's radio group labelled by the fieldset's legend. */
function Choice({ legend, value, options, onChange, disabled, hint }: { legend: string; value: string; options: ReadonlyArray<{ value: string; label: string }>; onChange: (value: string) => void; disabled: boolean; hint?: string }) {
  const id = useId();
  return (
    <fieldset className="cs-pay-settings__choice" aria-describedby={hint ? `${id}-hint` : undefined}>
      <Text as="p" size="2" weight="medium" id={`${id}-legend`} asChild>
        <legend>{legend}</legend>
      </Text>
      <RadioGroup.Root size="3" value={value} onValueChange={onChange} aria-labelledby={`${id}-legend`} disabled={disabled} className="cs-pay-settings__options">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} className="cs-pay-settings__option">
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {hint ? (
        <Text as="p" size="2" color="gray" id={`${id}-hint`} className="cs-form-field__hint">
          {hint}
        </Text>
      ) : null}
    </fieldset>
  );
}

/** One key's field; a secret says whether one is stored (and its last 4) and that blank keeps it. */
function KeyField({ view, disabled }: { view: PaymentKeyView & { onChange: (value: string) => void }; disabled: boolean }) {
  const { t } = useTranslation();
  const statusId = useId();
  const stored = view.stored;
  const status = stored?.set ? `${stored.last4 ? t('staff.payments.secretSet', { last4: stored.last4 }) : t('staff.payments.secretSetNoDigits')}. ${t('staff.payments.keepSecret')}` : t('staff.payments.secretNotSet');
  return (
    <div className="cs-pay-settings__key">
      <TextFormField
        label={t(`staff.payments.fields.${view.name}`)}
        hint={view.example ? t('staff.payments.example', { example: view.example }) : undefined}
        type={view.secret ? 'password' : 'text'}
        autoComplete={view.secret ? 'new-password' : 'off'}
        name={view.name}
        maxLength={255}
        value={view.value}
        error={view.error}
        disabled={disabled}
        describedBy={view.secret ? statusId : undefined}
        onChange={view.onChange}
      />
      {view.secret ? (
        <Text as="p" size="2" id={statusId} className="cs-pay-settings__stored" data-state={stored?.set ? 'set' : 'unset'}>
          {status}
        </Text>
      ) : null}
    </div>
  );
}

/** Where the provider posts its webhooks: the address to copy and the events to choose, or 'save first'. */
function WebhookPanel({ webhook, copied, onCopy }: { webhook: NonNullable<PaymentSettingsFormProps['webhook']>; copied: boolean; onCopy?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="cs-pay-settings__webhook" aria-labelledby={`${id}-heading`}>
      <Heading as="h2" size="4" id={`${id}-heading`}>
        {t('staff.payments.webhook')}
      </Heading>
      {webhook.url ? (
        <>
          <Text as="p" size="2" id={`${id}-hint`}>
            {t('staff.payments.webhookHint')}
          </Text>
          <ul className="cs-pay-settings__events">
            {webhook.events.map((event) => (
              <li key={event}>
                <code>{event}</code>
              </li>
            ))}
          </ul>
          <Text as="label" size="2" weight="medium" htmlFor={`${id}-url`}>
            {t('staff.payments.webhookUrl')}
          </Text>
          <Flex gap="2" wrap="wrap" align="center">
            <TextField.Root id={`${id}-url`} size="3" readOnly value={webhook.url} className="cs-pay-settings__url" onFocus={(event) => event.currentTarget.select()} />
            {onCopy ? (
              <Button type="button" size="3" variant="soft" onClick={onCopy}>
                {t('staff.payments.copy')}
              </Button>
            ) : null}
            <Text as="span" size="2" color="green" aria-live="polite">
              {copied ? (
                <>
                  <CheckIcon aria-hidden="true" /> {t('staff.payments.copied')}
                </>
              ) : null}
            </Text>
          </Flex>
        </>
      ) : (
        <Text as="p" size="2" color="gray">
          {t('staff.payments.webhookAfterSave')}
        </Text>
      )}
    </section>
  );
}

/** The connection test: its button, what it tests, and its answer (announced). */
function ConnectionTest({ test, onTest, disabled }: { test: PaymentTestView; onTest: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="cs-pay-settings__test">
      <Flex gap="3" wrap="wrap" align="center">
        <Button type="button" size="3" variant="outline" loading={test.state === 'testing'} disabled={disabled || test.state === 'testing'} aria-describedby={`${id}-hint`} onClick={onTest}>
          {test.state === 'testing' ? t('staff.payments.testing') : t('staff.payments.test')}
        </Button>
        <Text as="p" size="2" color="gray" id={`${id}-hint`}>
          {t('staff.payments.testHint')}
        </Text>
      </Flex>
      <div aria-live="polite">
        {test.state === 'ok' ? (
          <Callout.Root color="green" highContrast role="status">
            <Callout.Icon>
              <CheckCircledIcon aria-hidden="true" />
            </Callout.Icon>
            <Callout.Text>{t('staff.payments.testOk')}</Callout.Text>
          </Callout.Root>
        ) : null}
      </div>
      {test.state === 'failed' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>{test.message}</Callout.Text>
        </Callout.Root>
      ) : null}
    </div>
  );
}

/**
 * The super user's payment settings: the card provider, test or live, the provider's keys (secrets write-only: shown
 * as 'Set, ending 1234', a blank field keeps the stored one), the webhook address to give the provider, Save, and a
 * test of the saved keys. Props in, callbacks out; after a refusal focus goes to the first field with a message.
 */
export function PaymentSettingsForm(props: PaymentSettingsFormProps): ReactNode {
  const { state = 'ready', loadError, onRetry, providers, provider, mode, keys, webhook, copied = false, onCopyWebhook, formError, saving = false, saved = false, test } = props;
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const keyErrors = keys.map((key) => key.error ?? '').join('|');
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [keyErrors]);
  if (state !== 'ready') return <StaffLoadState state={state} loadingLabel={t('staff.payments.loading')} errorText={loadError} onRetry={onRetry} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) props.onSave();
  };
  return (
    <form ref={form} noValidate className="cs-pay-settings" aria-label={t('staff.payments.title')} aria-busy={saving || undefined} onSubmit={submit}>
      {formError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{formError}</Callout.Text>
        </Callout.Root>
      ) : null}
      {saved ? (
        <Callout.Root color="green" highContrast role="status">
          <Callout.Text>{t('staff.payments.saved')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Choice legend={t('staff.payments.provider')} value={provider} disabled={saving} onChange={props.onProviderChange} options={providers.map((name) => ({ value: name, label: t(`staff.payments.providers.${name}`) }))} />
      {keys.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {t('staff.payments.sandboxNote')}
        </Text>
      ) : (
        <>
          <Choice
            legend={t('staff.payments.mode')}
            value={mode}
            disabled={saving}
            hint={t('staff.payments.modeHint')}
            onChange={(next) => props.onModeChange(next as 'test' | 'live')}
            options={(['test', 'live'] as const).map((value) => ({ value, label: t(`staff.payments.modes.${value}`) }))}
          />
          <fieldset className="cs-pay-settings__keys">
            <Text as="p" size="2" weight="medium" asChild>
              <legend>{t('staff.payments.keys')}</legend>
            </Text>
            {keys.map((key) => (
              <KeyField key={key.name} disabled={saving} view={{ ...key, onChange: (value) => props.onKeyChange(key.name, value) }} />
            ))}
          </fieldset>
        </>
      )}
      {webhook ? <WebhookPanel webhook={webhook} copied={copied} onCopy={onCopyWebhook} /> : null}
      <Flex>
        <Button type="submit" size="3" loading={saving} disabled={saving}>
          {saving ? t('staff.payments.saving') : t('staff.payments.save')}
        </Button>
      </Flex>
      <ConnectionTest test={test} onTest={props.onTest} disabled={saving} />
    </form>
  );
}
