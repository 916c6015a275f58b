import { busyMessageFragment, specMessages as spec } from './specMessages';
import { appMessages, waitingRoomMessages } from './shellMessages';
import { cartMessages, discountMessages } from './basketMessages';

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * The texts the spec leaves open — ours, worded in the spec's voice — grouped by domain. Where a group needs one of
 * the spec's own texts it points at it (`spec.…`), so every text is written once.
 */
export const ourMessages = {
  app: appMessages,
  /** Form fields the contract checks (spec §5 leaves these open). */
  form: {
    mustBeNumber: 'Must be a number',
  },
  /** Browse redirects: the spec gives the activity text only; these follow it for courses and camps. */
  browse: {
    selectVenueFirstCourse: 'Please select a venue before booking a course',
    selectVenueFirstCamp: 'Please select a venue before booking a camp',
  },
  /** Sign-in, sessions and accounts (spec §8: the client shows the server's message; any 401 logs out). */
  auth: {
    unauthenticated: 'Unauthenticated.',
    sessionExpired: 'Your session has expired, please log in again.',
    badCredentials: 'The email, customer reference or password is incorrect.',
    tooManyLogins: (minutes: number, fromAddress: boolean) =>
      `Too many failed login attempts${fromAddress ? ' from this address' : ''}. Please try again in ${minutesText(minutes)}.`,
    tooManyResets: (minutes: number) => `Too many password reset requests from this address. Please try again in ${minutesText(minutes)}.`,
    resetRequested: 'If an account matches those details, we have emailed a link to reset your password.',
    resetDone: 'Your password has been reset. You can now log in.',
    resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
    emailTaken: 'An account with this email address already exists.',
    detailsSaved: 'Your details have been saved.',
    verifyEmailSent: (email: string) => `We have emailed a link to ${email}. Open it to confirm your new email address.`,
    emailVerified: 'Your email address has been confirmed.',
    tooManyEmailChanges: 'You have changed your email address too many times today. Please try again tomorrow.',
    verifyEmailInvalid: 'This email confirmation link is invalid or has expired. Save your details again to get a new one.',
    unknownClient: 'This sign-up form belongs to another client.',
    selectedUserConflict: 'selected_user_id does not match the X-Selected-User-Id header',
  },
  /** Why nothing can be done with an occurrence (spec §3 bookable_action with a null action and a message). */
  bookable: {
    cancelled: 'This session has been cancelled.',
    clashing: 'This session is not available to book.',
    closed: 'This session can no longer be booked.',
    // Spec §4: a message containing 'already booked a session for this time' makes the busy tag.
    busy: `You have ${busyMessageFragment}.`,
    noPrice: 'There is no price for you for this session, so it cannot be booked.',
    full: spec.sessionFull,
  },
  /** A booking's cancellation info and the cancel call (spec §3); the 24 hours are CREDIT_CUT_OFF_HOURS (a test pins them). */
  cancellation: {
    cancelled: 'This booking has been cancelled.',
    started: 'This session has started, so the booking can no longer be cancelled.',
    willAward: (price: string) => `Cancelling now returns ${price} to your account as credit.`,
    awarded: (price: string) => `${price} has been returned to your account as credit.`,
    // Paid by card through a provider that refunds to card (docs/payments.md): that share goes back to the card.
    willRefundToCard: (card: string, credit: string | null) =>
      credit ? `Cancelling now returns ${card} to the card you paid with and ${credit} to your account as credit.` : `Cancelling now returns ${card} to the card you paid with.`,
    refundedToCard: (card: string, credit: string | null) =>
      credit ? `${card} is going back to the card you paid with, and ${credit} has been returned to your account as credit.` : `${card} is going back to the card you paid with.`,
    cutOff: 'Cancellations within 24 hours of the start do not return the price as credit.',
    partOfBundle: 'This session is part of a camp or course, so it cannot be cancelled on its own: ask the venue.',
    willReturnUse: (name: string) => `Cancelling now gives this use back to your ${name}.`,
    returnedUse: (name: string) => `The use has been given back to your ${name}.`,
    useCutOff: 'Cancellations within 24 hours of the start do not give the package’s use back.',
    // Spec §4 cut-off actions on a late cancellation (the wording is ours).
    lateRefused: 'Bookings for this activity cannot be cancelled within 24 hours of the start.',
    willChargeFee: (fee: string) => `Cancelling now charges a late cancellation fee of ${fee}.`,
    chargedFee: (fee: string) => `A late cancellation fee of ${fee} has been added to your account.`,
    willDisableBooking: (days: number) => `You will not be able to book online for ${days} days.`,
    disabledBooking: (days: number) => `Online booking is paused on your account for ${days} days.`,
    willDisableAccess: (days: number) => `Your membership access will be paused for ${days} days.`,
    disabledAccess: (days: number) => `Your membership access is paused for ${days} days.`,
    bookingDisabled: (date: string) => `After a late cancellation you cannot book online until ${date}.`,
  },
  /** Fair use: member priority booking windows and no-show strikes (ours). */
  fairUse: {
    opensMembersNow: (everyone: string) => `Booking opens to everyone on ${everyone} — members can book now`,
    opensToMembers: (members: string) => `Booking opens to members on ${members}`,
    opensToMembersThenEveryone: (members: string, everyone: string) => `Booking opens to members on ${members} and to everyone on ${everyone}`,
    opensToEveryone: (everyone: string) => `Booking opens to everyone on ${everyone}`,
    paused: (count: number, days: number, until: string) => `${count} no-shows in the last ${days} days: online booking is paused until ${until}.`,
    pausedAfter: (count: number, days: number, until: string) => `After ${count} no-shows in ${days} days, online booking is paused until ${until}.`,
    cancelToAvoid: (limit: number, days: number, pause: number) =>
      `Can't make it? Cancel now to avoid a no-show: ${limit} no-shows in ${days} days pause online booking for ${pause} days.`,
    notNoShow: 'Only a confirmed booking whose session has ended without the customer attending can be waived.',
    alreadyWaived: 'This no-show has already been waived.',
    waived: 'No-show waived.',
  },
  /** Why a waitlist join is refused when the session offers something else (spec §3 bookable_action). */
  waitlist: {
    full: 'The waitlist for this session is full.',
    already: 'You are already on the waitlist for this session.',
    hasPlaces: 'This session has places left: book it instead.',
    booked: 'You have already booked this session.',
    reserved: 'This session is already in your basket.',
    left: spec.waitlistLeft,
  },
  waitingRoom: waitingRoomMessages,
  cart: cartMessages,
  /** Buying a membership (new, change of plan, renewal; ours, the spec names the kinds only). */
  memberships: {
    oneAtATime: 'A membership is bought one at a time.',
    onePerAttendee: 'There is already a membership for this person in your basket.',
    rolling: 'This membership rolls on until it is cancelled, so it has nothing to renew.',
    notOffered: 'This membership cannot be joined online: ask the venue.',
    joiningDisabled: 'Online joining is not available here.',
  },
  /** My details' profile photo (ours). */
  profilePhoto: {
    type: 'Choose a PNG, JPEG or WebP image.',
    size: 'Choose a photo of 512 KB or less.',
    saved: 'Your photo has been saved.',
    removed: 'Your photo has been removed.',
  },
  discounts: discountMessages,
  /** Front of house: the till, its session and the card terminal (ours, the spec names requiresTillToOpen only). */
  till: {
    closed: 'Open the till to take cash or cheques.',
    alreadyOpen: 'Your till is already open.',
    notOpen: 'Your till is not open.',
    terminalNeeded: 'Take the card on the terminal first.',
    terminalUnknown: 'That terminal payment is not known, or has been used.',
    terminalAmount: 'The terminal payment is not for the card amount.',
    terminalDeclined: 'The terminal declined the card.',
    notTheirs: (names: readonly string[]) => `The basket holds items for ${names.join(', ')}, whom this customer cannot pay for: remove them, or serve that customer.`,
    anotherCustomer: 'another customer',
  },
  /** Staff contracts: the register, bulk booking changes and occurrence actions (ours, spec §6 "finer permissions not shown"). */
  staff: {
    notPermitted: 'Your staff role does not allow this.',
    windowOrder: 'starts_before must be after starts_after.',
    windowTooLong: (days: number) => `Choose a window of at most ${days} days.`,
    attendanceSettledOnly: 'Attendance is taken only for settled bookings.',
    attendanceTooEarly: 'Attendance can be taken from the day of the session.',
    cancelSource: 'Staff cancel bookings with the source foh or occurrence.',
    notCancellable: 'This booking cannot be cancelled: it is cancelled already or the session has started.',
    notReinstatable: 'This occurrence cannot be reinstated.',
    alreadyDeleted: 'This occurrence has already been cancelled.',
    started: 'This occurrence has already started.',
    strategyLocked: 'The capacity strategy may not change.',
    belowTaken: (taken: number) => `The capacity cannot go below the ${taken} places already taken.`,
    someRefused: 'Nothing was changed: some bookings cannot be changed.',
    stillClashing: 'This occurrence still clashes: change it first, then reinstate it.',
    clash: {
      openingTimes: 'The session is outside the venue\'s opening times.',
      instructors: 'An instructor is teaching another session at this time.',
      locations: 'The location is in use by another session at this time.',
      closure: 'The venue or the location is closed at this time.',
    },
    closureOrder: 'ends_at must be after starts_at.',
    openingClock: 'Enter a time of day as HH:MM (00:00 to 24:00).',
    openingOrder: 'The closing time must be after the opening time.',
    openingOverlap: 'Opening times of one day must not overlap.',
    openingTooMany: (max: number) => `Keep at most ${max} opening times.`,
  },
  /** Where a tenant's webhooks may go (ours): a public https address (operator/webhookTargets.ts). */
  integrations: {
    httpsOnly: 'Must be an https:// address',
    noCredentials: 'Must not contain a user name or password',
    notPublic: (host: string, range: string) => `Must be a public address: ${host} is ${range}`,
    resolvesInside: (host: string, address: string, range: string) => `Must be a public address: ${host} resolves to ${address}, ${range}`,
    unresolved: (host: string) => `${host} does not resolve to an address`,
  },
  /** Booking passes and checking them in at the desk or the kiosk (ours). */
  passes: {
    notFound: 'Pass not found',
    malformed: 'That is not a pass code: a pass code has 12 letters and digits, like 7KQ4-M2XD-9TPB.',
    cancelled: 'This booking has been cancelled: the pass is no longer valid.',
    notConfirmed: 'This booking is not confirmed yet: the pass is not valid until it is paid for.',
    otherVenue: (venue: string) => `This pass is for a session at ${venue}, not at this venue.`,
    otherDay: (date: string) => `This pass is for a session on ${date}, not today.`,
    kioskVenueUnknown: 'This kiosk is not set up for a venue of ours.',
  },
  /** Buying guest passes (ours). */
  guestPasses: {
    notOffered: 'This venue does not sell guest passes online.',
    tooMany: (max: number) => `Buy at most ${max} guest passes at a time.`,
  },
  /** Camps and courses (spec §3, §8: the course texts are ours, the spec names them only). */
  programmes: {
    courseStarted: 'This course has already started and can no longer be booked.',
    courseEnded: 'This course has ended and is no longer available.',
    campOver: 'This camp has no more days that can be booked.',
    notWhole: 'This camp cannot be booked as a whole: choose the days instead.',
    notByDay: 'The days of this camp cannot be booked separately.',
    unknownSession: 'That session is not part of this camp.',
    unknownExtra: 'That extra is not offered here.',
    tooManyExtra: (max: number) => `Choose at most ${max} of each extra.`,
    extraTwice: 'Each extra can be chosen once, with a quantity.',
    unknownQuestion: 'That question is not asked here.',
    answerTwice: 'Each question is answered once.',
    alreadyBooked: 'You already have this booked or in your basket.',
    proRata: 'This course has started: you pay pro-rata for the sessions that remain.',
    /** Why a whole camp's or course's waitlist refuses a join (its `kind`: 'camp' or 'course'). */
    waitlist: {
      full: (kind: string) => `The waitlist for this ${kind} is full.`,
      already: (kind: string) => `You are already on the waitlist for this ${kind}.`,
      hasPlaces: (kind: string) => `This ${kind} has places left: book it instead.`,
      booked: (kind: string) => `You have already booked this ${kind}.`,
      reserved: (kind: string) => `This ${kind} is already in your basket.`,
    },
  },
  /** The spec §5 add-to-cart item rules. */
  cartItem: {
    quantityForOtherUser: 'Quantity must be 1 when booking for another user',
    quantityCampOrCourse: 'Quantity must be 1 for camps and courses',
    extrasOnlyCampOrCourse: 'Extras can only be added to a camp or course',
    answersOnlyCampOrCourse: 'Custom question answers can only be given for a camp or course',
  },
  /** Checkout failures and checkout links (spec §8 texts are used where it gives them). */
  checkout: {
    basketChanged: 'Your basket has changed. Please review it and try again.',
    basketEmpty: 'Your shopping basket is empty',
    holdExpired: 'Your basket hold has expired. Please add the sessions again.',
    packageSpent: 'A package in your basket has no uses left or has expired. Remove its use from the session and try again.',
    discountSpent: 'A discount code in your basket has just been used up. Remove it and try again.',
    termsRequired: 'Please agree to the Terms and Conditions',
    noTransaction: spec.noTransactionId,
    notAuthorised: spec.failedToCompletePayment,
    paymentInProgress: 'A payment for this basket is already being processed. Please wait a moment.',
    paymentDetailsDiffer: 'A payment for this basket has already been authorised with other details. Complete it, or change your basket to start again.',
    linkNeedsCustomer: 'Choose the customer whose basket the link pays.',
  },
  /** Why the payments do not cover the balance (core's paymentCoverProblem). */
  paymentCover: {
    mismatch: 'The payments do not match the amount to pay. Please refresh your basket and try again.',
    creditTooHigh: spec.creditFailed,
    cardMissing: 'Please pay the rest of the balance by card.',
    unsupportedTender: 'That payment method cannot be used here.',
  },
  /** The sandbox payment provider's texts, like a real provider's. */
  sandbox: {
    invalidNumber: 'Your card number is invalid.',
    invalidExpiry: "Your card's expiry date is invalid or in the past.",
    invalidCvc: "Your card's security code is invalid.",
    nameRequired: 'Enter the name on the card.',
    declined: spec.paymentDeclined,
    noCard: 'No card was confirmed for this payment.',
    unknownSession: 'This payment session has expired. Please try again.',
    challengeDecided: 'This verification has already been completed.',
  },
  /** Card providers other than the sandbox (Stripe), and the staff screen that configures them. */
  cardProvider: {
    unavailable: 'The card payment service is not answering. Please try again in a moment.',
    notConfigured: 'Card payments are not set up for this venue yet.',
    secretKeyRequired: 'Enter the secret key.',
    publishableKeyRequired: 'Enter the publishable key.',
    webhookSecretRequired: 'Enter the webhook signing secret.',
    merchantAccountRequired: 'Enter the merchant account.',
    apiKeyRequired: 'Enter the API key.',
    clientKeyRequired: 'Enter the client key.',
    hmacKeyRequired: 'Enter the HMAC key.',
    livePrefixRequired: 'Enter the live endpoint URL prefix.',
    keyModeMismatch: (mode: string) => `The keys must be ${mode} keys.`,
    keysNotStored: 'Payment keys cannot be stored: the server has no PAYMENT_KEYS_SECRET.',
    connectionFailed: 'The provider refused the keys.',
    webhookRefused: 'The webhook signature is not valid.',
    refundFailed: 'The refund to the card could not be made.',
    scriptFailed: 'The card form could not be loaded. Check your connection and try again.',
    cardIncomplete: 'Your card details are incomplete.',
  },
  /** Tickets (spec §7 ticket prices). */
  tickets: {
    noPrice: 'There is no price for you for this ticket.',
  },
  /** Place search (spec §8: the server's text is shown as it is). */
  geocode: {
    unavailable: 'Location search is unavailable at the moment, please try again.',
    notFound: (term: string) => `We couldn't find "${term}". Check the postcode or place name and try again.`,
  },
  /** The 503 text of the maintenance screen (spec §2 "Service disruption"). */
  theme: {
    maintenance: 'Unable to access the site due to planned maintenance.',
  },
} as const;
