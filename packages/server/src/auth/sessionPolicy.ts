/** How long sessions and reset links live. The web app polls every 5 s (spec §9), which keeps an open tab active. */
export const sessionPolicy = {
  /** A session unused for this long has ended (idle expiry). */
  idleMs: 2 * 60 * 60 * 1000,
  /** A session ends this long after login however active it is (absolute expiry). */
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
  /** `last_used_at` is written at most this often, so polling does not write on every request. */
  touchEveryMs: 60 * 1000,
  /** A forgotten-password link works for an hour, once. */
  resetTokenMs: 60 * 60 * 1000,
  /** A link confirming a new email address works for a day, once. */
  verifyEmailTokenMs: 24 * 60 * 60 * 1000,
  /** Email changes (each mails a link) an account may make in that day. */
  emailChangesPerDay: 5,
} as const;

/**
 * Login limits: failures within the window, per account (the account the username names, whichever of its
 * email or reference is tried; the normalised username when it names none) and per client address over every tenant.
 */
export const loginLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 10,
  perAddress: 50,
} as const;

/**
 * Forgotten-password limits: reset mails per account and requests per client address within
 * the window. Past the account limit the answer stays the same 200 but no mail is sent (it never tells whether the
 * account exists); past the address limit it is 429 with Retry-After.
 */
export const resetLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 3,
  perAddress: 20,
} as const;
