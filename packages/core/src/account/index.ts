export { RENEWAL_NOTICE_DAYS, membershipState, renewalDue, packageExpiresAt, usagesLeft, packageState, guestPassState, packageBasketItem } from './holdings';
