import { Toaster } from '@courtside/ui';
import { useSnapshot } from 'valtio';
import { useApp } from './context';

/**
 * Spec §2: toasts show top right. Loaded after the first paint (RootLayout: lazy), so Radix Toast is not in the first
 * load; a toast raised before it arrives waits in the store and shows when it does.
 */
export function ShellToaster() {
  const { toasts } = useApp();
  const state = useSnapshot(toasts.state);
  return <Toaster toasts={[...state.toasts]} onDismiss={toasts.dismiss} />;
}
