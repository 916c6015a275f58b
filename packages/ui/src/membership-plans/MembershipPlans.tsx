import { Badge, Button, Card, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/Spinner';

/** A membership plan as the pricing and joining pages show it (every text already formatted by the app). */
export interface MembershipPlanView {
  key: string;
  name: string;
  description: string | null;
  /** '£540.00' */
  price: string;
  /** '12 months', or 'Rolling'. */
  length: string;
  /** Its home venue; null: every venue of the operator. */
  venueName: string | null;
  /** What members pay instead (standard null: members only). */
  discounts: Array<{ name: string; standard: string | null; member: string }>;
  /** What choosing it does for this customer (core's membershipPurchase); null: it cannot be chosen here. */
  purchase: 'membership' | 'membership_change' | 'membership_renewal' | null;
  /** The customer holds it now. */
  current?: boolean;
}

export interface MembershipPlansProps {
  plans: MembershipPlanView[];
  /** Called with the plan's key when its action is pressed. */
  onChoose?: (key: string) => void;
  /** The plan whose action is running (its button shows a spinner; every action is disabled meanwhile). */
  pendingKey?: string | null;
}

/**
 * Membership plans as cards (spec §2 /pricing "Membership pricing; membership discounts", the online-joining venue page):
 * price and length, where it counts, its member prices as a table, and Join, Change or Renew.
 */
export function MembershipPlans({ plans, onChoose, pendingKey = null }: MembershipPlansProps): ReactNode {
  const { t } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`account.join.${key}`, options);
  const idPrefix = useId();
  if (plans.length === 0) {
    return (
      <Text as="p" size="3" className="cs-plans__empty">
        {k('noPlans')}
      </Text>
    );
  }
  return (
    <ul className="cs-plans" role="list">
      {plans.map((plan) => {
        const headingId = `${idPrefix}plan-${plan.key}`;
        return (
          <li key={plan.key}>
            <Card size="3" className="cs-plan" aria-labelledby={headingId} role="article">
              <Flex direction="column" gap="3">
                <Flex justify="between" align="start" gap="3" wrap="wrap">
                  <Heading as="h2" size="5" id={headingId}>
                    {plan.name}
                  </Heading>
                  {plan.current ? <Badge color="green" size="2">{k('current')}</Badge> : null}
                </Flex>
                <Text as="p" size="6" weight="bold" className="cs-plan__price">
                  {plan.price}{' '}
                  <Text size="3" weight="regular" color="gray">
                    {k('perLength', { length: plan.length })}
                  </Text>
                </Text>
                <Text as="p" size="2" color="gray">
                  {plan.venueName ? k('homeVenue', { venue: plan.venueName }) : k('every')}
                </Text>
                {plan.description ? <Text as="p" size="3">{plan.description}</Text> : null}
                {plan.discounts.length ? (
                  <Table.Root size="1" variant="surface">
                    <VisuallyHidden asChild>
                      <caption>{k('memberPricesFor', { name: plan.name })}</caption>
                    </VisuallyHidden>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeaderCell>{k('activity')}</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell justify="end">{k('standard')}</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell justify="end">{k('member')}</Table.ColumnHeaderCell>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {plan.discounts.map((d) => (
                        <Table.Row key={d.name}>
                          <Table.RowHeaderCell>{d.name}</Table.RowHeaderCell>
                          <Table.Cell justify="end">{d.standard ?? k('membersOnly')}</Table.Cell>
                          <Table.Cell justify="end">
                            <Text weight="bold">{d.member}</Text>
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                ) : (
                  <Text as="p" size="2" color="gray">
                    {k('noDiscounts')}
                  </Text>
                )}
                {plan.purchase && onChoose ? (
                  <Flex>
                    <Button
                      size="3"
                      onClick={() => onChoose(plan.key)}
                      disabled={pendingKey !== null}
                      aria-describedby={headingId}
                      aria-busy={pendingKey === plan.key || undefined}
                    >
                      {pendingKey === plan.key ? <Spinner size="1" /> : null}
                      {k(`choose.${plan.purchase}`)}
                    </Button>
                  </Flex>
                ) : null}
              </Flex>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
