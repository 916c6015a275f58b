import type { UserDetailsBody } from '@courtside/core';
import type { UserDetailsValues } from './userDetails.repo';

/**
 * A user's record from the personal and contact sections sign-up and My details share (spec §3 Onboarding data, User):
 * an optional field left out is cleared, an opt-in left out is false.
 */
export function personalContactValues({ personal, contact }: UserDetailsBody['data_fields']): UserDetailsValues {
  const optIns = contact.marketing_opt_ins ?? {};
  return {
    title: personal.title || null,
    firstName: personal.first_name,
    lastName: personal.last_name,
    dateOfBirth: personal.date_of_birth ?? null,
    gender: personal.gender || null,
    ethnicity: personal.ethnicity || null,
    disability: personal.disability || null,
    email: contact.email,
    phone: contact.phone || null,
    address: {
      address1: contact.address_1,
      address2: contact.address_2 || null,
      area: contact.area || null,
      town: contact.town,
      country: contact.country || null,
      postcode: contact.postcode,
      uprn: null,
    },
    marketingEmail: optIns.email ?? false,
    marketingSms: optIns.sms ?? false,
    marketingPhone: optIns.phone ?? false,
    marketingPost: optIns.post ?? false,
  };
}
