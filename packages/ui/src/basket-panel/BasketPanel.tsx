import { Badge, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketItemCard } from '../basket-item-card/BasketItemCard';
import type { BasketCardView } from '../basket-item-card/basketCardView';
import { AppLink } from '../link/LinkProvider';
import { BasketSkeleton } from './BasketSkeleton';

export interface BasketPanelProps {
  state: 'loading' | 'error' | 'loggedOut' | 'ready';
  /** The cards, already in the spec's sort_by order. */
  items: BasketCardView[];
  /** Spec §3 totals.itemCount. */
  count: number;
  /** Spec §3 totals.formattedTotal. */
  total: string;
  /** Cart item ids whose remove call is in flight. */
  removingIds?: ReadonlyArray<number>;
  onRemove?(id: number): void;
  onRemoveBenefit?(id: number): void;
  onRemovePackage?(id: number): void;
  onApplyPackage?(id: number): void;
  onApplyDiscount?(id: number, code: string): void;
  onRemoveDiscount?(id: number): void;
  onLogIn?(): void;
  onRetry?(): void;
  /** Shown beside the checkout: an Edit basket link instead of Checkout now, and an h2 title. */
  atCheckout?: boolean;
  /** The basket cannot be changed here (a checkout link pays it as it was made): no remove buttons. */
  readOnly?: boolean;
  editHref?: string;
  checkoutHref?: string;
  /** Continue browsing (small screens only). */
  continueHref?: string;
  homeHref?: string;
}

/**
 * Spec §2 Basket page: 'Shopping basket' with the item count and total, the cards, Edit basket
 * (at checkout) or Checkout now, Continue browsing on small screens; empty, logged-out, failed
 * and loading states.
 */
export function BasketPanel(props: BasketPanelProps): ReactNode {
  const { t } = useTranslation('checkout');
  const { state, items, atCheckout = false } = props;
  const titleId = useId();
  const hasItems = state === 'ready' && items.length > 0;
  return (
    <section className="cs-basket-panel" aria-labelledby={titleId} data-state={state} data-at-checkout={atCheckout ? '' : undefined}>
      <div className="cs-basket-panel__bar">
        <Flex align="center" gap="2" wrap="wrap">
          <Heading as={atCheckout ? 'h2' : 'h1'} size="6" id={titleId} className="cs-basket-panel__title">
            {t('basket.title')}
          </Heading>
          {hasItems ? (
            <Badge size="2" variant="solid" radius="full" highContrast className="cs-basket-panel__count">
              {t('basket.itemCount', { count: props.count })}
            </Badge>
          ) : null}
        </Flex>
        {hasItems ? (
          <Text as="p" size="3" className="cs-basket-panel__total">
            <span className="cs-basket-panel__total-label">{t('basket.total')}</span> <strong>{props.total}</strong>
          </Text>
        ) : null}
      </div>
      <BasketBody {...props} atCheckout={atCheckout} cardHeading={atCheckout ? 'h3' : 'h2'} />
      <BasketFooter {...props} atCheckout={atCheckout} hasItems={hasItems} />
    </section>
  );
}

/** The cards, or the state that stands in for them. */
function BasketBody(props: BasketPanelProps & { cardHeading: 'h2' | 'h3' }): ReactNode {
  const { t } = useTranslation('checkout');
  const { state, items, removingIds = [] } = props;
  if (state === 'loading') return <BasketSkeleton label={t('basket.loading')} />;
  if (state === 'error') {
    return (
      <Callout.Root color="red" role="alert" className="cs-basket-panel__state" data-tone="error">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{t('basket.loadFailed')}</Callout.Text>
        <Flex gap="3" align="center" wrap="wrap">
          {props.onRetry ? (
            <Button size="2" color="gray" highContrast onClick={props.onRetry}>
              {t('basket.retry')}
            </Button>
          ) : null}
          {props.homeHref ? (
            <AppLink href={props.homeHref} className="cs-basket-panel__link">
              {t('basket.goHome')}
            </AppLink>
          ) : null}
        </Flex>
      </Callout.Root>
    );
  }
  if (state === 'loggedOut' || items.length === 0) return <BasketNotice loggedOut={state === 'loggedOut'} onLogIn={props.onLogIn} />;
  return (
    <ul className="cs-basket-panel__items" role="list" aria-label={t('basket.items')}>
      {items.map((item) => (
        <li key={item.id}>
          <BasketItemCard
            item={item}
            headingLevel={props.cardHeading}
            removing={removingIds.includes(item.id)}
            readOnly={props.readOnly}
            onRemove={() => props.onRemove?.(item.id)}
            onRemoveBenefit={() => props.onRemoveBenefit?.(item.id)}
            onRemovePackage={() => props.onRemovePackage?.(item.id)}
            onApplyPackage={props.onApplyPackage ? () => props.onApplyPackage?.(item.id) : undefined}
            onApplyDiscount={props.onApplyDiscount ? (code) => props.onApplyDiscount?.(item.id, code) : undefined}
            onRemoveDiscount={() => props.onRemoveDiscount?.(item.id)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Empty basket, or the logged-out prompt with its Log in button. */
function BasketNotice({ loggedOut, onLogIn }: { loggedOut: boolean; onLogIn?: () => void }): ReactNode {
  const { t } = useTranslation('checkout');
  return (
    <Callout.Root color="gray" role="status" className="cs-basket-panel__state" data-tone={loggedOut ? 'loggedOut' : 'empty'}>
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>{loggedOut ? t('basket.loggedOut') : t('basket.empty')}</Callout.Text>
      {loggedOut && onLogIn ? (
        <Button size="2" className="cs-basket-panel__primary cs-basket-panel__action" onClick={onLogIn}>
          {t('basket.logIn')}
        </Button>
      ) : null}
    </Callout.Root>
  );
}

/** Edit basket (at checkout), Checkout now (with items), Continue browsing (small screens). */
function BasketFooter(props: BasketPanelProps & { hasItems: boolean }): ReactNode {
  const { t } = useTranslation('checkout');
  const { atCheckout, hasItems, state } = props;
  const edit = atCheckout && props.editHref;
  const checkout = !atCheckout && hasItems && props.checkoutHref;
  const browse = !atCheckout && state === 'ready' && props.continueHref;
  if (!edit && !checkout && !browse) return null;
  return (
    <div className="cs-basket-panel__footer">
      {edit ? (
        <AppLink href={edit} className="cs-basket-panel__link">
          {t('basket.edit')}
        </AppLink>
      ) : null}
      {browse ? (
        <Button asChild size="3" variant="outline" color="gray" highContrast className="cs-basket-panel__continue">
          <AppLink href={browse}>{t('basket.continueBrowsing')}</AppLink>
        </Button>
      ) : null}
      {checkout ? (
        <Button asChild size="3" className="cs-basket-panel__primary">
          <AppLink href={checkout}>{t('basket.checkoutNow')}</AppLink>
        </Button>
      ) : null}
    </div>
  );
}
