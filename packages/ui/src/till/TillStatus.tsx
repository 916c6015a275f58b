import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../form-field/TextFormField';
import { FormErrorSummary } from '../register-form/formParts';
import { Spinner } from '../spinner/Spinner';
import { useFocusAfterChange } from '../focus/useFocusAfterChange';

/** The cash-up of a till session that has just closed, every amount already formatted by the caller. */
export interface TillSummaryView {
  openedAt: string;
  closedAt: string;
  float: string;
  cashTaken: string;
  expected: string;
  counted: string;
  difference: string;
  orders: number;
}

export interface TillStatusProps {
  state: 'loading' | 'closed' | 'open';
  /** When the session opened, e.g. '09:12' (shown when open). */
  openedAt?: string;
  /** Formatted money, e.g. '£50.00'. */
  float?: string;
  /** Cash and cheques taken since opening, formatted. */
  cashTaken?: string;
  /** Float plus cash taken, formatted. */
  expected?: string;
  /** An open or close call is in flight: the buttons wait and are disabled. */
  pending?: boolean;
  /** Something else is under way at the till (a payment being taken): Open till and Close till are disabled. */
  disabled?: boolean;
  /** The server's refusal. */
  error?: string | null;
  floatError?: string | null;
  countedError?: string | null;
  /** The cash-up of the session just closed (shown while closed). */
  lastSummary?: TillSummaryView | null;
  /** The raw text typed in 'Opening float (£)', e.g. '50' or '50.00'. */
  onOpen: (floatText: string) => void;
  /** The raw text typed in 'Cash counted (£)'. */
  onClose: (countedText: string) => void;
}

export interface TillMoneyFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Further ids describing the field (e.g. a live change-due line). */
  describedBy?: string;
  name?: string;
  disabled?: boolean;
}

/** A labelled money input (decimal keypad on touch devices) with its error tied to it; shared by the till forms. */
export function TillMoneyField({ label, value, onChange, error, describedBy, name, disabled }: TillMoneyFieldProps): ReactNode {
  return (
    <div className="cs-till-money">
      <TextFormField
        label={label}
        value={value}
        onChange={onChange}
        error={error ?? undefined}
        describedBy={describedBy}
        name={name}
        disabled={disabled}
        inputMode="decimal"
        autoComplete="off"
      />
    </div>
  );
}

interface AmountFormProps {
  label: string;
  submitLabel: string;
  name: string;
  error?: string | null;
  pending: boolean;
  /** The button is off (and Enter does nothing) without waiting: another step is under way. */
  disabled: boolean;
  onSubmit: (text: string) => void;
}

/** One money input and its submit button; Enter submits. The typed text goes out raw: the caller parses it. */
function AmountForm({ label, submitLabel, name, error, pending, disabled, onSubmit }: AmountFormProps): ReactNode {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !disabled) onSubmit(text);
  };
  return (
    <form className="cs-till__form" onSubmit={submit} aria-busy={pending || undefined} noValidate>
      <TillMoneyField label={label} value={text} onChange={setText} error={error} name={name} />
      <Button type="submit" size="3" loading={pending} disabled={pending || disabled} className="cs-till__submit">
        {submitLabel}
      </Button>
    </form>
  );
}

interface Row {
  key: string;
  label: string;
  value: ReactNode;
}

function Details({ rows }: { rows: Row[] }): ReactNode {
  return (
    <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }} className="cs-till__details">
      {rows.map((row) => (
        <DataList.Item key={row.key}>
          <DataList.Label minWidth="10rem">{row.label}</DataList.Label>
          <DataList.Value>{row.value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function CashUpSummary({ summary }: { summary: TillSummaryView }): ReactNode {
  const { t } = useTranslation('common');
  const headingId = useId();
  const keys = ['openedAt', 'closedAt', 'float', 'cashTaken', 'expected', 'counted', 'difference', 'orders'] as const;
  return (
    <Card size="2" className="cs-till__summary" role="group" aria-labelledby={headingId}>
      <Heading as="h3" size="3" id={headingId} className="cs-till__summary-title">
        {t('till.summary.title')}
      </Heading>
      <Details rows={keys.map((key) => ({ key, label: t(`till.summary.${key}`), value: String(summary[key]) }))} />
    </Card>
  );
}

/**
 * The till session of the signed-in staff member: open it with a float, see what the drawer should hold, close it
 * with the cash counted, and read the cash-up of the session just closed. Props in, callbacks out.
 */
export function TillStatus(props: TillStatusProps): ReactNode {
  const { state, openedAt, float, cashTaken, expected, pending = false, disabled = false, error, floatError, countedError, lastSummary, onOpen, onClose } = props;
  const { t } = useTranslation('common');
  const headingId = useId();
  // Opening or closing replaces the form just used: focus goes to the line saying what the till is now.
  const stateText = useRef<HTMLParagraphElement>(null);
  const expectChange = useFocusAfterChange(state, () => stateText.current);
  const open = (text: string) => {
    expectChange();
    onOpen(text);
  };
  const close = (text: string) => {
    expectChange();
    onClose(text);
  };
  const openRows: Row[] = [
    { key: 'float', label: t('till.status.float'), value: float },
    { key: 'cashTaken', label: t('till.status.cashTaken'), value: cashTaken },
    { key: 'expected', label: t('till.status.expected'), value: expected },
  ].filter((row) => row.value !== undefined);
  return (
    <section className="cs-till" aria-labelledby={headingId} aria-busy={state === 'loading' || pending || undefined} data-state={state}>
      <Heading as="h2" size="6" id={headingId}>
        {t('till.status.title')}
      </Heading>
      {state === 'loading' ? (
        <Flex justify="center" py="5" className="cs-till__loading">
          <Spinner size="3" label={t('till.status.loading')} />
        </Flex>
      ) : (
        <>
          <FormErrorSummary formError={error} show={false} />
          {state === 'closed' ? (
            <>
              <Text as="p" size="3" className="cs-till__text" ref={stateText} tabIndex={-1}>
                {t('till.status.closedText')}
              </Text>
              <AmountForm label={t('till.status.floatInput')} submitLabel={t('till.status.open')} name="float" error={floatError} pending={pending} disabled={disabled} onSubmit={open} />
              {lastSummary ? <CashUpSummary summary={lastSummary} /> : null}
            </>
          ) : (
            <>
              <Text as="p" size="3" weight="medium" className="cs-till__text" ref={stateText} tabIndex={-1}>
                {openedAt ? t('till.status.openSince', { time: openedAt }) : t('till.status.openNow')}
              </Text>
              {openRows.length ? <Details rows={openRows} /> : null}
              <AmountForm label={t('till.status.countedInput')} submitLabel={t('till.status.close')} name="counted" error={countedError} pending={pending} disabled={disabled} onSubmit={close} />
            </>
          )}
        </>
      )}
    </section>
  );
}
