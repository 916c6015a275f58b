import { z } from 'zod';
import { dataEnvelope, priceSchema } from './common';
import { paginatedEnvelope, paginationQuerySchema } from './pagination';
import { anySourceSchema, entityIdSchema, textBetween } from './fields';

/** Spec §3 order status. */
export const orderStatusSchema = z.enum(['success', 'pending', 'cancelled', 'awaiting_payment']);
/** Spec §3 refund status. */
export const refundStatusSchema = z.enum(['partial', 'full', 'off-system', 'mixed']);

/** Spec §3 order line item. */
export const orderLineItemSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  summary: z.string().nullable(),
  /** Courtside: who the line was for and the ticket it was priced at (sessions). */
  attendee_name: z.string().nullish(),
  ticket_name: z.string().nullish(),
  /** Courtside: the booking this line bought has since been cancelled. */
  cancelled: z.boolean().nullish(),
  purchasable_type: z.string(),
  purchasable_id: entityIdSchema,
  price: priceSchema,
  created_at: z.string(),
});
export type OrderLineItem = z.infer<typeof orderLineItemSchema>;

/** Spec §3 Order: total and balance as prices (value in minor units); refund_status null when not refunded. */
export const orderSchema = z.object({
  id: entityIdSchema,
  cart_source: anySourceSchema,
  status: orderStatusSchema,
  source: anySourceSchema,
  total: priceSchema,
  balance: priceSchema,
  count: z.number().int().nonnegative(),
  /** Courtside: the reference the customer quotes (XXXX-XXXX), not the sequential id. */
  reference: z.string().nullish(),
  refund_status: refundStatusSchema.nullable(),
  line_items: z.array(orderLineItemSchema),
  /** Courtside: when it was placed (ISO 8601), for the my-account Payments list. */
  created_at: z.string().nullish(),
});
export type OrderWire = z.infer<typeof orderSchema>;

/** Params and response of the order behind /booking-confirmed/{completeOrderId} and /order-confirmed/{orderId}. */
export const orderParamsSchema = z.object({ orderId: textBetween(1, 255) });
/** Response of the order calls (spec §3 Order). */
export const orderResponseSchema = dataEnvelope(orderSchema);

/** Courtside's GET /api/v1/orders (docs/api.md; spec §2 my-account Payments): the customer's own orders, newest first. */
export const orderListQuerySchema = paginationQuerySchema;
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;
/** GET /api/v1/orders response: a page of orders with the §3 pagination and sorting meta. */
export const orderListResponseSchema = paginatedEnvelope(orderSchema);
