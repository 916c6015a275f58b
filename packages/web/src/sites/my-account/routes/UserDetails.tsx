import type { AuthUser } from '@courtside/core';
import { ErrorPage, PageSpinner, ProfilePhotoEditor, UserDetails, UserDetailsForm } from '@courtside/ui';
import { Heading } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../../../account/useAccount';
import { useProfilePhoto } from '../../../account/useProfilePhoto';
import { useUserDetails, useUserDetailsForm } from '../../../account/useUserDetails';
import type { CrumbHandle } from '../../../app/crumbHandle';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.details.title') };

/** The form, mounted while editing so it starts from the record as it is now. */
function EditDetails({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const form = useUserDetailsForm(user, onDone);
  return <UserDetailsForm {...form} onCancel={onDone} />;
}

/** Spec §2 my-account My details (/user-details): the profile photo, the customer's record and linked users, and editing the record. */
export function Component() {
  const { t } = useTranslation();
  const details = useUserDetails();
  const user = useAuthUser().data;
  const photo = useProfilePhoto();
  // 'viewing' after an edit: focus goes back to the button that opened it.
  const [mode, setMode] = useState<'view' | 'edit' | 'viewing'>('view');
  return (
    <>
      <Heading as="h1" size="8">
        {t(mode === 'edit' ? 'account.myAccount.details.editTitle' : 'account.myAccount.details.title')}
      </Heading>
      {details.state === 'loading' ? <PageSpinner /> : null}
      {details.state === 'error' ? <ErrorPage onRetry={details.retry} /> : null}
      {details.state === 'ready' && mode === 'edit' && user ? <EditDetails user={user} onDone={() => setMode('viewing')} /> : null}
      {details.state === 'ready' && mode !== 'edit' ? (
        <>
          {user ? (
            <ProfilePhotoEditor
              photoUrl={user.profilePictureUrl}
              name={[user.firstName, user.lastName].filter(Boolean).join(' ')}
              busy={photo.busy}
              error={photo.error}
              onChoose={(file) => void photo.choose(file)}
              onRemove={photo.remove}
            />
          ) : null}
          <UserDetails {...details.details} onEdit={() => setMode('edit')} focusEdit={mode === 'viewing'} />
        </>
      ) : null}
    </>
  );
}
