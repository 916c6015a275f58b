import { forwardRef, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useFocusAfterChange } from '../focus/useFocusAfterChange';
import { Badge, Button, Callout, Flex, Heading, Spinner as RadixSpinner, Text, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

/** A customer as the till's search lists them (texts already formatted by the caller). */
export interface CustomerResultView {
  id: number;
  name: string;
  reference: string;
  email: string;
  /** Formatted, e.g. '14 Mar 1988'; null when not known. */
  dateOfBirth: string | null;
}

export interface CustomerServingView {
  id: number;
  name: string;
  reference: string;
}

export interface CustomerSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  state: 'idle' | 'loading' | 'ready' | 'error';
  results: CustomerResultView[];
  /** The customer the till is serving now. */
  serving: CustomerServingView | null;
  onServe: (id: number) => void;
  onStopServing: () => void;
  onRetry?: () => void;
  /** Something is under way for the customer served (a payment being taken): Serve and Stop serving are disabled. */
  disabled?: boolean;
}

interface ServingPanelProps {
  serving: CustomerServingView;
  onStopServing: () => void;
  disabled: boolean;
}

const ServingPanel = forwardRef<HTMLButtonElement, ServingPanelProps>(function ServingPanel({ serving, onStopServing, disabled }, stopRef): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" className="cs-till-serving">
      <Text as="p" size="3" weight="bold" className="cs-till-serving__text">
        {serving.reference ? t('till.customer.serving', { name: serving.name, reference: serving.reference }) : t('till.customer.servingName', { name: serving.name })}
      </Text>
      <Button ref={stopRef} type="button" variant="soft" color="gray" highContrast onClick={onStopServing} disabled={disabled}>
        {t('till.customer.stopServing')}
      </Button>
    </Flex>
  );
});

interface ResultRowProps {
  customer: CustomerResultView;
  served: boolean;
  onServe: (id: number) => void;
  disabled: boolean;
}

function ResultRow({ customer, served, onServe, disabled }: ResultRowProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <li className="cs-till-result" data-state={served ? 'serving' : undefined}>
      <div className="cs-till-result__who">
        <Text as="p" size="3" weight="bold" className="cs-till-result__name">
          {customer.name}
        </Text>
        <Text as="p" size="2" color="gray" className="cs-till-result__meta">
          <span>{t('till.customer.reference', { reference: customer.reference })}</span>
          <span className="cs-till-result__email">{customer.email}</span>
          {customer.dateOfBirth ? <span>{t('till.customer.born', { date: customer.dateOfBirth })}</span> : null}
        </Text>
      </div>
      {served ? (
        <Badge size="2" color="green" highContrast>
          {t('till.customer.beingServed')}
        </Badge>
      ) : (
        <Button type="button" size="2" onClick={() => onServe(customer.id)} disabled={disabled} aria-label={t('till.customer.serveLabel', { name: customer.name })}>
          {t('till.customer.serve')}
        </Button>
      )}
    </li>
  );
}

/**
 * Finds the customer being served at the till: a search box (a barcode scanner types into it too), the matches with
 * Serve, and who is being served now. The caller searches as the query changes; this only shows the outcome.
 */
export function CustomerSearch(props: CustomerSearchProps): ReactNode {
  const { query, onQueryChange, state, results, serving, onServe, onStopServing, onRetry, disabled = false } = props;
  const { t } = useTranslation('common');
  const id = useId();
  // A scanner ends with Enter: the search already runs as the query changes, so the form does nothing more.
  const submit = (event: FormEvent) => event.preventDefault();
  // Serve turns into a badge and Stop serving goes away: focus follows to Stop serving, or back to the search.
  const stopButton = useRef<HTMLButtonElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const expectChange = useFocusAfterChange(serving?.id ?? null, () => stopButton.current ?? searchField.current);
  const serve = (customerId: number) => {
    expectChange();
    onServe(customerId);
  };
  const stopServing = () => {
    expectChange();
    onStopServing();
  };
  const showResults = (state === 'ready' || state === 'loading') && results.length > 0;
  const noMatches = state === 'ready' && results.length === 0 && query.trim() !== '';
  return (
    <section className="cs-till cs-till-customer" aria-labelledby={`${id}-heading`}>
      <Heading as="h2" size="6" id={`${id}-heading`}>
        {t('till.customer.title')}
      </Heading>
      {/* Always present, so that starting to serve someone is announced. */}
      <div aria-live="polite" className="cs-till-customer__serving">
        {serving ? <ServingPanel ref={stopButton} serving={serving} onStopServing={stopServing} disabled={disabled} /> : null}
      </div>
      <form role="search" className="cs-form-field" onSubmit={submit} noValidate>
        <Text as="label" htmlFor={`${id}-query`} size="2" weight="medium" className="cs-form-field__label">
          {t('till.customer.search')}
        </Text>
        <TextField.Root
          ref={searchField}
          id={`${id}-query`}
          type="search"
          size="3"
          autoComplete="off"
          value={query}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onQueryChange(event.target.value)}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon aria-hidden="true" />
          </TextField.Slot>
        </TextField.Root>
        <Text as="p" id={`${id}-hint`} size="2" className="cs-form-field__hint">
          {t('till.customer.searchHint')}
        </Text>
      </form>
      <div role="status" className="cs-till-customer__status">
        {state === 'loading' ? (
          <Flex align="center" gap="2">
            <RadixSpinner size="2" aria-hidden="true" />
            <Text size="2">{t('till.customer.searching')}</Text>
          </Flex>
        ) : null}
        {noMatches ? (
          <Text as="p" size="3">
            {t('till.customer.noMatches', { query: query.trim() })}
          </Text>
        ) : null}
      </div>
      {state === 'error' ? (
        <Callout.Root color="red" role="alert" className="cs-till__error">
          <Callout.Icon>
            <ExclamationTriangleIcon aria-hidden="true" />
          </Callout.Icon>
          <Callout.Text>{t('till.customer.failed')}</Callout.Text>
          {onRetry ? (
            <Flex>
              <Button type="button" size="2" color="gray" highContrast onClick={onRetry}>
                {t('till.customer.retry')}
              </Button>
            </Flex>
          ) : null}
        </Callout.Root>
      ) : null}
      {showResults ? (
        <ul className="cs-till-results" aria-label={t('till.customer.results')}>
          {results.map((customer) => (
            <ResultRow key={customer.id} customer={customer} served={serving?.id === customer.id} onServe={serve} disabled={disabled} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
