import type { BookingHint } from '@courtside/core';
import { ChevronUpIcon } from '@radix-ui/react-icons';
import { Button, Text } from '@radix-ui/themes';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Which button started the pending request (its spinner shows there). */
export type BookingAction = 'add' | 'checkout';

export interface BookingActionsProps {
  /** The total, formatted; null shows '—'. */
  total: string | null;
  /** Core's `bookingButtonState(…).enabled`. */
  enabled: boolean;
  /** Core's `bookingButtonState(…).hints`: why the buttons are disabled (spec §4). */
  hints: readonly BookingHint[];
  /** The request under way, if any: both buttons wait, the clicked one shows a spinner. */
  pendingAction: BookingAction | null;
  onAddToBasket: () => void;
  onCheckoutNow: () => void;
}

/** The spec §4 text of a hint: ours for the fixed ones, the carried message for the others. */
function useHintText(): (hint: BookingHint) => string {
  const { t } = useTranslation('courses');
  return (hint) => ('message' in hint ? hint.message : t(`booking.actions.hints.${hint.code}`));
}

/**
 * Spec §2/§4 booking buttons: the total, 'Add to basket' and 'Checkout now'. When they cannot be used they stay
 * focusable (aria-disabled) and are described by the list of hints saying why. Inline from 576px; below it, a bar
 * pinned to the bottom of one line (the total, 'Checkout now' and 'More'), which 'More' opens to show 'Add to basket' and
 * the hints, so it never hides much of a phone's screen.
 */
export function BookingActions({ total, enabled, hints, pendingAction, onAddToBasket, onCheckoutNow }: BookingActionsProps): ReactNode {
  const { t } = useTranslation('courses');
  const hintText = useHintText();
  const hintsId = useId();
  const moreId = useId();
  // View state only: whether a phone's bar shows its second line (wider screens always show everything).
  const [more, setMore] = useState(false);
  const blocked = !enabled || pendingAction !== null;
  const button = (action: BookingAction, label: string, onClick: () => void, variant: 'solid' | 'outline') => (
    <Button
      type="button"
      size="3"
      variant={variant}
      className="cs-booking-actions__button"
      data-action={action}
      loading={pendingAction === action}
      // Kept enabled for Radix (loading would disable it and drop focus); aria-disabled and the guard block it.
      disabled={false}
      aria-disabled={blocked || undefined}
      aria-describedby={hints.length > 0 ? hintsId : undefined}
      onClick={() => (blocked ? undefined : onClick())}
    >
      {label}
    </Button>
  );
  return (
    <div
      className="cs-booking-actions"
      role="group"
      aria-label={t('booking.actions.label')}
      data-enabled={enabled || undefined}
      data-pending={pendingAction ?? undefined}
      data-more={more || undefined}
    >
      <div className="cs-booking-actions__inner">
        <Text as="p" size="3" className="cs-booking-actions__total">
          <span>{t('booking.actions.total')}</span> <strong>{total ?? t('booking.review.noTotal')}</strong>
        </Text>
        {hints.length > 0 ? (
          <ul id={hintsId} className="cs-booking-actions__hints" role="list">
            {hints.map((hint) => (
              <li key={hint.code} data-hint={hint.code}>
                {hintText(hint)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="cs-booking-actions__buttons" id={moreId}>
          {button('add', t('booking.actions.addToBasket'), onAddToBasket, 'outline')}
          {button('checkout', t('booking.actions.checkoutNow'), onCheckoutNow, 'solid')}
        </div>
        <Button
          type="button"
          size="3"
          variant="ghost"
          className="cs-booking-actions__more"
          aria-expanded={more}
          aria-controls={moreId}
          onClick={() => setMore(!more)}
        >
          {t(more ? 'booking.actions.less' : 'booking.actions.more')}
          <ChevronUpIcon aria-hidden="true" className="cs-booking-actions__more-icon" />
        </Button>
      </div>
    </div>
  );
}
