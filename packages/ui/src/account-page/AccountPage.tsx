import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@radix-ui/themes';

export interface AccountPageProps {
  title: string;
  intro?: string;
  /** 'wide' for long forms (sign up), 'narrow' for one or two fields. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/** The page frame of the account pages (sign up, log in, forgotten and reset password): h1, intro, a card. */
export function AccountPage({ title, intro, width = 'narrow', children }: AccountPageProps): ReactNode {
  return (
    <div className="cs-account-page" data-width={width}>
      <Heading as="h1" size="8" className="cs-account-page__title">
        {title}
      </Heading>
      {intro ? (
        <Text as="p" size="3" className="cs-account-page__intro">
          {intro}
        </Text>
      ) : null}
      <Card size="3" className="cs-account-page__card">
        {children}
      </Card>
    </div>
  );
}
