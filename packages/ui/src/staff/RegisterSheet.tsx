import { Button, Callout, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { softDisabled } from '../focus/softDisabled';
import { StaffLoadState } from './StaffLoadState';

/** One booking on the register: who, how many places, and the attendance taken (null: not yet). */
export interface RegisterAttendeeView {
  id: number;
  name: string;
  reference: string;
  places: number;
  attended: boolean | null;
  /** Fair use: a no-show (its session over, not attended, not waived) staff may waive. */
  noShow?: boolean;
  /** Fair use: the waiver of this no-show, worded (who and why), or null. */
  waiver?: string | null;
}

export interface RegisterSheetProps {
  /** The session, e.g. 'Vinyasa Flow at 18:30'. */
  title: string;
  state: 'loading' | 'error' | 'ready';
  attendees: readonly RegisterAttendeeView[];
  /** Core's registerCounts of the attendees. */
  counts: { booked: number; attended: number; absent: number; unmarked: number };
  /** Why attendance cannot be taken yet (core's attendanceRefusal), or null: the buttons act. */
  attendanceBlocked?: string | null;
  /** The session was cancelled: no register, no cancel button. */
  cancelled?: boolean;
  /** The session is set aside by the clash rules (spec §3 clashing): what it clashes with, as messages. */
  clashes?: readonly string[] | null;
  /** A change is in flight: the buttons wait. */
  pending?: boolean;
  /** The server's refusal of the last change. */
  error?: string | null;
  /** The staff member may cancel the session (core's staffMay 'updateOccurrence'). */
  canCancel?: boolean;
  /** Move focus (and the view, on a phone below a long list) to the register when it opens for a session. */
  focusOnOpen?: boolean;
  onMark: (bookingIds: number[], status: 'attended' | 'absent') => void;
  /** Fair use: waive an attendee's no-show (the page asks why first). Absent: no waive buttons. */
  onWaive?: (attendee: RegisterAttendeeView) => void;
  onCancelSession?: () => void;
  /** A manager reinstates a clashing session (the server checks the clash rules again). */
  onReinstate?: () => void;
  onRetry?: () => void;
  errorText?: string;
}

/**
 * The register of one session (spec §4 attendance): each booking with Attended and Absent toggle buttons (pressed state
 * announced), the tally, and marking everyone not yet marked in one go. Keyboard and touch friendly: plain buttons in
 * reading order, each named with the customer.
 */
export function RegisterSheet(props: RegisterSheetProps): ReactNode {
  const { t } = useTranslation();
  const { title, state, attendees, counts, attendanceBlocked = null, cancelled = false, pending = false, error, canCancel = false } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnOpen = props.focusOnOpen ?? false;
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [title, focusOnOpen]);
  const blocked = pending || attendanceBlocked !== null || cancelled;
  // Blocked buttons stay in the tab order (softDisabled), described by why: cancelled, too early, or saving.
  const reasonId = `${headingId}reason`;
  const savingId = `${headingId}saving`;
  const noneUnmarkedId = `${headingId}none`;
  const blockedBy = cancelled || attendanceBlocked !== null ? reasonId : pending ? savingId : null;
  const unmarked = attendees.filter((a) => a.attended === null).map((a) => a.id);
  return (
    <section className="cs-register" aria-labelledby={headingId} aria-busy={state === 'loading' || pending || undefined}>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </Heading>
        {canCancel && !cancelled && state === 'ready' ? (
          <Button color="red" variant="soft" highContrast onClick={props.onCancelSession} {...softDisabled(pending, savingId)}>
            {t('staff.register.cancelSession')}
          </Button>
        ) : null}
      </Flex>
      <VisuallyHidden id={savingId}>{pending ? t('staff.register.saving') : null}</VisuallyHidden>
      {cancelled ? (
        <Callout.Root color="red">
          <Callout.Text id={reasonId}>{t('staff.register.sessionCancelled')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {props.clashes ? (
        <Callout.Root color="amber" highContrast>
          <Callout.Text>{t('staff.register.sessionClashing')}</Callout.Text>
          {props.clashes.length > 0 ? (
            <ul className="cs-register__clashes">
              {props.clashes.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          ) : null}
          {canCancel ? (
            <Flex>
              <Button variant="outline" color="gray" highContrast onClick={props.onReinstate} {...softDisabled(pending, savingId)}>
                {t('staff.register.reinstate')}
              </Button>
            </Flex>
          ) : null}
        </Callout.Root>
      ) : null}
      {state !== 'ready' ? (
        <StaffLoadState state={state} loadingLabel={t('staff.register.loading')} errorText={props.errorText} onRetry={props.onRetry} />
      ) : attendees.length === 0 ? (
        <Text as="p">{t('staff.register.empty')}</Text>
      ) : (
        <>
          <Text as="p" role="status" className="cs-register__counts">
            {t('staff.register.counts', counts)}
          </Text>
          {attendanceBlocked && !cancelled ? (
            <Callout.Root color="gray">
              <Callout.Text id={reasonId}>{attendanceBlocked}</Callout.Text>
            </Callout.Root>
          ) : null}
          {error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          ) : null}
          <ul className="cs-register__attendees" aria-label={t('staff.register.attendees')}>
            {attendees.map((a) => (
              <li key={a.id} className="cs-register__attendee" data-attended={a.attended === null ? 'unmarked' : String(a.attended)}>
                <div>
                  <Text as="p" weight="bold">
                    {a.name}
                  </Text>
                  <Text as="p" size="2" color="gray">
                    {a.reference} · {t('staff.register.places', { count: a.places })} ·{' '}
                    {a.attended === null ? t('staff.register.notMarked') : a.attended ? t('staff.register.attended') : t('staff.register.absent')}
                    {a.noShow ? ` · ${t('staff.register.noShow')}` : null}
                  </Text>
                  {a.waiver ? (
                    <Text as="p" size="2" color="gray">
                      {a.waiver}
                    </Text>
                  ) : null}
                </div>
                <Flex gap="2" wrap="wrap">
                  <Button
                    size="3"
                    variant={a.attended === true ? 'solid' : 'outline'}
                    color={a.attended === true ? undefined : 'gray'}
                    highContrast
                    aria-pressed={a.attended === true}
                    aria-label={t('staff.register.markAttended', { name: a.name, reference: a.reference })}
                    {...softDisabled(blocked, blockedBy)}
                    onClick={() => props.onMark([a.id], 'attended')}
                  >
                    {t('staff.register.attended')}
                  </Button>
                  <Button
                    size="3"
                    variant={a.attended === false ? 'solid' : 'outline'}
                    color={a.attended === false ? undefined : 'gray'}
                    highContrast
                    aria-pressed={a.attended === false}
                    aria-label={t('staff.register.markAbsent', { name: a.name, reference: a.reference })}
                    {...softDisabled(blocked, blockedBy)}
                    onClick={() => props.onMark([a.id], 'absent')}
                  >
                    {t('staff.register.absent')}
                  </Button>
                  {a.noShow && props.onWaive ? (
                    <Button
                      size="3"
                      variant="soft"
                      color="gray"
                      highContrast
                      aria-label={t('staff.register.waiveNoShowFor', { name: a.name, reference: a.reference })}
                      {...softDisabled(pending, savingId)}
                      onClick={() => props.onWaive?.(a)}
                    >
                      {t('staff.register.waiveNoShow')}
                    </Button>
                  ) : null}
                </Flex>
              </li>
            ))}
          </ul>
          <Flex>
            <Button
              size="3"
              variant="soft"
              {...softDisabled(blocked || unmarked.length === 0, blocked ? blockedBy : noneUnmarkedId)}
              onClick={() => props.onMark(unmarked, 'attended')}
            >
              {t('staff.register.allAttended')}
            </Button>
            {unmarked.length === 0 ? <VisuallyHidden id={noneUnmarkedId}>{t('staff.register.noneUnmarked')}</VisuallyHidden> : null}
          </Flex>
        </>
      )}
    </section>
  );
}
