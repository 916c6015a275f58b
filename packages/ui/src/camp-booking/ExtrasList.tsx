import { Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberStepper } from './NumberStepper';

/** Spec §3 Extra offered with a camp or course, its price formatted, with the quantity chosen (0 to 10). */
export interface ExtraView {
  /** The extra's pricing option id. */
  id: number;
  name: string;
  description?: string | null;
  /** The price of one, formatted ('£5.00'). */
  price: string;
  quantity: number;
}

export interface ExtrasListProps {
  extras: ExtraView[];
  onQuantityChange: (id: number, quantity: number) => void;
  disabled?: boolean;
}

/** Spec §2/§9 extras: each extra's name, description and price each, with a 0–10 stepper. Nothing when there are none. */
export function ExtrasList({ extras, onQuantityChange, disabled }: ExtrasListProps): ReactNode {
  const { t } = useTranslation('courses');
  const titleId = useId();
  if (extras.length === 0) return null;
  return (
    <section className="cs-booking-section cs-extras" aria-labelledby={titleId}>
      <Heading as="h2" size="5" id={titleId} className="cs-booking-section__title">
        {t('booking.extras.title')}
      </Heading>
      <ul className="cs-extras__list" role="list" aria-labelledby={titleId}>
        {extras.map((extra) => (
          <li key={extra.id} className="cs-extras__item" data-chosen={extra.quantity > 0 || undefined}>
            <div className="cs-extras__text">
              <Text as="p" size="3" weight="bold" className="cs-extras__name">
                {extra.name}
              </Text>
              {extra.description ? (
                <Text as="p" size="2" className="cs-extras__description">
                  {extra.description}
                </Text>
              ) : null}
              <Text as="p" size="2" className="cs-extras__price">
                {t('booking.extras.each', { price: extra.price })}
              </Text>
            </div>
            <NumberStepper
              label={t('booking.extras.quantity', { name: extra.name })}
              value={extra.quantity}
              disabled={disabled}
              onChange={(quantity) => onQuantityChange(extra.id, quantity)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
