/**
 * The domain events services publish (publish.ts) after their writes. Each names what changed, never what to do
 * about it: subscribers (the browse cache today; confirmation mails, waitlist offers and webhooks later) decide.
 * Payloads are stored as jsonb in the outbox, so they hold plain JSON values only.
 */
export type DomainEvent =
  /** Places or waitlists of these sessions changed (a hold, a release, a settle, a cancel, a waitlist join or leave). */
  | { type: 'bookingsChanged'; tenantId: number; occurrenceIds: number[] }
  /** An order was completed (online or at the till); its bookings are settled. */
  | { type: 'orderCompleted'; tenantId: number; orderId: number }
  /** A booked or held place of this session became free again (a cancel, a removal from the basket). */
  | { type: 'placeFreed'; tenantId: number; occurrenceId: number }
  /** A customer's booking was cancelled (spec §7 cancel booking); `wasSettled` when it had been paid for. */
  | { type: 'bookingCancelled'; tenantId: number; bookingId: number; wasSettled: boolean }
  /** A camp or course was cancelled whole; `wasSettled` when it had been paid for. */
  | { type: 'bundleCancelled'; tenantId: number; bundleId: number; wasSettled: boolean }
  /** A waitlist offer's time is up (published for later: delivered when it is due). */
  | { type: 'waitlistOfferDue'; tenantId: number; offerId: number }
  /** A customer signed up (integrations' v1.user.created). */
  | { type: 'userCreated'; tenantId: number; userId: number }
  /** A card provider's webhook event was received and verified (kept in provider_events), to be applied once. */
  | { type: 'providerEventReceived'; tenantId: number; provider: string; eventId: string }
  /** Money of a cancelled booking is to go back to the card it was paid with (a card_refunds row). */
  | { type: 'cardRefundDue'; tenantId: number; refundId: string };

export type EventType = DomainEvent['type'];
/** The event of one type. */
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** Every event type, so a stored row's `type` can be checked before it is handed to subscribers. */
export const eventTypes = ['bookingsChanged', 'orderCompleted', 'placeFreed', 'bookingCancelled', 'bundleCancelled', 'waitlistOfferDue', 'userCreated', 'providerEventReceived', 'cardRefundDue'] as const satisfies readonly EventType[];

export function isEventType(type: string): type is EventType {
  return (eventTypes as readonly string[]).includes(type);
}
