export { RENEWAL_NOTICE_DAYS, membershipState, renewalDue, packageExpiresAt, usagesLeft, packageState, guestPassState, packageBasketItem } from './holdings';
export {
  membershipPurchase, membershipRefusal, membershipTermEnd, membershipTerm, membershipLengthText, membershipBasketItem,
  type MembershipLength, type HeldMembership, type MembershipPurchase,
} from './memberships';
