import { Callout } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A password form's success (reset link sent, password reset): it replaces the form, so it takes the focus the submit
 * button had (WCAG 2.4.3) — focusable by script only (tabIndex -1) — and is read as it appears (a status).
 */
export function SuccessMessage({ children }: { children: ReactNode }): ReactNode {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <Callout.Root ref={message} color="green" role="status" tabIndex={-1} className="cs-password-form__success">
      <Callout.Icon>
        <CheckCircledIcon aria-hidden="true" />
      </Callout.Icon>
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}
