import { useId, type ReactNode } from 'react';
import { Select, Text } from '@radix-ui/themes';
import { PersonIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

/** One choice: the customer themself ('(You)') or a linked user (spec §3 Linked user). */
export interface SelectUserOption {
  id: number;
  name: string;
  isSelf: boolean;
}

export interface SelectUserBannerProps {
  options: SelectUserOption[];
  /** Whom calls act for; null shows 'Select user'. */
  selectedId: number | null;
  onSelect: (userId: number) => void;
}

/**
 * Spec §2 'Booking for' / 'Select user' banner, shown when the customer has linked users: choosing
 * a user makes later calls act for them. '(You)' marks the customer's own account.
 */
export function SelectUserBanner({ options, selectedId, onSelect }: SelectUserBannerProps): ReactNode {
  const { t } = useTranslation('common');
  const labelId = useId();
  const label = (option: SelectUserOption) => (option.isSelf ? t('account.bookingFor.you', { name: option.name }) : option.name);
  return (
    <section className="cs-select-user" aria-labelledby={labelId}>
      <div className="cs-select-user__inner">
        <PersonIcon aria-hidden="true" className="cs-select-user__icon" />
        <Text as="span" id={labelId} size="2" weight="bold" className="cs-select-user__label">
          {t('account.bookingFor.label')}
        </Text>
        <Select.Root value={selectedId === null ? '' : String(selectedId)} onValueChange={(value) => onSelect(Number(value))}>
          <Select.Trigger className="cs-select-user__trigger" aria-labelledby={labelId} placeholder={t('account.bookingFor.placeholder')} />
          <Select.Content position="popper" className="cs-select-user__menu">
            {options.map((option) => (
              <Select.Item key={option.id} value={String(option.id)}>
                {label(option)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </div>
    </section>
  );
}
