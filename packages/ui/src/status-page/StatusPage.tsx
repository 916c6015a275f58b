import type { ReactNode } from 'react';
import { Heading, Text } from '@radix-ui/themes';
import { statusPageVariants, type StatusPageVariants } from './status.variants';

export interface StatusPageProps {
  title: string;
  body: string;
  tone?: StatusPageVariants['tone'];
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/** Full-page message with an h1: the shared layout of not-found, maintenance, error and placeholder pages. */
export function StatusPage({ title, body, tone = 'neutral', actions }: StatusPageProps): ReactNode {
  return (
    <div className={statusPageVariants({ tone })} data-tone={tone}>
      <Heading as="h1" size="7" className="cs-status-page__title">
        {title}
      </Heading>
      <Text as="p" size="3" className="cs-status-page__body">
        {body}
      </Text>
      {actions ? <div className="cs-status-page__actions">{actions}</div> : null}
    </div>
  );
}
