// The Drizzle schema, one file per area. Add an area's file here; drizzle-kit reads this index.
export * from './tenancy';
export * from './accounts';
export * from './activities';
// Spec §3 Camp, Course, their questions and extras, booking bundles.
export * from './programmes';
// Memberships, packages and guest passes a customer holds.
export * from './accountProducts';
// Spec §3 Cart, Order, Payment.
export * from './checkout';
// Domain events' outbox (src/events).
export * from './events';
// Webhook integrations and their delivery log.
export * from './integrations';
// Venue and location closures (spec §3 clash kind closure).
export * from './closures';
// OpenActive open-data feed items (src/openactive).
export * from './openactive';
// Booking passes and their check-ins at the desk or a kiosk.
export * from './passes';
// Card providers per tenant, their webhook events and refunds to a card.
export * from './payments';
