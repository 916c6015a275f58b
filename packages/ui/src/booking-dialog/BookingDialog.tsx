import { Button, Callout, Checkbox, Dialog, Flex, RadioCards, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A ticket as the booking dialog offers it (spec §3 Ticket with its price for this customer). */
export interface BookingTicketView {
  id: string;
  name: string;
  /** Formatted price; null while it loads. */
  price: string | null;
  isEstimate: boolean;
  /** False when the attendee may not use it (the reason says why). */
  available: boolean;
  reason: string | null;
}

/** A pre-purchase waiver to agree to before booking (spec §3 Waiver, §5 one agreement). */
export interface BookingWaiverView {
  name: string;
  /** Sanitised by the app; ui only renders it. Null while it loads. */
  termsHtml: string | null;
  /** The one statement the customer agrees to. */
  agreement: string;
  failed?: boolean;
}

export interface BookingDialogProps {
  open: boolean;
  sessionName: string;
  /** The session's day and time, already formatted in the venue's zone. */
  when: string;
  /** Whom the booking is for (the account holder or the linked user chosen under 'Booking for'). */
  attendeeName: string;
  /** Tickets of a ticketed session (empty: not ticketed, unless they are still loading). */
  tickets: BookingTicketView[];
  /** A ticketed session's tickets are not in yet: the dialog shows their place and cannot add yet. */
  ticketsLoading?: boolean;
  selectedTicketId: string | null;
  onSelectTicket: (id: string) => void;
  waiver: BookingWaiverView | null;
  agreed: boolean;
  onAgreeChange: (agreed: boolean) => void;
  /** Why the booking was refused (the server's message), shown in the dialog. */
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What stops the customer booking yet, in the order they meet it (null: they can book). */
export function bookingBlocker(
  props: Pick<BookingDialogProps, 'tickets' | 'ticketsLoading' | 'selectedTicketId' | 'waiver' | 'agreed'>,
): 'loadingTickets' | 'chooseTicket' | 'noTicket' | 'agreeFirst' | null {
  const { tickets, selectedTicketId, waiver, agreed } = props;
  if (props.ticketsLoading && tickets.length === 0) return 'loadingTickets';
  if (tickets.length > 0 && !tickets.some((t) => t.available)) return 'noTicket';
  if (tickets.length > 0 && !tickets.some((t) => t.id === selectedTicketId && t.available)) return 'chooseTicket';
  if (waiver && !agreed) return 'agreeFirst';
  return null;
}

/**
 * Booking one session (spec §3 Ticket, §5 waivers): who it is for, the ticket (defaulting to the one they qualify for;
 * ones they cannot use say why), the waiver's terms with its one agreement, then Add to basket. The button says why it
 * is disabled. A modal dialog: focus starts inside, Escape closes it and focus returns to the Book button that opened it.
 */
export function BookingDialog(props: BookingDialogProps): ReactNode {
  const { t } = useTranslation('activities');
  const { open, tickets, selectedTicketId, waiver, agreed, error, pending } = props;
  const blockerId = useId();
  const errorId = useId();
  const blocker = bookingBlocker(props);
  const loadingTickets = blocker === 'loadingTickets';
  const blockerText =
    loadingTickets
      ? t('bookDialog.loadingTickets')
      : blocker === 'noTicket'
      ? t('bookDialog.noTicket', { name: props.attendeeName })
      : blocker === 'chooseTicket'
        ? t('bookDialog.chooseTicket')
        : blocker === 'agreeFirst'
          ? t('bookDialog.agreeFirst', { name: waiver?.name })
          : null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || pending ? undefined : props.onCancel())}>
      <Dialog.Content maxWidth="560px" className="cs-booking-dialog" aria-describedby={undefined}>
        <Dialog.Title as="h2" size="5">{t('bookDialog.title', { name: props.sessionName })}</Dialog.Title>
        <Text as="p" size="2" color="gray">{props.when}</Text>
        <Text as="p" size="3" weight="medium" mt="2" className="cs-booking-dialog__for">{t('bookDialog.for', { name: props.attendeeName })}</Text>

        {loadingTickets ? (
          <div className="cs-booking-dialog__tickets" aria-busy>
            <Skeleton height="3.5rem" />
          </div>
        ) : null}
        {tickets.length > 0 ? (
          <fieldset className="cs-booking-dialog__tickets">
            <legend className="cs-booking-dialog__legend">{t('bookDialog.tickets')}</legend>
            <RadioCards.Root value={selectedTicketId ?? ''} onValueChange={props.onSelectTicket} columns={{ initial: '1', sm: '2' }} size="1">
              {tickets.map((ticket) => (
                <RadioCards.Item key={ticket.id} value={ticket.id} disabled={!ticket.available} aria-describedby={ticket.reason ? `${blockerId}-${ticket.id}` : undefined}>
                  <Flex direction="column" width="100%">
                    <Text size="2" weight="bold">{ticket.name}</Text>
                    <Text size="2">
                      {ticket.price ?? <Skeleton width="3rem" height="1rem" />}
                      {ticket.price && ticket.isEstimate ? (
                        <>
                          {` ${t('sessions.estimateShort')}`}
                          <VisuallyHidden>{` (${t('sessions.estimate')})`}</VisuallyHidden>
                        </>
                      ) : null}
                    </Text>
                    {ticket.reason ? (
                      <Text size="1" color="gray" id={`${blockerId}-${ticket.id}`}>{t('bookDialog.notAvailable')}</Text>
                    ) : null}
                  </Flex>
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
          </fieldset>
        ) : null}

        {waiver ? (
          <div className="cs-booking-dialog__waiver">
            <Text as="p" size="3" weight="bold">{t('bookDialog.waiverTitle', { name: waiver.name })}</Text>
            <Text as="p" size="2" color="gray">{t('bookDialog.waiverIntro', { name: waiver.name })}</Text>
            {waiver.failed ? (
              <Text as="p" size="2" color="red">{t('bookDialog.termsFailed')}</Text>
            ) : waiver.termsHtml === null ? (
              <Text as="p" size="2" aria-busy>{t('bookDialog.loadingTerms')}</Text>
            ) : (
              // The app sanitises the terms; ui only renders them. Scrollable, so it takes focus for keyboard users.
              <div className="cs-booking-dialog__terms" tabIndex={0} role="region" aria-label={waiver.name} dangerouslySetInnerHTML={{ __html: waiver.termsHtml }} />
            )}
            <Text as="label" size="2" className="cs-booking-dialog__agree">
              <Checkbox size="2" checked={agreed} disabled={waiver.termsHtml === null} onCheckedChange={(next) => props.onAgreeChange(next === true)} />
              <span>{waiver.agreement}</span>
            </Text>
          </div>
        ) : null}

        {error ? (
          <Callout.Root color="red" role="alert" mt="3" id={errorId}>
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}

        {blockerText ? (
          <Text as="p" size="2" mt="3" id={`${blockerId}-why`} className="cs-booking-dialog__why">{blockerText}</Text>
        ) : null}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray" disabled={pending}>{t('bookDialog.cancel')}</Button>
          </Dialog.Close>
          <Button
            loading={pending}
            aria-disabled={blocker !== null || undefined}
            aria-describedby={blockerText ? `${blockerId}-why` : undefined}
            onClick={() => (blocker === null && !pending ? props.onConfirm() : undefined)}
          >
            {pending ? t('bookDialog.working') : t('bookDialog.book')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
