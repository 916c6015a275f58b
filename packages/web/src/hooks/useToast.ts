import { useApp } from '../app/context';

/** Adds a toast to the app's toast store (spec §4 toasts). */
export function useToast() {
  return useApp().toasts.add;
}
