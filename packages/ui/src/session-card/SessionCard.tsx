import type { OccurrenceButton, SessionTag } from '@courtside/core';
import { Badge, Button, Card, Text } from '@radix-ui/themes';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EstimateMark } from './EstimateMark';
import { SessionTagBadge } from './SessionTagBadge';

export interface SessionCardProps {
  /** Venue-local times, already formatted (spec §9 'HH:mm'). */
  startTime: string;
  endTime: string;
  name: string;
  /** Spec §3 friendly location name, falling back to location_name. */
  locationName: string;
  instructors: string[];
  /** The session's own tags (Beginner friendly, …), not the spec §4 session tag. */
  labels: string[];
  /** Spec §4 session tag from core (null: none). */
  tag: SessionTag | null;
  cancelled?: boolean;
  /** Formatted price; `isEstimate` when the customer is unknown (spec §6). Null: priced elsewhere (tickets). */
  price: { formatted: string; isEstimate: boolean } | null;
  /** Spec §4 button from core's occurrenceButton. */
  button: OccurrenceButton;
  /** Restrictions the customer has not met yet (names). */
  restrictions?: string[];
  /** The action is in flight: the button waits and is disabled. */
  pending?: boolean;
  onAction?: (kind: Exclude<OccurrenceButton['kind'], 'disabled'>) => void;
  /** Names the action button's place across re-renders (focus/focusKeeper), so Book → Cancel reservation keeps focus. */
  focusKey?: string;
}

const variantOf = { book: 'solid', joinWaitlist: 'soft', cancelBooking: 'outline', cancelReservation: 'outline', leaveWaitlist: 'outline', disabled: 'soft' } as const;

/**
 * One session of a day: time, name, where, who, tags, price and the action the customer can take. Memoised: a busy
 * day's list draws its sessions in batches, and each batch would otherwise draw again every session already drawn.
 */
export const SessionCard = memo(function SessionCard(props: SessionCardProps): ReactNode {
  const { t } = useTranslation('activities');
  const { button, tag, cancelled = false, price, pending = false } = props;
  const time = `${props.startTime}–${props.endTime}`;
  const actionText = t(`actions.${button.kind}`);
  return (
    <Card asChild size="2">
      <li className="cs-session-card" data-cancelled={cancelled || undefined} data-tag={tag?.kind}>
        <div className="cs-session-card__when">
          <Text as="p" size="4" weight="bold" className="cs-session-card__time">
            <time>{time}</time>
          </Text>
        </div>
        <div className="cs-session-card__what">
          <Text as="p" size="3" weight="bold" className="cs-session-card__name">
            {props.name}
          </Text>
          <Text as="p" size="2" className="cs-session-card__meta">
            {props.locationName}
            {props.instructors.length ? ` · ${t('sessions.with', { names: props.instructors.join(', ') })}` : ''}
          </Text>
          <div className="cs-session-card__tags">
            {cancelled ? (
              <Badge size="2" color="gray" variant="solid" data-tag="cancelled">
                {t('sessions.cancelled')}
              </Badge>
            ) : null}
            {tag ? <SessionTagBadge tag={tag} /> : null}
            {props.labels.map((label) => (
              <Badge key={label} size="1" variant="outline" color="gray">
                {label}
              </Badge>
            ))}
          </div>
          {props.restrictions?.length ? (
            <Text as="p" size="2" className="cs-session-card__notice">
              {t('sessions.needs', { names: props.restrictions.join(', ') })}
            </Text>
          ) : null}
          {button.kind === 'disabled' && button.reason ? (
            <Text as="p" size="2" className="cs-session-card__notice">
              {button.reason}
            </Text>
          ) : null}
        </div>
        <div className="cs-session-card__act">
          {price ? (
            <Text as="p" size="3" weight="bold" className="cs-session-card__price">
              {price.formatted}
              {price.isEstimate ? <EstimateMark /> : null}
            </Text>
          ) : null}
          {/* While pending the button waits but stays enabled (aria-disabled), so keyboard focus stays on it and lands on
              the card's next action (Cancel reservation) instead of falling to the page. */}
          <Button
            size="3"
            variant={variantOf[button.kind]}
            disabled={button.kind === 'disabled'}
            loading={pending}
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            data-focus-key={props.focusKey}
            aria-label={t('actions.label', { action: actionText, name: props.name, time: props.startTime })}
            onClick={() => (button.kind === 'disabled' || pending ? undefined : props.onAction?.(button.kind))}
          >
            {actionText}
          </Button>
        </div>
      </li>
    </Card>
  );
});
