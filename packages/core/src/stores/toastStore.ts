import { proxy } from 'valtio/vanilla';

export type ToastTone = 'success' | 'danger' | 'info';

/** Spec §4 "Toasts added and removed by id and auto-close after a timeout". */
export interface Toast {
  id: string;
  description: string;
  title?: string;
  tone: ToastTone;
  durationMs: number;
}

/** Spec §9 toast durations. */
export const toastDurations = { missingActivity: 3000, default: 5000, long: 10000 } as const;

/** Creates the toast store; ids come from the injected generator (core never reads a clock or RNG). */
export function createToastStore(newId: () => string) {
  const state = proxy<{ toasts: Toast[] }>({ toasts: [] });
  return {
    state,
    add(toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }): string {
      const id = newId();
      state.toasts.push({ durationMs: toastDurations.default, ...toast, id });
      return id;
    },
    dismiss(id: string): void {
      state.toasts = state.toasts.filter((toast) => toast.id !== id);
    },
  };
}
export type ToastStore = ReturnType<typeof createToastStore>;
