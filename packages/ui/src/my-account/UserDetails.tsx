import { Button, Card, DataList, Heading } from '@radix-ui/themes';
import { Pencil1Icon } from '@radix-ui/react-icons';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One labelled value of the customer's record, formatted ('' shows as not given). */
export interface DetailView {
  key: string;
  label: string;
  value: string;
}

export interface UserDetailsProps {
  /** Spec §3 User fields in groups (about you, contact, marketing), as the web app formats them. */
  groups: Array<{ key: string; title: string; details: DetailView[] }>;
  /** Spec §3 linked users: their name and how they are linked. */
  linkedUsers: Array<{ id: number | string; name: string; relationship: string }>;
  /** Opens the form that edits the record (absent: read only). */
  onEdit?: () => void;
  /** Moves focus to the edit button (back from the form, so keyboard users are where they were). */
  focusEdit?: boolean;
}

/** Spec §2 my-account My details: the customer's record, group by group, and the people linked to the account. */
export function UserDetails({ groups, linkedUsers, onEdit, focusEdit }: UserDetailsProps): ReactNode {
  const { t } = useTranslation('common');
  const editRef = useRef<HTMLButtonElement>(null);
  const idPrefix = useId();
  const linkedId = `${idPrefix}linked`;
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  return (
    <>
      {onEdit ? (
        <div>
          <Button ref={editRef} size="3" variant="soft" onClick={onEdit}>
            <Pencil1Icon aria-hidden="true" />
            {t('account.myAccount.details.edit')}
          </Button>
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.key} className="cs-account-bookings" aria-labelledby={`${idPrefix}details-${group.key}`}>
          <Heading as="h2" size="5" id={`${idPrefix}details-${group.key}`} className="cs-account-bookings__title">
            {group.title}
          </Heading>
          <Card>
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
              {group.details.map((detail) => (
                <DataList.Item key={detail.key}>
                  <DataList.Label minWidth="12rem">{detail.label}</DataList.Label>
                  <DataList.Value>{detail.value || t('account.myAccount.details.notGiven')}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card>
        </section>
      ))}
      <section className="cs-account-bookings" aria-labelledby={linkedId}>
        <Heading as="h2" size="5" id={linkedId} className="cs-account-bookings__title">
          {t('account.myAccount.details.linkedUsers')}
        </Heading>
        {linkedUsers.length === 0 ? (
          <p>{t('account.myAccount.details.noLinkedUsers')}</p>
        ) : (
          <Card>
            <DataList.Root aria-labelledby={linkedId}>
              {linkedUsers.map((linked) => (
                <DataList.Item key={linked.id}>
                  <DataList.Label minWidth="12rem">{linked.name}</DataList.Label>
                  <DataList.Value>{linked.relationship}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card>
        )}
      </section>
    </>
  );
}
