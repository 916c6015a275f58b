import {
  accountMutations,
  dispatchLogin,
  registerFormDefaults,
  registerFormSchema,
  toRegisterFields,
  type RegisterBody,
  type RegisterFormValues,
} from '@courtside/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useClient } from '../hooks/useShell';
import { useAccountForm } from './useAccountForm';

/**
 * Spec §2 /register with TanStack Form on core's zod schema (useAccountForm): creates the account and signs in, then
 * runs `onCreated` with the new account's id (online joining puts the membership in its basket).
 */
export function useRegisterForm(onboardingType?: string, onCreated?: (userId: number) => Promise<void>) {
  const { api, session, site, toasts } = useApp();
  const { t } = useTranslation();
  const client = useClient();
  const register = useMutation(accountMutations.register(api, onboardingType));
  return useAccountForm<RegisterFormValues>({
    defaultValues: registerFormDefaults as RegisterFormValues,
    schema: registerFormSchema,
    notFields: ['client_id'],
    submit: async (value) => {
      const body = { ...toRegisterFields(value), client_id: client.data?.id ?? 0, source: site === 'online-joining' ? 'online-joining' : 'online' };
      const { token, user } = await register.mutateAsync(body as RegisterBody);
      toasts.add({ description: t('account.register.created'), tone: 'success' });
      dispatchLogin(session, { type: 'success', token });
      await onCreated?.(user.id);
    },
  });
}
