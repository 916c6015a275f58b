import { ApiError, bookingsPaths, isDateSlug, usesActivitiesV2, type Activity, type Venue } from '@courtside/core';
import { AppLink, BookingDialog, ConfirmDialog, DateStrip, PageSpinner, SessionList, TicketPrices, TimetableFilters } from '@courtside/ui';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { BrowseTrail } from '../../../browse/BrowseTrail';
import { toSessionCard } from '../../../browse/sessionCards';
import { useAttendee } from '../../../account/useAccount';
import { useBookAction } from '../../../browse/useBookAction';
import { asksBeforeBooking, useBookingDialog } from '../../../browse/useBookingDialog';
import { useTicketPrices } from '../../../browse/useTicketPrices';
import { longDate, useTimeSlots } from '../../../browse/useTimeSlots';
import { useVenueActivities } from '../../../hooks/useBrowse';
import { useReloadOnChange } from '../../../hooks/useReloadOnChange';
import { useVenues } from '../../../hooks/useShell';
import { Component as NotFound } from './NotFound';

export const handle: CrumbHandle = {
  Trail: BrowseTrail,
  crumb: (t, params) => (params.dateSlug && isDateSlug(params.dateSlug) ? longDate(params.dateSlug) : t('activities:chooseTime')),
  title: (t) => t('activities:title'),
};

function Day({ venue, activity, date, type }: { venue: Venue; activity: Activity; date: string; type?: string }) {
  const { t } = useTranslation('activities');
  const page = useTimeSlots(venue, activity, date, type);
  const v2 = usesActivitiesV2(date, venue.activitiesV2MigrationDate);
  const { tickets, ticketed } = useTicketPrices(venue, activity, page.sessions[0]?.occurrence.id ?? null, v2);
  const attendee = useAttendee();
  // Book asks first when there is a ticket to choose or a waiver to agree (the dialog then adds it), even while the
  // tickets are still loading: the activity's type says it is ticketed, and the dialog waits for them.
  const booking = useBookAction({ asks: (session) => asksBeforeBooking(session, ticketed), ask: (session) => dialog.open(session) });
  const dialog = useBookingDialog({ venue, activity, v2, attendee, add: booking.addWith });
  const cards = page.shown.map((session) => ({ ...toSessionCard(session), pending: booking.pendingId === session.id, onAction: (kind: Parameters<typeof booking.act>[1]) => booking.act(session, kind) }));
  return (
    <Flex direction="column" gap="4">
      <DateStrip {...page.strip} />
      <TicketPrices tickets={tickets} />
      <TimetableFilters {...page.filters} />
      <SessionList state={page.state} sessions={cards} filtered={page.sessions.length > 0} label={t('sessions.label')} onRetry={page.retry} onClearFilters={page.filters.onClear} />
      <ConfirmDialog {...booking.cancelDialog} />
      <BookingDialog {...dialog.props} />
    </Flex>
  );
}

/** Spec §2 /location/{venueSlug}/{activitySlug}/{dateSlug}/{type?}: choose a time slot. */
export function Component() {
  const { venueSlug = '', activitySlug = '', dateSlug = '', type } = useParams();
  const { t } = useTranslation('activities');
  const venues = useVenues();
  const venue = venues.data?.find((v) => v.slug === venueSlug);
  const activities = useVenueActivities(venueSlug, activitySlug);
  useReloadOnChange('venueChanged', venueSlug);
  useReloadOnChange('categoryChanged', activitySlug);
  if (venues.isPending || activities.isPending) return <PageSpinner />;
  const missing = activities.error instanceof ApiError && activities.error.status === 404;
  if (!venue || missing || !isDateSlug(dateSlug)) return <NotFound />;
  const activity = activities.data?.find((a) => a.slug === activitySlug);
  if (!activity) return <Navigate replace to={bookingsPaths.activity(venueSlug, activitySlug)} />;
  return (
    <>
      {activity.parent ? <AppLink href={bookingsPaths.activity(venueSlug, activity.parent.slug)} className="cs-back-link">{t('backTo', { name: activity.parent.name })}</AppLink> : null}
      <Heading as="h1" size="8" mt="2" mb="1">{activity.name}</Heading>
      <Text as="p" size="4" color="gray" mb="4">{venue.name} · {longDate(dateSlug)}</Text>
      <Day key={activity.slug} venue={venue} activity={activity} date={dateSlug} type={type} />
    </>
  );
}
