import { ErrorPage, HoldingList, PageSpinner, type HoldingView } from '@courtside/ui';
import { Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/**
 * A my-account holdings page (memberships, packages, guest passes): its title, then the list, a spinner or the error;
 * `error` is why the list's last action (a renewal into the basket) was refused.
 */
export function HoldingsPage({
  section,
  holdings,
  error = null,
}: {
  section: 'memberships' | 'packages' | 'guestPasses';
  holdings: { state: 'loading' | 'error' | 'ready'; retry: () => void; items: HoldingView[] };
  error?: string | null;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`account.myAccount.${section}.${key}`);
  return (
    <>
      <Heading as="h1" size="8">
        {k('title')}
      </Heading>
      {holdings.state === 'loading' ? <PageSpinner /> : null}
      {holdings.state === 'error' ? <ErrorPage onRetry={holdings.retry} /> : null}
      {holdings.state === 'ready' ? <HoldingList label={k('listLabel')} empty={k('empty')} items={holdings.items} error={error} /> : null}
    </>
  );
}
