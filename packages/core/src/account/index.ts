export {
  RENEWAL_NOTICE_DAYS, membershipState, renewalDue, packageExpiresAt, usagesLeft, packageState, guestPassState, packageBasketItem,
  GUEST_PASS_VALID_DAYS, GUEST_PASS_MAX_QUANTITY, guestPassBasketItem,
} from './holdings';
export {
  membershipPurchase, membershipRefusal, renewalOffered, membershipTermEnd, membershipTerm, membershipLengthText, membershipBasketItem,
  type MembershipLength, type HeldMembership, type MembershipPurchase,
} from './memberships';
export { PROFILE_PHOTO_MAX_BYTES, profilePhotoTypes, sniffImageType, profilePhotoProblem, type ProfilePhotoType } from './profilePhoto';
export { attendeeList, type Attendee } from './attendees';
