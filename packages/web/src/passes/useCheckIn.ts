import { ApiError, formatVenueDate, formatVenueTime, messages, type CheckIn } from '@courtside/core';
import type { CheckInResult } from '@courtside/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * Checking passes in one after another (the desk's or the kiosk's `send`): the last answer as the panel shows it —
 * checked in or already (who, which session, when, in the venue's time) or refused with the server's reason.
 */
export function useCheckIn(send: (code: string) => Promise<CheckIn>) {
  const { t } = useTranslation();
  const check = useMutation({ mutationFn: send });
  const result = ((): CheckInResult | null => {
    if (check.isError) return { outcome: 'refused', reason: check.error instanceof ApiError ? check.error.message : messages.genericToast };
    const data = check.data;
    if (!data) return null;
    const { utc, timezone } = data.session.startsAt;
    const session = t('passes.checkIn.session', { name: data.session.name, time: formatVenueTime(utc, timezone), venue: data.session.venueName });
    const at = formatVenueTime(data.checkedInAt, timezone);
    return data.outcome === 'checked_in'
      ? { outcome: 'checkedIn', attendee: data.attendeeName, session, at }
      : { outcome: 'already', attendee: data.attendeeName, session, at, date: formatVenueDate(data.checkedInAt, timezone) };
  })();
  return { pending: check.isPending, result, submit: (code: string) => check.mutate(code) };
}
