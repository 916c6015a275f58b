import { Badge, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { Pencil1Icon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

/** One person the customer books for, its texts formatted by the app ('' : not held). */
export interface AttendeeView {
  id: number | string;
  name: string;
  /** The customer's own record: marked '(You)'. */
  isSelf: boolean;
  relationship: string;
  dateOfBirth: string;
  age: string;
  /** Where their details are edited, when the account may edit them (the customer's own: My details). */
  editHref?: string | null;
}

export interface AttendeeListProps {
  attendees: AttendeeView[];
}

/**
 * Spec §2 /attendees: the signed-in customer and the people linked to them (spec §3 Linked user), each a card with
 * how they are linked, their date of birth and age, and a link to edit where the account may; a note when nobody else
 * is linked.
 */
export function AttendeeList({ attendees }: AttendeeListProps): ReactNode {
  const { t } = useTranslation('common');
  const a = (key: string) => t(`account.myAccount.attendees.${key}`);
  const linked = attendees.some((attendee) => !attendee.isSelf);
  return (
    <>
      <ul className="cs-account-bookings__list" aria-label={a('listLabel')}>
        {attendees.map((attendee) => (
          <li key={attendee.id}>
            <Card className="cs-holding" data-self={attendee.isSelf ? 'true' : undefined}>
              <Flex justify="between" wrap="wrap" gap="2" align="start">
                <Heading as="h2" size="4" className="cs-account-booking__name">
                  {attendee.name}
                  {attendee.isSelf ? <Text weight="regular"> {a('you')}</Text> : null}
                </Heading>
                <Badge size="2" color="gray">
                  {attendee.relationship || a('accountHolder')}
                </Badge>
              </Flex>
              <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
                <DataList.Item>
                  <DataList.Label minWidth="9rem">{a('dateOfBirth')}</DataList.Label>
                  <DataList.Value>{attendee.dateOfBirth || a('notHeld')}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="9rem">{a('age')}</DataList.Label>
                  <DataList.Value>{attendee.age || a('notHeld')}</DataList.Value>
                </DataList.Item>
              </DataList.Root>
              {attendee.editHref ? (
                <div>
                  <AppLink href={attendee.editHref} className="cs-attendee__edit">
                    <Pencil1Icon aria-hidden="true" /> {a('editOwn')}
                  </AppLink>
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      <Text as="p" color="gray">
        {linked ? a('linkedChanges') : a('noneLinked')}
      </Text>
    </>
  );
}
