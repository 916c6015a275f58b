import type { RegisterTextField, RegisterTickField } from '@courtside/core';

/** A text input of the sign-up form: its dotted path (as the server's 422 names it) and how to ask for it. */
export interface TextFieldSpec {
  field: RegisterTextField;
  /** Key under common:account.register.fields. */
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  hint?: string;
  /** Takes a whole row in the two-column grid. */
  wide?: boolean;
}

const personal = 'data_fields.personal';
const contact = 'data_fields.contact';
const emergency = 'data_fields.emergency_contact';

/** Spec §3 onboarding data fields, section by section: personal, contact, additional, emergency contact. */
export const registerSections: Array<{ key: string; hint?: string; fields: TextFieldSpec[] }> = [
  {
    key: 'personal',
    fields: [
      { field: `${personal}.title`, label: 'title', autoComplete: 'honorific-prefix' },
      { field: `${personal}.gender`, label: 'gender', autoComplete: 'sex' },
      { field: `${personal}.first_name`, label: 'firstName', required: true, autoComplete: 'given-name' },
      { field: `${personal}.last_name`, label: 'lastName', required: true, autoComplete: 'family-name' },
      { field: `${personal}.date_of_birth`, label: 'dateOfBirth', type: 'date', autoComplete: 'bday' },
    ],
  },
  {
    key: 'contact',
    fields: [
      { field: `${contact}.email`, label: 'email', type: 'email', required: true, autoComplete: 'email' },
      { field: `${contact}.phone`, label: 'phone', type: 'tel', autoComplete: 'tel' },
      { field: `${contact}.address_1`, label: 'address1', required: true, autoComplete: 'address-line1', wide: true },
      { field: `${contact}.address_2`, label: 'address2', autoComplete: 'address-line2', wide: true },
      { field: `${contact}.town`, label: 'town', required: true, autoComplete: 'address-level2' },
      { field: `${contact}.area`, label: 'area', autoComplete: 'address-level1' },
      { field: `${contact}.postcode`, label: 'postcode', required: true, autoComplete: 'postal-code' },
      { field: `${contact}.country`, label: 'country', autoComplete: 'country-name' },
    ],
  },
  {
    key: 'additional',
    fields: [{ field: 'data_fields.additional.how_did_you_hear', label: 'howDidYouHear', wide: true }],
  },
  {
    key: 'emergency',
    hint: 'emergencyHint',
    fields: [
      { field: `${emergency}.name`, label: 'emergencyName', autoComplete: 'off' },
      { field: `${emergency}.phone`, label: 'emergencyPhone', type: 'tel', autoComplete: 'off' },
      { field: `${emergency}.relationship`, label: 'emergencyRelationship', autoComplete: 'off' },
    ],
  },
];

/** Spec §3 the four marketing opt-ins. */
export const marketingTicks: Array<{ field: RegisterTickField; label: string }> = [
  { field: `${contact}.marketing_opt_ins.email`, label: 'marketingEmail' },
  { field: `${contact}.marketing_opt_ins.sms`, label: 'marketingSms' },
  { field: `${contact}.marketing_opt_ins.phone`, label: 'marketingPhone' },
  { field: `${contact}.marketing_opt_ins.post`, label: 'marketingPost' },
];

/** The value at a dotted path of the form's values. */
export function valueAt(values: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), values);
}

/**
 * Spec §2 My details: sign-up's personal section (with ethnicity and disability, which the record keeps) and its
 * contact section, the same dotted paths, so the server's 422 keys land on the same fields.
 */
export const detailsSections: Array<{ key: string; hint?: string; fields: TextFieldSpec[] }> = registerSections
  .filter((section) => section.key === 'personal' || section.key === 'contact')
  .map((section) =>
    section.key === 'personal'
      ? {
          ...section,
          fields: [
            ...section.fields,
            { field: `${personal}.ethnicity`, label: 'ethnicity', autoComplete: 'off' },
            { field: `${personal}.disability`, label: 'disability', autoComplete: 'off' },
          ],
        }
      : { ...section, fields: section.fields.map((spec) => (spec.label === 'email' ? { ...spec, hint: 'emailHint' } : spec)) },
  );
