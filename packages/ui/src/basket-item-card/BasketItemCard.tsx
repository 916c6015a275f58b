import { Badge, Button, Card, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasketCardView } from './basketCardView';
import { basketItemCardVariants } from './basketItemCard.variants';
import { BasketDiscount, BasketExtras, BasketItemDetails, BasketSessions } from './BasketItemParts';

export interface BasketItemCardProps {
  item: BasketCardView;
  /** The remove call is in flight: the card dims and its buttons wait. */
  removing?: boolean;
  onRemove?: () => void;
  onRemoveBenefit?: () => void;
  onRemovePackage?: () => void;
  /** Applies a package use again (shown where `item.packageApplicable`: a package held could pay for it). */
  onApplyPackage?: () => void;
  /** Applies a discount code to the item; without it no code field shows. */
  onApplyDiscount?: (code: string) => void;
  onRemoveDiscount?: () => void;
  /** No Remove actions (the order confirmation). */
  readOnly?: boolean;
  /** Level of the item's name heading, one below the list's heading (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * Spec §2 basket card: booking (sessions, dates, location), membership renewal, package or default,
 * with extras, price and quantity; Remove, and Remove benefit / Remove package usage when applied (Apply package
 * again where a package held could pay for it).
 */
export function BasketItemCard({ item, removing = false, onRemove, onRemoveBenefit, onRemovePackage, onApplyPackage, onApplyDiscount, onRemoveDiscount, readOnly = false, headingLevel = 'h3' }: BasketItemCardProps): ReactNode {
  const { t } = useTranslation('checkout');
  const nameId = useId();
  return (
    <Card asChild size="2">
      <article
        className={basketItemCardVariants({ kind: item.kind })}
        aria-labelledby={nameId}
        aria-busy={removing || undefined}
        data-kind={item.kind}
        data-removing={removing ? '' : undefined}
        data-read-only={readOnly ? '' : undefined}
      >
        <BasketItemHeader item={item} nameId={nameId} headingLevel={headingLevel} />
        <BasketItemDetails item={item} />
        {item.kind === 'booking' && item.sessions.length > 0 ? <BasketSessions sessions={item.sessions} disabled={removing} /> : null}
        {item.childItems.length > 0 ? <BasketExtras items={item.childItems} /> : null}
        <AppliedBadges item={item} removing={removing} readOnly={readOnly} onRemoveBenefit={onRemoveBenefit} onRemovePackage={onRemovePackage} />
        {item.packageApplicable && !readOnly && onApplyPackage ? (
          <div className="cs-basket-item__apply-package">
            <Button size="1" variant="outline" disabled={removing} onClick={() => onApplyPackage()}>
              {t('item.applyPackage')}
            </Button>
          </div>
        ) : null}
        <BasketDiscount item={item} disabled={removing} onApply={readOnly ? undefined : onApplyDiscount} onRemove={readOnly ? undefined : onRemoveDiscount} />
        {readOnly ? null : (
          <div className="cs-basket-item__actions">
            <Button
              size="2"
              variant="soft"
              color="red"
              className="cs-basket-item__remove"
              loading={removing}
              disabled={removing}
              aria-busy={removing || undefined}
              aria-label={t('item.removeLabel', { name: item.name })}
              onClick={() => onRemove?.()}
            >
              {t('item.remove')}
            </Button>
          </div>
        )}
      </article>
    </Card>
  );
}

/** Kind, name (the card's heading), venue and price. */
function BasketItemHeader({ item, nameId, headingLevel }: { item: BasketCardView; nameId: string; headingLevel: 'h2' | 'h3' | 'h4' }): ReactNode {
  const { t } = useTranslation('checkout');
  return (
    <div className="cs-basket-item__top">
      <div className="cs-basket-item__title">
        <Text as="p" size="1" weight="medium" className="cs-basket-item__kind cs-basket-item__muted">
          {t(`item.kind.${item.kind}`)}
        </Text>
        <Heading as={headingLevel} size="3" id={nameId} className="cs-basket-item__name">
          {item.name}
        </Heading>
        {item.forLine ? (
          <Text as="p" size="2" weight="medium" className="cs-basket-item__for">
            {item.forLine}
          </Text>
        ) : null}
        {item.venueName ? (
          <Text as="p" size="2" className="cs-basket-item__muted">
            {item.venueName}
          </Text>
        ) : null}
      </div>
      <Text as="p" size="4" weight="bold" className="cs-basket-item__price">
        {item.price}
      </Text>
    </div>
  );
}

interface AppliedBadgesProps extends Pick<BasketItemCardProps, 'onRemoveBenefit' | 'onRemovePackage'> {
  item: BasketCardView;
  removing: boolean;
  readOnly: boolean;
}

/** 'Benefit applied' / 'Package applied' badges, each with its remove button unless read-only. */
function AppliedBadges({ item, removing, readOnly, onRemoveBenefit, onRemovePackage }: AppliedBadgesProps): ReactNode {
  const { t } = useTranslation('checkout');
  const applied = [
    item.benefitApplied ? { key: 'benefit', badge: t('item.benefitApplied'), action: t('item.removeBenefit'), onClick: onRemoveBenefit } : null,
    item.packageApplied ? { key: 'package', badge: t('item.packageApplied'), action: t('item.removePackage'), onClick: onRemovePackage } : null,
  ].filter((entry) => entry !== null);
  if (applied.length === 0) return null;
  return (
    <ul className="cs-basket-item__applied" role="list">
      {applied.map((entry) => (
        <li key={entry.key} className="cs-basket-item__applied-row" data-applied={entry.key}>
          <Badge size="2" color="green" variant="soft" highContrast>
            {entry.badge}
          </Badge>
          {readOnly ? null : (
            <Button size="1" variant="outline" color="gray" disabled={removing} onClick={() => entry.onClick?.()}>
              {entry.action}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
