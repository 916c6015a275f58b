import { Button, Callout, Card, Flex, Heading, RadioCards, Select, Text } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/Spinner';

/** A venue selling guest passes online, its price formatted by the app. */
export interface GuestPassOfferView {
  slug: string;
  venueName: string;
  price: string;
}

export interface GuestPassShopProps {
  offers: GuestPassOfferView[];
  /** How many days a pass stays valid. */
  validDays: number;
  /** The most passes one purchase may hold (core's GUEST_PASS_MAX_QUANTITY). */
  maxQuantity: number;
  /** The purchase is going into the basket (the button waits and says so). */
  pending?: boolean;
  /** The server's refusal, shown above the button. */
  error?: string | null;
  onBuy: (venueSlug: string, quantity: number) => void;
}

/** Buying guest passes from my-account: the venue (when several sell them), how many, and Buy and pay. */
export function GuestPassShop({ offers, validDays, maxQuantity, pending = false, error = null, onBuy }: GuestPassShopProps): ReactNode {
  const { t } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`account.myAccount.guestPasses.buy.${key}`, options);
  const [venue, setVenue] = useState(offers[0]?.slug ?? '');
  const [quantity, setQuantity] = useState('1');
  const headingId = useId();
  const quantityId = useId();
  const chosen = offers.find((o) => o.slug === venue) ?? offers[0];
  if (!chosen) return null;
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId} className="cs-guest-pass-shop">
        <Flex direction="column" gap="4">
          <div>
            <Heading as="h2" size="5" id={headingId}>
              {k('title')}
            </Heading>
            <Text as="p" size="2" color="gray">
              {k('intro', { days: validDays })}
            </Text>
          </div>
          {offers.length > 1 ? (
            <RadioCards.Root value={chosen.slug} onValueChange={setVenue} aria-label={k('venue')} columns={{ initial: '1', sm: '2' }}>
              {offers.map((offer) => (
                <RadioCards.Item key={offer.slug} value={offer.slug}>
                  <Flex direction="column">
                    <Text weight="bold">{offer.venueName}</Text>
                    <Text size="2">{k('each', { price: offer.price })}</Text>
                  </Flex>
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
          ) : (
            <Text as="p">
              <Text weight="bold">{chosen.venueName}</Text> · {k('each', { price: chosen.price })}
            </Text>
          )}
          <Flex direction="column" gap="1" align="start">
            <Text as="label" size="2" weight="medium" id={quantityId}>
              {k('quantity')}
            </Text>
            <Select.Root value={quantity} onValueChange={setQuantity} disabled={pending}>
              <Select.Trigger aria-labelledby={quantityId} />
              <Select.Content>
                {Array.from({ length: maxQuantity }, (_, i) => String(i + 1)).map((n) => (
                  <Select.Item key={n} value={n}>
                    {n}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          {error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex>
            <Button size="3" disabled={pending} aria-busy={pending || undefined} onClick={() => onBuy(chosen.slug, Number(quantity))}>
              {pending ? <Spinner size="1" /> : null}
              {k('submit')}
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
