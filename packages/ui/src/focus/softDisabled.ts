import type { SyntheticEvent } from 'react';

/** The props `softDisabled` gives a button. */
export interface SoftDisabledProps {
  'aria-disabled': true | undefined;
  'aria-describedby': string | undefined;
  onClickCapture: ((event: SyntheticEvent) => void) | undefined;
}

/**
 * A button that cannot be used yet but keeps its place in the tab order, so keyboard and screen-reader users reach it
 * and hear why (WCAG 4.1.2, 1.3.1): `aria-disabled` instead of `disabled`, described by the element with `reasonId`, and
 * a press that does nothing — not its own handler, not its form's submission. Styled by `[aria-disabled='true']`.
 */
export function softDisabled(blocked: boolean, reasonId?: string | null): SoftDisabledProps {
  return {
    'aria-disabled': blocked || undefined,
    'aria-describedby': blocked && reasonId ? reasonId : undefined,
    onClickCapture: blocked
      ? (event) => {
          event.preventDefault();
          event.stopPropagation();
        }
      : undefined,
  };
}
