import { ErrorPage, PageSpinner, UserDetails } from '@courtside/ui';
import { Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useUserDetails } from '../../../account/useUserDetails';
import type { CrumbHandle } from '../../../app/ShellBreadcrumb';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.details.title') };

/** Spec §2 my-account My details (/user-details): the customer's record and their linked users. */
export function Component() {
  const { t } = useTranslation();
  const details = useUserDetails();
  return (
    <>
      <Heading as="h1" size="8">
        {t('account.myAccount.details.title')}
      </Heading>
      {details.state === 'loading' ? <PageSpinner /> : null}
      {details.state === 'error' ? <ErrorPage onRetry={details.retry} /> : null}
      {details.state === 'ready' ? <UserDetails {...details.details} /> : null}
    </>
  );
}
