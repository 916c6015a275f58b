import { z } from 'zod';
import { uuidSchema } from './fields';
import { pricingOptionRefSchema } from './pricingOption';

/** Spec §3 Ticket: id (uuid), name, attendees, pricing_option and extra_pricing_options. */
export const ticketSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  attendees: z.number().int().positive(),
  pricing_option: pricingOptionRefSchema,
  extra_pricing_options: z.array(pricingOptionRefSchema),
});
export type TicketWire = z.infer<typeof ticketSchema>;
