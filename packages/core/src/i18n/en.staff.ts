import type { OccurrenceDeleteReason } from '../contract/occurrenceUpdate';

/** Spec §9 delete reasons as staff read them. */
const reasons: Record<OccurrenceDeleteReason, string> = {
  location_closure: 'Location closure',
  opening_time_change: 'Opening time change',
  schedule_change: 'Schedule change',
  space_reduction: 'Space reduction',
  adverse_weather: 'Adverse weather',
  booked: 'Space booked for something else',
  unknown: 'Another reason',
  data_cleanup: 'Data clean-up',
  duplicate_activity: 'Duplicate activity',
  block_booking_cancelled: 'Block booking cancelled',
  clash_detection_rules_changed: 'Clash detection rules changed',
  staff_availability: 'Staff availability',
};

/**
 * English texts of the staff register (issue 16: a venue's sessions on a day, marking attendance, cancelling a
 * session with a reason), merged into the `common` namespace under `staff`.
 */
export const enStaff = {
  register: {
    title: 'Class register',
    intro: 'Take the register for a session: mark who came, or cancel a session that cannot run.',
    venue: 'Venue',
    date: 'Date',
    sessions: 'Sessions',
    loadingSessions: 'Loading sessions',
    noSessions: 'No sessions at this venue on this day.',
    booked: '{{booked}} of {{capacity}} booked',
    cancelled: 'Cancelled',
    clashing: 'Clashing',
    sessionTitle: '{{name}} at {{time}}',
    chooseSession: 'Choose a session to take its register.',
    loading: 'Loading the register',
    empty: 'Nobody is booked on this session.',
    counts: '{{attended}} attended, {{absent}} absent, {{unmarked}} not marked',
    attendees: 'Attendees',
    attended: 'Attended',
    absent: 'Absent',
    notMarked: 'Not marked',
    markAttended: 'Mark {{name}} ({{reference}}) attended',
    markAbsent: 'Mark {{name}} ({{reference}}) absent',
    allAttended: 'Mark everyone not yet marked as attended',
    places_one: '{{count}} place',
    places_other: '{{count}} places',
    cancelSession: 'Cancel this session',
    sessionCancelled: 'This session has been cancelled.',
    sessionClashing: 'This session clashes and cannot be booked until it is reinstated.',
    reinstate: 'Reinstate this session',
    reinstated: 'The session is bookable again.',
  },
  cancel: {
    title: 'Cancel {{name}}?',
    text_one: 'The {{count}} booking on it is cancelled and its customer gets what they paid back as account credit.',
    text_other: 'The {{count}} bookings on it are cancelled and each customer gets what they paid back as account credit.',
    reason: 'Reason',
    chooseReason: 'Choose a reason',
    confirm: 'Cancel session',
    keep: 'Keep session',
    done: 'The session has been cancelled.',
  },
  reasons,
};
