// The package's whole public surface: one re-export per folder barrel, grouped by domain. Each folder's
// `index.ts` lists its public names explicitly, so every name is listed once, beside the code it names.

// Foundations: texts, errors, key case, time, places.
export * from './errors';
export * from './i18n';
export * from './text';
export * from './time';
export * from './geo';
export * from './money';

// Wire contract, API client, queries and stores.
export * from './contract';
export * from './api';
export * from './queries';
export * from './stores';
export * from './routing';

// Operator settings: the tag manager and auto-translate.
export * from './operator';

// Modes: kiosk and embedded.
export * from './kiosk';
export * from './embed';

// Browse and booking rules.
export * from './browse';
export * from './booking';
export * from './camps';
export * from './courses';
export * from './stepper';
export * from './questions';

// What a customer holds: memberships, packages, guest passes.
export * from './account';

// Staff: the register, bulk booking changes, occurrence actions.
export * from './staff';

// Booking passes and check-in.
export * from './passes';

// Basket, checkout and payment.
export * from './cart';
export * from './payment';

// Demo data: the seeded operators' and venues' themes (the server's seed and Storybook read them).
export * from './demo';
