import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

/** One booking as the my-account pages show it (spec §3 Booking, cancellation), texts formatted. */
export interface AccountBookingView {
  id: string;
  name: string;
  /** Date and time in the venue's zone. */
  when: string;
  /** Venue and location. */
  where: string;
  /** Who the place is for, when not the customer themself. */
  attendee: string | null;
  price: string | null;
  /** Spec §3 cancellation.can_cancel and its reason when not. */
  canCancel: boolean;
  cannotCancelReason: string | null;
  /** A camp's or course's sessions (each as `when` reads), shown under its one entry; absent for a lone booking. */
  sessions?: string[];
}

export interface AccountBookingListProps {
  group: 'upcoming' | 'past' | 'cancelled';
  bookings: AccountBookingView[];
  /** Heading level of the list's title (h2 on the bookings page, h2 on the dashboard). */
  title: string;
  /** Cancelling is offered on upcoming bookings only. */
  onCancel?: (id: string) => void;
  /** "Show pass" on each upcoming booking: its pass (QR code and code) to show at the desk or the kiosk. */
  onShowPass?: (id: string) => void;
  /** Where an empty list sends the customer (book something). */
  emptyAction?: { href: string; label: string };
}

/** A group of the customer's bookings (spec §2 my-account Bookings): a card each, cancellable when upcoming. */
export function AccountBookingList({ group, bookings, title, onCancel, onShowPass, emptyAction }: AccountBookingListProps): ReactNode {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <section className="cs-account-bookings" aria-labelledby={headingId}>
      <Heading as="h2" size="5" id={headingId} className="cs-account-bookings__title">
        {title}
      </Heading>
      {bookings.length === 0 ? (
        <Flex direction="column" gap="2" align="start">
          <Text as="p" color="gray">
            {t(`account.myAccount.empty.${group}`)}
          </Text>
          {emptyAction ? <AppLink href={emptyAction.href} className="cs-account-link">{emptyAction.label}</AppLink> : null}
        </Flex>
      ) : (
        <ul className="cs-account-bookings__list" role="list" aria-labelledby={headingId}>
          {bookings.map((booking) => (
            <li key={booking.id}>
              <Card className="cs-account-booking" data-group={group}>
                <div className="cs-account-booking__body">
                  <Heading as="h3" size="3" className="cs-account-booking__name">
                    {booking.name}
                  </Heading>
                  <Text as="p" size="2">{booking.when}</Text>
                  <Text as="p" size="2" color="gray">{booking.where}</Text>
                  {booking.attendee ? <Text as="p" size="2" color="gray">{t('account.myAccount.forAttendee', { name: booking.attendee })}</Text> : null}
                  {booking.sessions ? (
                    <details className="cs-account-booking__sessions">
                      <summary>{t('account.myAccount.sessions', { count: booking.sessions.length })}</summary>
                      <ul>
                        {booking.sessions.map((when) => (
                          <li key={when}>
                            <Text size="2">{when}</Text>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </div>
                <div className="cs-account-booking__side">
                  {booking.price ? <Text weight="bold">{booking.price}</Text> : null}
                  {group === 'cancelled' ? <Badge color="gray">{t('account.myAccount.cancelled')}</Badge> : null}
                  {group === 'upcoming' && onShowPass ? (
                    <Button variant="soft" aria-label={t('passes.showLabel', { name: booking.name, when: booking.when })} onClick={() => onShowPass(booking.id)}>
                      {t('passes.show')}
                    </Button>
                  ) : null}
                  {group === 'upcoming' && onCancel ? (
                    booking.canCancel ? (
                      <Button
                        variant="soft"
                        color="red"
                        aria-label={t('account.myAccount.cancelLabel', { name: booking.name, when: booking.when })}
                        onClick={() => onCancel(booking.id)}
                      >
                        {t('account.myAccount.cancel')}
                      </Button>
                    ) : booking.cannotCancelReason ? (
                      <Text size="2" color="gray" className="cs-account-booking__reason">
                        {booking.cannotCancelReason}
                      </Text>
                    ) : null
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
