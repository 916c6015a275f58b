import { z } from 'zod';
import { messages } from '../errors/messages';
import { entityIdSchema, idSchema, intBetween, queryNumber, requiredError, uuidSchema } from './fields';
import { cartableTypeSchema } from './cart';
import { occurrenceIdSchema } from './occurrence';
import { extraSelectionSchema, pricingOptionIdSchema } from './pricingOption';
import { customQuestionAnswerSchema } from './question';

/**
 * What a basket item buys (spec §1 item kinds): an occurrence (activity or class session), a ticket,
 * a camp, a course, a membership, a pricing option (package) or a guest pass.
 */
export const purchasableTypes = ['occurrence', 'activity_ticket', 'camp', 'course', 'membership', 'pricing_option', 'guest_pass'] as const;
/** Spec §3 basket item purchasable_type ("Required" when missing). */
export const purchasableTypeSchema = z.enum(purchasableTypes, requiredError);
export type PurchasableType = z.infer<typeof purchasableTypeSchema>;

/** Spec §5 add-to-cart messages for the rules zod cannot say with a bound. */
export const cartItemMessages = messages.cartItem;

/**
 * Spec §3 basket item payload (new cart API) with the spec §5 add-to-cart rules: quantity >= 1 and 1 when
 * purchased_for_user_id is set or for a camp or course; booking_full_camp required for camps;
 * camp_occurrence_ids required for camps not booked whole; extras and answers only for a camp or course.
 */
export const basketItemPayloadSchema = z
  .object({
    purchasable_id: entityIdSchema,
    purchasable_type: purchasableTypeSchema,
    quantity: intBetween(1),
    purchased_for_user_id: idSchema.nullish(),
    apply_benefit: z.boolean().optional(),
    activity_restriction_ids: z.array(idSchema).optional(),
    custom_question_answers: z.array(customQuestionAnswerSchema).optional(),
    extras: z.array(extraSelectionSchema).optional(),
    booking_full_camp: z.boolean().optional(),
    camp_occurrence_ids: z.array(occurrenceIdSchema).optional(),
    /** Spec §3 Ticket of a ticketed session (absent: the ticket the attendee qualifies for). */
    ticket_id: uuidSchema.optional(),
  })
  .superRefine((item, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const isCamp = item.purchasable_type === 'camp';
    const isCampOrCourse = isCamp || item.purchasable_type === 'course';
    if (item.purchased_for_user_id != null && item.quantity !== 1) issue('quantity', cartItemMessages.quantityForOtherUser);
    else if (isCampOrCourse && item.quantity !== 1) issue('quantity', cartItemMessages.quantityCampOrCourse);
    if (isCamp && item.booking_full_camp === undefined) issue('booking_full_camp', messages.required);
    if (isCamp && item.booking_full_camp === false) {
      if (item.camp_occurrence_ids === undefined) issue('camp_occurrence_ids', messages.required);
      else if (item.camp_occurrence_ids.length === 0) issue('camp_occurrence_ids', messages.selectAtLeastOneSession);
    }
    if (item.ticket_id !== undefined && item.purchasable_type !== 'occurrence') issue('ticket_id', messages.cart.ticketOnlyForSession);
    if (!isCampOrCourse && item.extras?.length) issue('extras', cartItemMessages.extrasOnlyCampOrCourse);
    if (!isCampOrCourse && item.custom_question_answers?.length) {
      issue('custom_question_answers', cartItemMessages.answersOnlyCampOrCourse);
    }
  });
export type BasketItemPayload = z.infer<typeof basketItemPayloadSchema>;
export type BasketItemPayloadInput = z.input<typeof basketItemPayloadSchema>;

/**
 * Spec §3 older add payload (checkout cart): id, type, purchased_for_user_id, pricing_option_id plus options. The
 * options may carry other keys, but a quantity among them follows the spec §5 add-to-cart rule like the new payload's:
 * a whole number >= 1 (a number or a numeric string), and exactly 1 when purchased_for_user_id is set.
 */
export const legacyAddItemSchema = z
  .object({
    id: entityIdSchema,
    type: cartableTypeSchema,
    purchased_for_user_id: idSchema.nullish(),
    pricing_option_id: pricingOptionIdSchema.nullish(),
    options: z.looseObject({ quantity: queryNumber(intBetween(1)).optional() }).optional(),
  })
  .superRefine((item, ctx) => {
    const quantity = item.options?.quantity ?? 1;
    if (item.purchased_for_user_id != null && quantity !== 1) {
      ctx.addIssue({ code: 'custom', path: ['options', 'quantity'], message: cartItemMessages.quantityForOtherUser });
    }
  });
export type LegacyAddItem = z.infer<typeof legacyAddItemSchema>;
