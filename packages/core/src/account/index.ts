export { RENEWAL_NOTICE_DAYS, membershipState, renewalDue, packageExpiresAt, usagesLeft, packageState, guestPassState } from './holdings';
