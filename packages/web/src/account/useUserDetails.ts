import {
  accountMutations,
  formatLocalDate,
  messages,
  queryKeys,
  toUserDetailsBody,
  userDetailsFormSchema,
  userDetailsFormValues,
  type AuthUser,
  type UserDetailsFormValues,
} from '@courtside/core';
import type { UserDetailsProps } from '@courtside/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useAccountForm } from './useAccountForm';
import { useAuthUser, useLinkedUsers } from './useAccount';

/** Spec §2 my-account My details: the signed-in customer's §3 record as ui's groups, and the people linked to them. */
export function useUserDetails(): { state: 'loading' | 'error' | 'ready'; retry: () => void; details: UserDetailsProps } {
  const { t } = useTranslation();
  const user = useAuthUser();
  const linked = useLinkedUsers(user.data?.id);
  const u = user.data;
  const d = (key: string) => t(`account.myAccount.details.${key}`);
  const yesNo = (on: boolean) => d(on ? 'yes' : 'no');
  const groups: UserDetailsProps['groups'] = u
    ? [
        {
          key: 'about',
          title: d('about'),
          details: [
            { key: 'name', label: d('name'), value: [u.title, u.firstName, u.lastName].filter(Boolean).join(' ') },
            { key: 'reference', label: d('reference'), value: u.reference },
            // A date of birth is a calendar date, not an instant: shown as the day it names.
            { key: 'dateOfBirth', label: d('dateOfBirth'), value: u.dateOfBirth ? formatLocalDate(u.dateOfBirth, 'short') : '' },
            { key: 'gender', label: d('gender'), value: u.gender ?? '' },
            { key: 'ethnicity', label: d('ethnicity'), value: u.ethnicity ?? '' },
            { key: 'disability', label: d('disability'), value: u.disability ?? '' },
          ],
        },
        {
          key: 'contact',
          title: d('contact'),
          details: [
            { key: 'email', label: d('email'), value: t(`account.myAccount.details.${u.emailVerifiedAt ? 'emailVerified' : 'emailUnverified'}`, { email: u.email }) },
            { key: 'phone', label: d('phone'), value: u.phone ?? '' },
            {
              key: 'address',
              label: d('address'),
              value: u.address ? [u.address.address1, u.address.address2, u.address.town, u.address.area, u.address.postcode, u.address.country].filter(Boolean).join(', ') : '',
            },
          ],
        },
        {
          key: 'marketing',
          title: d('marketing'),
          details: (['email', 'sms', 'phone', 'post'] as const).map((channel) => ({
            key: `optIn-${channel}`,
            label: d(`optIns.${channel}`),
            value: yesNo(u.marketingOptIns[channel]),
          })),
        },
      ]
    : [];
  const linkedUsers = (linked.data ?? []).map((link) => ({ id: link.id, name: link.referencedUser.name, relationship: d(`relationships.${link.relationship}`) }));
  return {
    state: user.isError || linked.isError ? 'error' : u && linked.data ? 'ready' : 'loading',
    retry: () => {
      void user.refetch();
      void linked.refetch();
    },
    details: { groups, linkedUsers },
  };
}

/**
 * Spec §2 My details, editing (useAccountForm on core's schema): saves with PUT /api/auth/user, keeps the answer as the
 * signed-in user, says so, and says where the confirmation link went when the email changed.
 */
export function useUserDetailsForm(user: AuthUser, onSaved: () => void) {
  const { api, toasts } = useApp();
  const queryClient = useQueryClient();
  const save = useMutation(accountMutations.updateUserDetails(api));
  return useAccountForm<UserDetailsFormValues>({
    defaultValues: userDetailsFormValues(user),
    schema: userDetailsFormSchema,
    submit: async (values) => {
      const saved = await save.mutateAsync(toUserDetailsBody(values) as never);
      queryClient.setQueryData(queryKeys.authUser(), saved);
      toasts.add({ description: messages.auth.detailsSaved, tone: 'success' });
      if (saved.email !== user.email) toasts.add({ description: messages.auth.verifyEmailSent(saved.email), tone: 'info' });
      onSaved();
    },
  });
}
