import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Button, DataList, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasketCardView, BasketChildItemView, BasketSessionView } from './basketCardView';

/** The card's facts as a description list: when, where, membership and quantity (only those it has). */
export function BasketItemDetails({ item }: { item: BasketCardView }): ReactNode {
  const { t } = useTranslation('checkout');
  const rows: Array<[string, string]> = [];
  if (item.dateRange) rows.push([t('item.when'), item.dateRange]);
  if (item.location) rows.push([t('item.where'), item.location]);
  if (item.newMembership) rows.push([t('item.newMembership'), item.newMembership]);
  if (item.membershipLength) rows.push([t('item.membershipLength'), item.membershipLength]);
  rows.push([t('item.quantity'), String(item.quantity)]);
  if (item.heldUntil) rows.push([t('item.heldUntil'), t('item.heldUntilValue', { time: item.heldUntil })]);
  return (
    <DataList.Root size="2" className="cs-basket-item__details" orientation="horizontal">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label minWidth="8rem" className="cs-basket-item__label">
            {label}
          </DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Spec §2 "expandable sessions list with count": a disclosure button ('3 sessions') over the list. */
export function BasketSessions({ sessions, disabled }: { sessions: BasketSessionView[]; disabled: boolean }): ReactNode {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="cs-basket-item__sessions" data-state={open ? 'open' : 'closed'}>
      <Button
        variant="ghost"
        size="2"
        className="cs-basket-item__toggle"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
      >
        {t('item.sessions', { count: sessions.length })}
        <ChevronDownIcon aria-hidden="true" className="cs-basket-item__chevron" />
      </Button>
      <ul id={listId} className="cs-basket-item__session-list" role="list" hidden={!open}>
        {sessions.map((session) => (
          <li key={session.id} className="cs-basket-item__session">
            <Text size="2" weight="medium">
              {session.date}
            </Text>
            <Text size="2">{session.time}</Text>
            {session.location ? (
              <Text size="2" className="cs-basket-item__muted">
                {session.location}
              </Text>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §2 "child extras list": each extra with its quantity and price. */
export function BasketExtras({ items }: { items: BasketChildItemView[] }): ReactNode {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  return (
    <div className="cs-basket-item__extras">
      <Text as="p" size="2" weight="bold" id={titleId} className="cs-basket-item__extras-title">
        {t('item.extras')}
      </Text>
      <ul className="cs-basket-item__extra-list" role="list" aria-labelledby={titleId}>
        {items.map((extra) => (
          <li key={extra.id} className="cs-basket-item__extra">
            <Text size="2">{t('item.extraLine', { quantity: extra.quantity, name: extra.name })}</Text>
            <Text size="2" weight="medium">
              {extra.price}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A discount code on a booking: the code and what it takes off with Remove discount, or a field to apply one. Refusals
 * come back as the server's message (spec §8 'Discount: a 400 shows the server's error').
 */
export function BasketDiscount({ item, disabled, onApply, onRemove }: { item: BasketCardView; disabled: boolean; onApply?: (code: string) => void; onRemove?: () => void }): ReactNode {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const inputId = useId();
  if (item.discount) {
    return (
      <div className="cs-basket-item__applied-row" data-applied="discount">
        <Text size="2" weight="medium">
          {t('item.discountApplied', { code: item.discount.code, saving: item.discount.saving })}
        </Text>
        {onRemove ? (
          <Button size="1" variant="outline" color="gray" disabled={disabled} onClick={onRemove}>
            {t('item.removeDiscount')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!item.discountable || !onApply) return null;
  return (
    <form
      className="cs-basket-item__discount"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onApply(code.trim());
      }}
    >
      <label htmlFor={inputId} className="cs-basket-item__label">
        <Text size="2">{t('item.discountCode')}</Text>
      </label>
      <TextField.Root id={inputId} size="2" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" maxLength={32} disabled={disabled} />
      <Button type="submit" size="2" variant="soft" disabled={disabled || !code.trim()} aria-label={t('item.applyDiscountLabel', { name: item.name })}>
        {t('item.applyDiscount')}
      </Button>
    </form>
  );
}
