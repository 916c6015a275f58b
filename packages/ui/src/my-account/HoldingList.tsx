import { Badge, Button, Callout, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { AppLink } from '../link/LinkProvider';

/** A state badge's colour: in force, ending or not yet, over. */
export type HoldingTone = 'green' | 'amber' | 'gray';

/** One thing a customer holds (a membership, a package, a guest pass), its texts formatted by the app. */
export interface HoldingView {
  id: string | number;
  title: string;
  description?: string | null;
  status: { label: string; tone: HoldingTone };
  details: Array<{ key: string; label: string; value: string }>;
  /** What the customer should know or do now (a membership due for renewal). */
  notice?: string | null;
  /** A link to act on it (buy a package again), or a button (renew a membership into the basket). */
  action?: HoldingAction | null;
}

/** A holding's action: a link to follow, or a button whose call is `pending` while it runs. */
export type HoldingAction = { label: string; href: string } | { label: string; onAction: () => void; pending?: boolean };

export interface HoldingListProps {
  /** The list's accessible name ('Your memberships'). */
  label: string;
  /** Shown instead of the list when there is nothing. */
  empty: string;
  items: HoldingView[];
  /** Why the last action failed (the server's refusal), announced above the list. */
  error?: string | null;
}

/** Spec §2 my-account Memberships, Packages and Guest passes: each holding's name, state, details and any notice. */
export function HoldingList({ label, empty, items, error = null }: HoldingListProps): ReactNode {
  if (items.length === 0) {
    return (
      <Text as="p" color="gray">
        {empty}
      </Text>
    );
  }
  return (
    <>
      {error ? (
        <Callout.Root color="red" size="1" role="alert" className="cs-holding__error">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <ul className="cs-account-bookings__list" aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <Card className="cs-holding">
              <Flex justify="between" wrap="wrap" gap="2" align="start">
                <Heading as="h2" size="4" className="cs-account-booking__name">
                  {item.title}
                </Heading>
                <Badge size="2" color={item.status.tone}>
                  {item.status.label}
                </Badge>
              </Flex>
              {item.description ? (
                <Text as="p" size="2" color="gray" className="cs-holding__description">
                  {item.description}
                </Text>
              ) : null}
              <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
                {item.details.map((detail) => (
                  <DataList.Item key={detail.key}>
                    <DataList.Label minWidth="9rem">{detail.label}</DataList.Label>
                    <DataList.Value>{detail.value}</DataList.Value>
                  </DataList.Item>
                ))}
              </DataList.Root>
              {item.notice ? (
                <Callout.Root color="amber" highContrast size="1" role="status" className="cs-holding__notice">
                  <Callout.Icon>
                    <InfoCircledIcon aria-hidden="true" />
                  </Callout.Icon>
                  <Callout.Text>{item.notice}</Callout.Text>
                </Callout.Root>
              ) : null}
              {item.action ? <HoldingActionView action={item.action} /> : null}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

function HoldingActionView({ action }: { action: HoldingAction }): ReactNode {
  if ('href' in action) {
    return (
      <div>
        <AppLink href={action.href} className="cs-account-link">
          {action.label}
        </AppLink>
      </div>
    );
  }
  return (
    <div>
      <Button size="2" loading={action.pending} disabled={action.pending} aria-busy={action.pending || undefined} onClick={action.onAction}>
        {action.label}
      </Button>
    </div>
  );
}
