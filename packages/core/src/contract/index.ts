export { priceSchema, dataEnvelope, errorBodySchema, slugSchema } from './common';
export type { Price, ErrorBody } from './common';
export { fontChoices, themeWireSchema, themeResponseSchema, themeQuerySchema } from './theme';
export type { ThemeWire, Theme } from './theme';
export { clientSchema, clientConfigSchema, clientResponseSchema } from './client';
export type { ClientWire } from './client';
export {
  openingTimeSchema,
  coordinatesSchema,
  venueSchema,
  venuesResponseSchema,
  venueResponseSchema,
  venueParamsSchema,
  footerQuerySchema,
  footerResponseSchema,
  healthResponseSchema,
} from './venue';
export type { VenueWire } from './venue';
export { maintenanceBodySchema, maintenanceResponseSchema, adminTokenHeader } from './admin';
export type { MaintenanceBody } from './admin';
