import type { SessionCardProps } from '../session-card/SessionCard';

/** A bookable yoga class as the time-slot page passes it to SessionCard. */
export const yogaSession: SessionCardProps = {
  startTime: '18:30',
  endTime: '19:30',
  name: 'Vinyasa Flow',
  locationName: 'Studio 1',
  instructors: ['Priya Shah'],
  labels: ['Beginner friendly'],
  tag: { kind: 'spotsAvailable', available: 12, tone: 'success' },
  price: { formatted: '£7.50', isEstimate: true },
  button: { kind: 'book' },
};

/** Sessions of one day, one per spec §4 state. */
export const daySessions: Array<SessionCardProps & { id: string }> = [
  { ...yogaSession, id: 'a', startTime: '07:00', endTime: '08:00', name: 'Hatha Yoga', tag: { kind: 'past' }, button: { kind: 'disabled', reason: null } },
  { ...yogaSession, id: 'b', startTime: '12:15', endTime: '13:00', tag: { kind: 'soldOut' }, button: { kind: 'disabled', reason: 'The session being booked is already full' } },
  { ...yogaSession, id: 'c', tag: { kind: 'spotsAvailable', available: 2, tone: 'danger' } },
  { ...yogaSession, id: 'd', startTime: '20:00', endTime: '21:15', name: 'Yin Yoga', labels: ['Relaxation'], tag: { kind: 'joinWaitlist' }, button: { kind: 'joinWaitlist' } },
];

/** One week of the date strip: Monday 23 to Sunday 29 November 2026, today Wednesday, Thursday chosen. */
export const stripDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((weekday, i) => {
  const day = 23 + i;
  const long = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][i];
  return {
    date: `2026-11-${day}`,
    weekday,
    dayOfMonth: String(day),
    label: `${long} ${day} November 2026`,
    href: `/location/riverside/yoga/2026-11-${day}`,
    isSelected: day === 26,
    isToday: day === 25,
    isPast: day < 25,
    hasSessions: day !== 29,
  };
});
