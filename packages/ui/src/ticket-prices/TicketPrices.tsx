import { Card, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EstimateMark } from '../session-card/EstimateMark';

export interface TicketPriceView {
  id: string;
  name: string;
  /** Formatted price, or null while it loads. */
  price: string | null;
  /** Spec §6: an estimate while the customer is unknown. */
  isEstimate: boolean;
}

export interface TicketPricesProps {
  tickets: TicketPriceView[];
}

/** Spec §3 Tickets of a ticketed activity with their prices (each priced by the ticket price call). */
export function TicketPrices({ tickets }: TicketPricesProps): ReactNode {
  const { t } = useTranslation('activities');
  const titleId = useId();
  if (tickets.length === 0) return null;
  return (
    <Card size="2" asChild>
      <section className="cs-ticket-prices" aria-labelledby={titleId}>
        <Heading as="h2" size="3" id={titleId}>{t('sessions.tickets')}</Heading>
        <dl className="cs-ticket-prices__list">
          {tickets.map((ticket) => (
            <div key={ticket.id} className="cs-ticket-prices__item">
              <Text asChild size="2" className="cs-ticket-prices__name"><dt>{ticket.name}</dt></Text>
              <Text asChild size="2" weight="bold">
                <dd className="cs-ticket-prices__price">
                  {ticket.price ?? <Skeleton width="3rem" height="1rem" />}
                  {ticket.price && ticket.isEstimate ? <EstimateMark /> : null}
                </dd>
              </Text>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
