import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog/ConfirmDialog';
import { StaffLoadState } from './StaffLoadState';

/** One closure as the closures page lists it, every text already formatted by the caller. */
export interface ClosureView {
  id: number;
  /** Its start and end in venue time, e.g. 'Thu, 31 Dec 2026 09:00'. */
  from: string;
  to: string;
  /** The places it shuts, or null: the whole venue. */
  places: readonly string[] | null;
  reason: string | null;
  /** Core's closureState at the venue's time now. */
  state: 'upcoming' | 'current' | 'ended';
}

export interface ClosureListProps {
  state: 'loading' | 'error' | 'ready';
  closures: readonly ClosureView[];
  /** The staff member may lift closures (core's staffMay 'updateOccurrence'): each still standing offers Reopen. */
  canReopen?: boolean;
  /** The closure whose reopening is being asked about (the dialog is open), or null. */
  confirmingId?: number | null;
  /** The reopening is in flight: the dialog waits. */
  reopenPending?: boolean;
  /** The server's refusal of the reopening, shown in the dialog. */
  reopenError?: string | null;
  onAskReopen?: (id: number) => void;
  onConfirmReopen?: (id: number) => void;
  onCancelReopen?: () => void;
  onRetry?: () => void;
  errorText?: string;
}

const stateColour = { upcoming: 'blue', current: 'amber', ended: 'gray' } as const;

/**
 * A venue's closures, soonest first: when, which places (or the whole venue), why, and whether it stands now; a manager
 * reopens one behind a confirmation. Cards rather than a table, so a phone at the desk reads them.
 */
export function ClosureList(props: ClosureListProps): ReactNode {
  const { t } = useTranslation();
  const { state, closures, canReopen = false, confirmingId = null } = props;
  const headingId = useId();
  const placesOf = (c: ClosureView) => (c.places ? c.places.join(', ') : t('staff.closures.wholeVenue'));
  const periodOf = (c: ClosureView) => t('staff.closures.period', { from: c.from, to: c.to });
  const confirming = closures.find((c) => c.id === confirmingId) ?? null;
  return (
    <section className="cs-register" aria-labelledby={headingId} aria-busy={state === 'loading' || undefined}>
      <Heading as="h2" size="5" id={headingId}>
        {t('staff.closures.list')}
      </Heading>
      {state !== 'ready' ? (
        <StaffLoadState state={state} loadingLabel={t('staff.closures.loading')} errorText={props.errorText} onRetry={props.onRetry} />
      ) : closures.length === 0 ? (
        <Text as="p">{t('staff.closures.empty')}</Text>
      ) : (
        <ul className="cs-register__sessions" aria-labelledby={headingId}>
          {closures.map((c) => (
            <li key={c.id}>
              <Card className="cs-closure" data-state={c.state}>
                <Flex justify="between" gap="3" wrap="wrap" align="start">
                  <div className="cs-closure__text">
                    <Text as="p" weight="bold">
                      {placesOf(c)}
                    </Text>
                    <Text as="p" size="2">
                      {periodOf(c)}
                    </Text>
                    {c.reason ? (
                      <Text as="p" size="2" color="gray">
                        {c.reason}
                      </Text>
                    ) : null}
                  </div>
                  <Flex gap="3" align="center" wrap="wrap">
                    <Badge color={stateColour[c.state]}>{t(`staff.closures.${c.state}`)}</Badge>
                    {canReopen && c.state !== 'ended' ? (
                      <Button
                        variant="soft"
                        color="red"
                        highContrast
                        aria-label={t('staff.closures.reopenNamed', { places: placesOf(c), period: periodOf(c) })}
                        onClick={() => props.onAskReopen?.(c.id)}
                      >
                        {t('staff.closures.reopen')}
                      </Button>
                    ) : null}
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t('staff.closures.reopenTitle', { places: placesOf(confirming) }) : ''}
        description={confirming ? t('staff.closures.reopenText', { period: periodOf(confirming) }) : ''}
        confirmLabel={t('staff.closures.reopenConfirm')}
        cancelLabel={t('staff.closures.reopenKeep')}
        pending={props.reopenPending}
        error={props.reopenError}
        onConfirm={() => confirming && props.onConfirmReopen?.(confirming.id)}
        onCancel={() => props.onCancelReopen?.()}
      />
    </section>
  );
}
