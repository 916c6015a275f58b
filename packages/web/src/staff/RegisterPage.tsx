import { isDateSlug, occurrenceDeleteReasons, type OccurrenceDeleteReason } from '@courtside/core';
import { CancelSessionDialog, RegisterFilters, RegisterSessions, RegisterSheet, WaiveNoShowDialog, type RegisterAttendeeView } from '@courtside/ui';
import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../app/crumbHandle';
import { useStaffGate } from '../till/useStaffGate';
import { useRegister, venueToday } from './useRegister';
import { useStaffVenue } from './useStaffVenue';

export const handle: CrumbHandle = { crumb: (t) => t('staff.register.title') };

/**
 * The class register: staff choose a venue and a day (the staff member's home venue, today, by default;
 * both kept in the address; the sessions with bookings only, unless `sessions=all`), open a session's register, mark attendance, waive a
 * no-show with a reason (fair use), and — managers — cancel a session with a reason. Visitors are sent to the staff login; customers have no register.
 */
export function Component() {
  const { t } = useTranslation();
  const gate = useStaffGate();
  const { venues, venue, deciding, params, choose } = useStaffVenue();
  const [cancelling, setCancelling] = useState(false);
  const [waiving, setWaiving] = useState<RegisterAttendeeView | null>(null);

  const asked = params.get('date') ?? '';
  // Today by the chosen venue's calendar (none until a venue is chosen).
  const date = isDateSlug(asked) ? asked : venue ? venueToday(venue.timezone) : '';
  const sessionId = params.get('session');
  // Empty lane slots crowd a pool's day: the register lists the sessions with bookings unless asked for all.
  const withBookingsOnly = params.get('sessions') !== 'all';
  const register = useRegister(venue?.venueId ?? null, date, sessionId, withBookingsOnly);

  if (gate) return gate;

  const confirmCancel = async (reason: string) => {
    if (await register.cancel.run(reason as OccurrenceDeleteReason)) setCancelling(false);
  };

  return (
    <Flex direction="column" gap="5">
      <div>
        <Heading as="h1" size="8" mb="2">
          {t('staff.register.title')}
        </Heading>
        <Text as="p" color="gray">
          {t('staff.register.intro')}
        </Text>
      </div>
      <RegisterFilters
        venues={venues}
        venue={venue?.slug ?? ''}
        date={date}
        onVenue={(slug) => choose({ venue: slug, session: null })}
        onDate={(day) => choose({ date: day, session: null })}
        withBookingsOnly={withBookingsOnly}
        onWithBookingsOnly={(only) => choose({ sessions: only ? null : 'all' })}
      />
      <Grid columns={{ initial: '1', md: '2' }} gap="5" align="start">
        <RegisterSessions {...register.sessions} state={deciding ? 'loading' : register.sessions.state} selectedId={sessionId} onSelect={(id) => choose({ session: id })} onShowAll={() => choose({ sessions: 'all' })} />
        {register.sheet ? (
          <RegisterSheet {...register.sheet} focusOnOpen onCancelSession={() => (register.cancel.reset(), setCancelling(true))} onWaive={(a) => (register.waive.reset(), setWaiving(a))} />
        ) : (
          <Text as="p">{t('staff.register.chooseSession')}</Text>
        )}
      </Grid>
      {register.sheet ? (
        <CancelSessionDialog
          open={cancelling}
          sessionName={register.sheet.title}
          bookedCount={register.sheet.counts.booked}
          reasons={occurrenceDeleteReasons}
          pending={register.cancel.pending}
          error={register.cancel.error}
          onConfirm={(reason) => void confirmCancel(reason)}
          onCancel={() => setCancelling(false)}
        />
      ) : null}
      <WaiveNoShowDialog
        open={waiving !== null}
        name={waiving?.name ?? ''}
        pending={register.waive.pending}
        error={register.waive.error}
        onConfirm={(reason) => void register.waive.run(waiving!.id, reason).then((done) => done && setWaiving(null))}
        onCancel={() => setWaiving(null)}
      />
    </Flex>
  );
}
