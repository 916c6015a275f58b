import { useMutation } from '@tanstack/react-query';
import { useApp } from '../app/context';

/** A core mutation factory's shape: the call, optional lifecycle hooks, and its spec §8 toast texts. */
export interface CoreMutation<V, R> {
  mutationFn: (variables: V) => Promise<R>;
  onMutate?: () => unknown;
  onSuccess?: (result: R) => unknown;
  onSettled?: () => unknown;
  successMessage?: string;
  errorMessage: (error: unknown) => string;
}

/**
 * Runs a core mutation factory with react-query and shows its spec §8 toasts: the success text when it has one,
 * the danger toast with its error text on failure. `onDone` runs after either (e.g. to stop a spinner).
 */
export function useToastedMutation<V, R>(factory: CoreMutation<V, R>, onDone?: (variables: V) => void) {
  const { toasts } = useApp();
  return useMutation<R, unknown, V>({
    mutationFn: factory.mutationFn,
    onMutate: () => void factory.onMutate?.(),
    onSuccess: async (result) => {
      await factory.onSuccess?.(result);
      if (factory.successMessage) toasts.add({ description: factory.successMessage, tone: 'success' });
    },
    onError: (error) => toasts.add({ description: factory.errorMessage(error), tone: 'danger' }),
    onSettled: (_result, _error, variables) => {
      factory.onSettled?.();
      onDone?.(variables);
    },
  });
}
