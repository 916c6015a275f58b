import { z } from 'zod';
import { lengthMessages, messages } from '../errors/messages';
import { staffRoles } from '../staff/staffPermissions';
import { dataEnvelope } from './common';
import {
  anySourceSchema,
  dateSchema,
  idSchema,
  intBetween,
  messageResponseSchema,
  queryNumber,
  requiredError,
  textBetween,
} from './fields';

/** Spec §3 linked-user relationships. */
export const linkedUserRelationships = ['parent', 'partner', 'sibling', 'employee', 'carer'] as const;
/** Spec §3 linked-user relationship. */
export const linkedUserRelationshipSchema = z.enum(linkedUserRelationships);
export type LinkedUserRelationship = z.infer<typeof linkedUserRelationshipSchema>;

/**
 * Spec §3 Linked user: id, referenced_user { id, name }, relationship. The referenced user's date of birth where the
 * venue holds it is ours (docs/api.md), for the Attendees page; absent or null: not held.
 */
export const linkedUserSchema = z.object({
  id: idSchema,
  referenced_user: z.object({ id: idSchema, name: z.string(), date_of_birth: dateSchema.nullish() }),
  relationship: linkedUserRelationshipSchema,
});
export type LinkedUserWire = z.infer<typeof linkedUserSchema>;

/** Spec §3 User address. */
export const userAddressSchema = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  area: z.string().nullable(),
  town: z.string(),
  country: z.string().nullable(),
  postcode: z.string(),
  uprn: z.string().nullable(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

/** Spec §3 the four marketing opt-ins. */
export const marketingOptInsSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  phone: z.boolean(),
  post: z.boolean(),
});

/** Spec §3 membership user (with home venue id). */
export const membershipUserSchema = z.object({ id: idSchema, home_venue_id: idSchema.nullable() });

/** Spec §3 User. credit_balance is in minor units; token is set only where the user was just signed in. */
export const userSchema = z.object({
  id: idSchema,
  reference: z.string(),
  title: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  gender: z.string().nullable(),
  ethnicity: z.string().nullable(),
  disability: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  phone: z.string().nullable(),
  address: userAddressSchema.nullable(),
  marketing_opt_ins: marketingOptInsSchema,
  email_verified_at: z.string().nullable(),
  date_of_birth: dateSchema.nullable(),
  created_at: z.string(),
  token: z.string().nullish(),
  home_venue_slug: z.string().nullable(),
  membership_user: membershipUserSchema.nullable(),
  credit_balance: z.number().int(),
  has_instruction: z.boolean(),
  has_billing_date: z.boolean(),
  barcode: z.string().nullable(),
  profile_photo: z.string().nullable(),
  has_outstanding_penalties: z.boolean(),
  document_expiry: z.string().nullable(),
  membership_document_upload_required: z.boolean(),
  selected_user: z.object({ id: idSchema, name: z.string() }).nullable(),
  linked_users: z.array(linkedUserSchema),
  /** Ours: a staff member's role (front of house or manager); null for a customer. */
  staff_role: z.enum(staffRoles).nullish(),
});
export type UserWire = z.infer<typeof userSchema>;

// Spec §7 Account calls, under /api/auth and /api/v1/users (ARCHITECTURE "Interfaces to keep stable").

/** POST /api/auth/customer/login body: username, password (spec §7). */
export const loginBodySchema = z.object({
  username: textBetween(1, 255),
  password: textBetween(1, 255),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Spec §7 leaves the login response open; ours is the session token and the signed-in user. */
export const authSessionSchema = z.object({ token: z.string().min(1), user: userSchema });
/** POST /api/auth/customer/login and /register response. */
export const loginResponseSchema = dataEnvelope(authSessionSchema);

/** POST /api/auth/logout response. */
export const logoutResponseSchema = messageResponseSchema;
/** GET /api/auth/user response. */
export const authUserResponseSchema = dataEnvelope(userSchema);

/** GET /api/v1/users/{id}/linked params and response (spec §7). */
export const userParamsSchema = z.object({ id: queryNumber(intBetween(1)) });
/** GET /api/v1/users/{id}/linked response (spec §7). */
export const linkedUsersResponseSchema = dataEnvelope(z.array(linkedUserSchema));

/** Spec §5: link a user, linked_user_id >= 1 (POST /api/v1/users/{id}/linked). */
export const linkUserBodySchema = z.object({
  linked_user_id: intBetween(1),
  relationship: linkedUserRelationshipSchema.optional(),
});
export type LinkUserBody = z.infer<typeof linkUserBodySchema>;
/** POST /api/v1/users/{id}/linked response: the link made (spec §5). */
export const linkUserResponseSchema = dataEnvelope(linkedUserSchema);

const optionalText = textBetween(0, 255).nullish();

/** Spec §3 onboarding data_fields: personal, contact, additional, emergency contact. */
export const onboardingDataFieldsSchema = z.object({
  personal: z.object({
    title: optionalText,
    first_name: textBetween(1, 255),
    last_name: textBetween(1, 255),
    date_of_birth: dateSchema.nullish(),
    gender: optionalText,
    ethnicity: optionalText,
    disability: optionalText,
  }),
  contact: z.object({
    email: z.email({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a valid email address') }),
    phone: optionalText,
    // snake_case as the client sends it: its key conversion turns address1 into address_1 (spec §7).
    address_1: textBetween(1, 255),
    address_2: optionalText,
    area: optionalText,
    town: textBetween(1, 255),
    country: optionalText,
    postcode: textBetween(1, 255),
    marketing_opt_ins: marketingOptInsSchema.partial().optional(),
  }),
  additional: z.record(z.string(), z.unknown()).default({}),
  emergency_contact: z
    .object({ name: textBetween(1, 255), phone: textBetween(1, 255), relationship: optionalText })
    .nullish(),
});
export type OnboardingDataFields = z.infer<typeof onboardingDataFieldsSchema>;

/** A new password: 8 to 255 characters, with one spec §5 form message at a time ('Required' when empty). */
export const newPasswordSchema = z.string(requiredError).superRefine((value, ctx) => {
  const message = !value ? messages.required : value.length < 8 ? lengthMessages.atLeast(8) : value.length > 255 ? lengthMessages.atMost(255) : null;
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** Spec §5: terms must be accepted (the spec does not word the error; this is ours). */
export const termsNotAcceptedMessage = 'You must accept the terms and conditions';
const acceptedTermsSchema = z.boolean(requiredError).refine((accepted) => accepted, termsNotAcceptedMessage);

/** POST /api/auth/customer/register body: customer data, password, terms, client_id, source (spec §3/§7). */
export const registerBodySchema = z.object({
  data_fields: onboardingDataFieldsSchema,
  password: newPasswordSchema,
  terms: acceptedTermsSchema,
  client_id: idSchema,
  source: anySourceSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
/** POST /api/auth/customer/register query: onboarding_type. */
export const registerQuerySchema = z.object({ onboarding_type: textBetween(1, 255).optional() });

/**
 * PUT /api/auth/user body (ours; spec §2 My details): the customer's whole editable record, named as the onboarding
 * data fields' personal and contact sections name it, so the sign-up form and My details share their fields and 422
 * keys. It replaces the record: an optional field left out is cleared, an opt-in left out is false. A new email is
 * kept unverified until its link is opened.
 */
export const userDetailsBodySchema = z.object({
  data_fields: z.object({ personal: onboardingDataFieldsSchema.shape.personal, contact: onboardingDataFieldsSchema.shape.contact }),
});
export type UserDetailsBody = z.infer<typeof userDetailsBodySchema>;
/** PUT /api/auth/user response: the record as saved. */
export const userDetailsResponseSchema = authUserResponseSchema;

/** POST /api/auth/customer/verify-email body (ours): the token of the link mailed to a new email address. */
export const verifyEmailBodySchema = z.object({ token: textBetween(1, 255) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
/** POST /api/auth/customer/verify-email response. */
export const verifyEmailResponseSchema = messageResponseSchema;

/** POST /api/auth/customer/forgotten-password body: an email or customer reference (spec §5/§7). */
export const forgottenPasswordBodySchema = z.object({ email_or_reference: textBetween(1, 255) });
export type ForgottenPasswordBody = z.infer<typeof forgottenPasswordBodySchema>;
/** POST /api/auth/customer/forgotten-password response (spec §7). */
export const forgottenPasswordResponseSchema = messageResponseSchema;

/** POST /api/auth/customer/reset-password body (ours; spec §5 "password reset"): the emailed token and a new password. */
export const resetPasswordBodySchema = z.object({ token: textBetween(1, 255), password: newPasswordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
/** POST /api/auth/customer/reset-password response. */
export const resetPasswordResponseSchema = messageResponseSchema;

// The /register form (spec §2): what the customer types, checked by the same rules as the wire body.

/** The /register form's values: every text as typed ('' when empty), the opt-ins and terms as ticks. */
export const registerFormDefaults = {
  data_fields: {
    personal: { title: '', first_name: '', last_name: '', date_of_birth: '', gender: '', ethnicity: '', disability: '' },
    contact: {
      ...{ email: '', phone: '', address_1: '', address_2: '', area: '', town: '', country: '', postcode: '' },
      marketing_opt_ins: { email: false, sms: false, phone: false, post: false },
    },
    additional: { how_did_you_hear: '' },
    emergency_contact: { name: '', phone: '', relationship: '' },
  },
  password: '',
  terms: false,
};
type Widen<T> = T extends string ? string : T extends boolean ? boolean : { [K in keyof T]: Widen<T[K]> };
export type RegisterFormValues = Widen<typeof registerFormDefaults>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends object ? Leaves<T[K], `${P}${K}.`> : T[K] extends boolean ? never : `${P}${K}`;
}[keyof T & string];
type Ticks<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends object ? Ticks<T[K], `${P}${K}.`> : T[K] extends boolean ? `${P}${K}` : never;
}[keyof T & string];
/** Dotted paths of the form's text fields (the server's 422 errors use the same keys). */
export type RegisterTextField = Leaves<RegisterFormValues>;
/** Dotted paths of the form's tick boxes. */
export type RegisterTickField = Ticks<RegisterFormValues>;
export type RegisterField = RegisterTextField | RegisterTickField;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops empty and blank texts, and objects left empty, so optional fields the customer skipped are absent. */
function withoutBlanks(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (!isRecord(value)) return value;
  const entries = Object.entries(value)
    .map(([key, inner]) => [key, withoutBlanks(inner)] as const)
    .filter(([, inner]) => inner !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The form's values as the register body's fields (without client_id and source, which the app adds). */
export function toRegisterFields(values: RegisterFormValues) {
  const fields: Partial<RegisterFormValues['data_fields']> = isRecord(values.data_fields) ? values.data_fields : {};
  const section = (value: unknown) => (withoutBlanks(value) ?? {}) as Record<string, unknown>;
  return {
    data_fields: {
      personal: section(fields.personal),
      // Ticks are kept as given: false is an answer, not a blank.
      contact: { ...section(fields.contact), marketing_opt_ins: { ...fields.contact?.marketing_opt_ins } },
      additional: section(fields.additional),
      emergency_contact: withoutBlanks(fields.emergency_contact),
    },
    password: values.password,
    terms: values.terms,
  };
}

/** Spec §5 form messages on the /register form, keyed by the same dotted paths as the server's 422. */
export const registerFormSchema = z.preprocess(
  (values: RegisterFormValues) => toRegisterFields(values),
  registerBodySchema.omit({ client_id: true, source: true }),
);

// The My details form (spec §2 /user-details): the same fields and rules as sign-up's personal and contact sections.

/** The My details form's values: sign-up's personal and contact sections, every text as typed ('' when empty). */
export type UserDetailsFormValues = { data_fields: Pick<RegisterFormValues['data_fields'], 'personal' | 'contact'> };

/** The signed-in user as the client reads it (camelCase), as far as the My details form needs it. */
export interface UserDetailsSource {
  title: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: string | null;
  ethnicity: string | null;
  disability: string | null;
  email: string;
  phone: string | null;
  address: { address1: string; address2: string | null; area: string | null; town: string; country: string | null; postcode: string } | null;
  marketingOptIns: { email: boolean; sms: boolean; phone: boolean; post: boolean };
}

/** The form filled from the customer's record: what is stored, '' where nothing is. */
export function userDetailsFormValues(user: UserDetailsSource): UserDetailsFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const address = user.address;
  return {
    data_fields: {
      personal: {
        title: text(user.title),
        first_name: user.firstName,
        last_name: user.lastName,
        date_of_birth: text(user.dateOfBirth),
        gender: text(user.gender),
        ethnicity: text(user.ethnicity),
        disability: text(user.disability),
      },
      contact: {
        email: user.email,
        phone: text(user.phone),
        address_1: text(address?.address1),
        address_2: text(address?.address2),
        area: text(address?.area),
        town: text(address?.town),
        country: text(address?.country),
        postcode: text(address?.postcode),
        marketing_opt_ins: { ...user.marketingOptIns },
      },
    },
  };
}

/** The form's values as the PUT /api/auth/user body: blanks left out (so cleared), ticks kept as given. */
export function toUserDetailsBody(values: UserDetailsFormValues) {
  const { data_fields } = toRegisterFields({ ...(values as unknown as RegisterFormValues), password: '', terms: false });
  return { data_fields: { personal: data_fields.personal, contact: data_fields.contact } };
}

/** Spec §5 form messages on the My details form, keyed by the same dotted paths as the server's 422. */
export const userDetailsFormSchema = z.preprocess((values: UserDetailsFormValues) => toUserDetailsBody(values), userDetailsBodySchema);

/**
 * PUT /api/auth/user/photo body (ours): the photo as a data URL of a PNG, JPEG or WebP image. The server checks the
 * bytes themselves (core's sniffImageType) and their size (PROFILE_PHOTO_MAX_BYTES).
 */
export const profilePhotoBodySchema = z.object({
  data_url: z
    .string(requiredError)
    // 512 KB of base64 and its prefix.
    .max(700_000, messages.profilePhoto.size)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, messages.profilePhoto.type),
});
export type ProfilePhotoBody = z.infer<typeof profilePhotoBodySchema>;
