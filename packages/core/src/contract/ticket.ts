import { z } from 'zod';
import { uuidSchema } from './fields';
import { pricingOptionRefSchema } from './pricingOption';

/**
 * Spec §3 Ticket: id (uuid), name, attendees, pricing_option and extra_pricing_options — plus Courtside's age band
 * (min_age, max_age: whole years on the session's day, inclusive; null = no bound), which the server checks.
 */
export const ticketSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  attendees: z.number().int().positive(),
  min_age: z.number().int().nonnegative().nullish(),
  max_age: z.number().int().nonnegative().nullish(),
  pricing_option: pricingOptionRefSchema,
  extra_pricing_options: z.array(pricingOptionRefSchema),
});
export type TicketWire = z.infer<typeof ticketSchema>;
