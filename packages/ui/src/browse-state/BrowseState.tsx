import { Button, Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';

export interface BrowseStateProps {
  tone: 'empty' | 'error';
  message: string;
  /** Shown as a button after the message (Try again, Clear filters…). */
  action?: { label: string; onClick: () => void } | null;
}

/** An in-page empty or error state (errors are announced as alerts, empties as status). */
export function BrowseState({ tone, message, action }: BrowseStateProps): ReactNode {
  return (
    <Callout.Root color={tone === 'error' ? 'red' : 'gray'} role={tone === 'error' ? 'alert' : 'status'} className="cs-browse-state" data-tone={tone}>
      <Callout.Icon>{tone === 'error' ? <ExclamationTriangleIcon /> : <InfoCircledIcon />}</Callout.Icon>
      <Callout.Text>{message}</Callout.Text>
      {action ? (
        <Button size="2" variant={tone === 'error' ? 'solid' : 'soft'} color="gray" highContrast={tone === 'error'} onClick={action.onClick} className="cs-browse-state__action">
          {action.label}
        </Button>
      ) : null}
    </Callout.Root>
  );
}
