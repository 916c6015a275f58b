/**
 * English texts of the accounts feature (spec §2 login modal, /register, drawer notice, 'Booking for';
 * §8 login texts), merged into the `common` namespace under `account`.
 */
export const enAccount = {} as const;
