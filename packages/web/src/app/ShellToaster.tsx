import { Toaster } from '@courtside/ui';
import { useSnapshot } from 'valtio';
import { useApp } from './context';

/** Spec §2: toasts show top right. */
export function ShellToaster() {
  const { toasts } = useApp();
  const state = useSnapshot(toasts.state);
  return <Toaster toasts={[...state.toasts]} onDismiss={toasts.dismiss} />;
}
