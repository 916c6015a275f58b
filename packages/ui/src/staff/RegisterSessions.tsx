import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLoadState } from './StaffLoadState';

/** One session of the day as the register lists it, every text already formatted by the caller. */
export interface RegisterSessionView {
  id: string;
  name: string;
  /** Its start in venue time, e.g. '18:30'. */
  time: string;
  location: string;
  booked: number;
  capacity: number;
  status: 'bookable' | 'cancelled' | 'clashing';
}

export interface RegisterSessionsProps {
  state: 'loading' | 'error' | 'ready';
  sessions: readonly RegisterSessionView[];
  /** The session whose register is open. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Only sessions with bookings are listed (the register's filter): an empty day says so and offers them all. */
  withBookingsOnly?: boolean;
  onShowAll?: () => void;
  /** The load failed: the caller's retry. */
  onRetry?: () => void;
  errorText?: string;
}

/**
 * A venue's sessions on a day for the register: each a button that opens its register, the open one marked as current;
 * cancelled and clashing sessions say so. Big targets for a tablet at the desk.
 */
export function RegisterSessions({ state, sessions, selectedId, onSelect, withBookingsOnly = false, onShowAll, onRetry, errorText }: RegisterSessionsProps): ReactNode {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="cs-register" aria-labelledby={headingId} aria-busy={state === 'loading' || undefined}>
      <Heading as="h2" size="5" id={headingId}>
        {t('staff.register.sessions')}
      </Heading>
      {state !== 'ready' ? (
        <StaffLoadState state={state} loadingLabel={t('staff.register.loadingSessions')} errorText={errorText} onRetry={onRetry} />
      ) : sessions.length === 0 && withBookingsOnly ? (
        <Flex direction="column" gap="2" align="start">
          <Text as="p">{t('staff.register.noBookedSessions')}</Text>
          {onShowAll ? (
            <Button variant="outline" onClick={onShowAll}>
              {t('staff.register.showAll')}
            </Button>
          ) : null}
        </Flex>
      ) : sessions.length === 0 ? (
        <Text as="p">{t('staff.register.noSessions')}</Text>
      ) : (
        <ul className="cs-register__sessions" aria-labelledby={headingId}>
          {sessions.map((s) => (
            <li key={s.id}>
              <Card asChild className="cs-register__session" data-current={s.id === selectedId || undefined}>
                <button type="button" aria-current={s.id === selectedId ? 'true' : undefined} onClick={() => onSelect(s.id)}>
                  <Flex justify="between" gap="3" wrap="wrap" align="center">
                    <Text weight="bold">{t('staff.register.sessionTitle', { name: s.name, time: s.time })}</Text>
                    {s.status === 'bookable' ? null : (
                      <Badge color={s.status === 'cancelled' ? 'red' : 'amber'}>{t(`staff.register.${s.status}`)}</Badge>
                    )}
                  </Flex>
                  <Text as="p" size="2" color="gray">
                    {s.location} · {t('staff.register.booked', { booked: s.booked, capacity: s.capacity })}
                  </Text>
                </button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
