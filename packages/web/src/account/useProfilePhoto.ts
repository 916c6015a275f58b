import { accountMutations, ApiError, messages, profilePhotoProblem, queryKeys } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp } from '../app/context';

/** A file as a data URL (the body PUT /api/auth/user/photo takes). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * My details' profile photo: checks a chosen file with core's rule (type, size) before sending it, uploads or removes,
 * and puts the answered user into the cache (the header and details show the new photo at once) with a toast.
 */
export function useProfilePhoto() {
  const { api, toasts } = useApp();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const done = (message: string) => (user: unknown) => {
    queryClient.setQueryData(queryKeys.authUser(), user);
    toasts.add({ description: message, tone: 'success' });
  };
  const fail = (failure: unknown) => setError(failure instanceof ApiError ? failure.message : messages.genericToast);
  const upload = useMutation({ ...accountMutations.uploadProfilePhoto(api), onSuccess: done(messages.profilePhoto.saved), onError: fail });
  const remove = useMutation({ ...accountMutations.removeProfilePhoto(api), onSuccess: done(messages.profilePhoto.removed), onError: fail });
  return {
    busy: upload.isPending || remove.isPending,
    error,
    choose: async (file: File) => {
      const problem = profilePhotoProblem(file);
      setError(problem ? messages.profilePhoto[problem] : null);
      if (!problem) upload.mutate({ data_url: await readAsDataUrl(file) });
    },
    remove: () => {
      setError(null);
      remove.mutate();
    },
  };
}
