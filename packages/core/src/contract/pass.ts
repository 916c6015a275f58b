import { z } from 'zod';
import { dataEnvelope, slugSchema } from './common';
import { idSchema, zonedDateTimeSchema } from './fields';

// Booking passes and check-in (ours; paths in docs/api.md). A confirmed booking's pass is a code (core's passes/passCode)
// and its QR code; staff at the desk or a kiosk check the pass in, which marks the booking attended (spec §4 register).

/** A booking's pass as its customer reads it: the code as printed, the QR code (SVG) of that code, and what it is for. */
export const bookingPassSchema = z.object({
  booking_id: idSchema,
  /** 'XXXX-XXXX-XXXX' (core's formatPassCode); the QR code encodes the same text. */
  code: z.string(),
  /** The QR code as an SVG document, drawn by the server. */
  qr_svg: z.string(),
  name: z.string(),
  starts_at: zonedDateTimeSchema,
  venue_name: z.string(),
  attendee_name: z.string(),
  /** When the pass was checked in (ISO instant), or null. */
  checked_in_at: z.string().nullable(),
});
export type BookingPassWire = z.infer<typeof bookingPassSchema>;

/** A record id in a path: digits within an id's bounds (anything else is not found). */
const pathId = z.coerce.number().int().min(1).max(2147483647);
export const bookingPassParamsSchema = z.object({ bookingId: pathId });
export const bookingPassResponseSchema = dataEnvelope(bookingPassSchema);
export const orderPassesParamsSchema = z.object({ orderId: pathId });
export const orderPassesResponseSchema = dataEnvelope(z.array(bookingPassSchema));

/** What the desk or the kiosk sends: the code as typed or scanned (read leniently by core's readPassCode). */
const typedCode = z.string().min(1).max(64);

/** Staff check-in: the code, and the venue the desk checks in for (left out: any venue of the tenant). */
export const staffCheckInBodySchema = z.object({ code: typedCode, venue_slug: slugSchema.optional() });
export type StaffCheckInBody = z.infer<typeof staffCheckInBodySchema>;
/** Kiosk self check-in: the code and the kiosk's own venue (its centre). */
export const kioskCheckInBodySchema = z.object({ code: typedCode, venue_slug: slugSchema });
export type KioskCheckInBody = z.infer<typeof kioskCheckInBodySchema>;

/** A check-in's answer: checked in now, or already (with when); whose pass, for which session. */
export const checkInSchema = z.object({
  outcome: z.enum(['checked_in', 'already_checked_in']),
  checked_in_at: z.string(),
  booking_id: idSchema,
  attendee_name: z.string(),
  session: z.object({ name: z.string(), starts_at: zonedDateTimeSchema, venue_name: z.string() }),
});
export type CheckInWire = z.infer<typeof checkInSchema>;
export const checkInResponseSchema = dataEnvelope(checkInSchema);
