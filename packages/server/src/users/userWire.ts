import type { LinkedUserWire, UserWire } from '@courtside/core';
import type { LinkView, UserProfile } from './users.repo';

/** Spec §3 Linked user on the wire. */
export function toLinkedUserWire(link: LinkView): LinkedUserWire {
  return { id: link.id, referenced_user: { id: link.linkedUserId, name: link.name, date_of_birth: link.dateOfBirth }, relationship: link.relationship };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Spec §3 User on the wire: every field, the linked users, the selected user (whom calls act
 * for, when not the user themself) and the token only where the user was just signed in.
 */
export function toUserWire(
  { user, homeVenueSlug, membership }: UserProfile,
  links: LinkView[],
  extra: { selected?: { id: number; name: string } | null; token?: string } = {},
): UserWire {
  const address = user.address?.address1 && user.address.town && user.address.postcode ? user.address : null;
  return {
    id: user.id,
    reference: user.reference,
    title: user.title,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email ?? '',
    gender: user.gender,
    ethnicity: user.ethnicity,
    disability: user.disability,
    profile_picture_url: user.profilePictureUrl,
    phone: user.phone,
    address: address && {
      address1: address.address1 ?? '',
      address2: address.address2,
      area: address.area,
      town: address.town ?? '',
      country: address.country,
      postcode: address.postcode ?? '',
      uprn: address.uprn,
    },
    marketing_opt_ins: { email: user.marketingEmail, sms: user.marketingSms, phone: user.marketingPhone, post: user.marketingPost },
    email_verified_at: iso(user.emailVerifiedAt),
    date_of_birth: user.dateOfBirth,
    created_at: user.createdAt.toISOString(),
    token: extra.token ?? null,
    home_venue_slug: homeVenueSlug,
    membership_user: membership && { id: membership.id, home_venue_id: membership.homeVenueId },
    credit_balance: user.creditBalance,
    has_instruction: user.hasInstruction,
    has_billing_date: user.hasBillingDate,
    barcode: user.barcode,
    profile_photo: user.profilePictureUrl,
    has_outstanding_penalties: user.hasOutstandingPenalties,
    document_expiry: user.documentExpiry,
    membership_document_upload_required: user.membershipDocumentUploadRequired,
    selected_user: extra.selected ?? null,
    linked_users: links.map(toLinkedUserWire),
    staff_role: user.role === 'staff' ? (user.staffRole ?? 'front-of-house') : null,
  };
}
