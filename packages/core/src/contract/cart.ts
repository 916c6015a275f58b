import { z } from 'zod';
import { priceSchema } from './common';
import { anySourceSchema, bookingTypeSchema, entityIdSchema, idSchema, uuidSchema, zonedDateTimeSchema } from './fields';

/** Spec §3 cartable types (wire names snake_case; pricing_option is a package). */
export const cartableTypes = [
  'membership_renewal',
  // Courtside: a new membership and a change of plan, shown like a renewal (spec §3 server-side item types).
  'membership',
  'membership_change',
  // Courtside: guest passes (spec §1 item kinds), shown on the default card.
  'guest_pass',
  'av2_booking_bundle',
  'av2_booking',
  'activity',
  'activity_ticket',
  'pricing_option',
] as const;
/** Spec §3 cartable type. */
export const cartableTypeSchema = z.enum(cartableTypes);
export type CartableType = z.infer<typeof cartableTypeSchema>;

/** Spec §3 cart item price: formatted, decimal ('12.50') and raw (minor units). */
export const cartItemPriceSchema = z.object({ formatted: z.string(), decimal: z.string(), raw: z.number().int() });

/** Spec §3 cartable resource fields (each present only for the kinds that have it). */
export const cartableResourceSchema = z.object({
  venue_name: z.string().nullish(),
  /** Courtside: the venue's slug, so a basket reached with no venue chosen keeps its venue's theme and footer. */
  venue_slug: z.string().nullish(),
  duration: z.union([z.number(), z.string()]).nullish(),
  starts_at: z.string().nullish(),
  ends_at: z.string().nullish(),
  date: z.string().nullish(),
  location: z.string().nullish(),
  name: z.string().nullish(),
  new_membership: z.string().nullish(),
  /** Courtside: the venue's time zone (times above are local to it). */
  timezone: z.string().nullish(),
  /** The sessions a booking item holds (venue-local times), for the basket's expandable list. */
  sessions: z
    .array(z.object({ id: entityIdSchema, starts_at: z.string(), ends_at: z.string(), location: z.string().nullable() }))
    .nullish(),
});

const cartItemBase = {
  id: idSchema,
  cartable_type: cartableTypeSchema,
  cartable_resource: cartableResourceSchema,
  price: cartItemPriceSchema,
  quantity: z.number().int().positive(),
  name: z.string(),
  benefit_applied: z.boolean(),
  package_applied: z.boolean(),
  membership_user_id: idSchema.nullable(),
  sort_by: z.number().int(),
  /** Courtside: who the item is for, the ticket it is priced at, and until when its place is held (ISO, UTC). */
  attendee_name: z.string().nullish(),
  ticket_name: z.string().nullish(),
  held_until: z.string().nullish(),
  /**
   * Ours: the same end of the hold as the venue's wall time, 'YYYY-MM-DD HH:MM:SS' (spec §3's local times), so the basket
   * shows it without working out the venue zone's offset in the browser.
   */
  held_until_local: z.string().nullish(),
  /** Ours: the discount code on the line and what it takes off the line (formatted). */
  discount: z.object({ code: z.string(), saving: z.string() }).nullish(),
  /** Ours: the ways to pay that could be applied to the line now ('package': a package held has a use to spare for it). */
  can_apply: z.array(z.string()).nullish(),
};

/** Spec §3 child item of a cart item (extras of a camp or course). */
export const cartChildItemSchema = z.object(cartItemBase);
/** Spec §3 Cart item, with its child items. */
export const cartItemSchema = z.object({ ...cartItemBase, child_items: z.array(cartChildItemSchema) });
export type CartItemWire = z.infer<typeof cartItemSchema>;

/** Spec §3 cart totals (minor units) with their formatted forms. */
export const cartTotalsSchema = z.object({
  total: z.number().int(),
  tax_total: z.number().int(),
  sub_total: z.number().int(),
  balance: z.number().int(),
  item_count: z.number().int().nonnegative(),
  formatted_total: z.string(),
  formatted_balance: z.string(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

/** Spec §3 credit kinds. */
export const creditTypeSchema = z.enum(['membership', 'general']);
/** Spec §3 one credit kind: type, total_available, max_applicable (minor units). */
export const cartCreditSchema = z.object({
  type: creditTypeSchema,
  total_available: z.number().int().nonnegative(),
  max_applicable: z.number().int().nonnegative(),
});

/**
 * Spec §3 Cart as the server sends it. The adding/removing/payment flags of spec §3 are client state
 * (stores/), not wire fields.
 */
export const cartSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  cart_id: z.string(),
  items: z.array(cartItemSchema),
  totals: cartTotalsSchema,
  credits: z.object({ membership: cartCreditSchema, general: cartCreditSchema }),
  attendee_waivers_required: z.number().int().nonnegative(),
  item_hash: z.string(),
  selected_user_id: idSchema.nullable(),
  complete_order_id: entityIdSchema.nullable(),
  /** Courtside: items whose hold ran out and whose places went to others, dropped by this read (say so once). */
  released_items: z.array(z.object({ name: z.string() })).nullish(),
});
export type CartWire = z.infer<typeof cartSchema>;

const lineBase = {
  id: idSchema,
  name: z.string(),
  quantity: z.number().int().positive(),
  max_quantity: z.number().int().positive().nullable(),
  price: priceSchema,
  line_total: priceSchema,
};

/** Spec §3 server-side cart item types (new cart API), discriminated on type, with their common fields. */
export const cartLineItemSchema = z.discriminatedUnion('type', [
  z.object({
    ...lineBase,
    type: z.literal('av2_booking'),
    booking_id: entityIdSchema,
    occurrence_id: z.string(),
    booking_type: bookingTypeSchema,
    starts_at: zonedDateTimeSchema,
    ends_at: zonedDateTimeSchema,
    venue: z.object({ name: z.string() }),
  }),
  z.object({ ...lineBase, type: z.literal('av2_booking_bundle') }),
  z.object({ ...lineBase, type: z.literal('journal_transaction') }),
  z.object({ ...lineBase, type: z.literal('membership') }),
  z.object({ ...lineBase, type: z.literal('membership_change') }),
  z.object({ ...lineBase, type: z.literal('membership_renewal') }),
  z.object({ ...lineBase, type: z.literal('penalty') }),
  z.object({ ...lineBase, type: z.literal('pricing_option') }),
  // Courtside: guest passes bought online (spec §1 item kinds; the spec's server-side types do not name them).
  z.object({ ...lineBase, type: z.literal('guest_pass') }),
]);
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/** The cart of the new cart API (/api/v1/users/{userId}/carts/{source}): its typed items and totals. */
export const userCartSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  source: anySourceSchema,
  items: z.array(cartLineItemSchema),
  totals: cartTotalsSchema,
  item_hash: z.string(),
});
export type UserCartWire = z.infer<typeof userCartSchema>;
