import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/themes/components/icons';
import { useTranslation } from 'react-i18next';

/**
 * The small-screen header's 'Account' button: the account menu's trigger, and its stand-in while the menu's code
 * loads (Radix's menu is not in the first load). The chevron is the one `DropdownMenu.TriggerIcon` draws.
 */
export const AccountButton = forwardRef<HTMLButtonElement, Omit<ComponentPropsWithoutRef<typeof Button>, 'children'>>(function AccountButton(props, ref) {
  const { t } = useTranslation('common');
  return (
    <Button ref={ref} variant="ghost" className="cs-header__button" {...props}>
      {t('nav.account')}
      <ChevronDownIcon />
    </Button>
  );
});
