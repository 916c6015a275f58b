import { Card, DataList, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface PackageSummaryProps {
  /** The name the customer knows it by (its friendly name, else its name). */
  name: string;
  description: string | null;
  /** Each detail formatted by the app: price, uses, what it covers, how long it lasts, where. */
  details: Array<{ key: string; label: string; value: string }>;
}

/** Spec §3 Package as its booking page shows it: name, description, and its price, contents, expiry and venue. */
export function PackageSummary({ name, description, details }: PackageSummaryProps): ReactNode {
  return (
    <Card className="cs-holding">
      <Heading as="h2" size="5">
        {name}
      </Heading>
      {description ? (
        <Text as="p" size="3" color="gray" className="cs-holding__description">
          {description}
        </Text>
      ) : null}
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        {details.map((detail) => (
          <DataList.Item key={detail.key}>
            <DataList.Label minWidth="9rem">{detail.label}</DataList.Label>
            <DataList.Value>{detail.value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}
