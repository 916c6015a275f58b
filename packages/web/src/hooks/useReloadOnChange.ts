import { invalidateKeys, keysToInvalidate, type ReloadEvent } from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Spec §4: dates and times reload after a venue or category change. Invalidates core's keys for `event` whenever
 * `value` changes after the first render (login, logout and user selection are handled by the session sync).
 */
export function useReloadOnChange(event: ReloadEvent, value: unknown): void {
  const queryClient = useQueryClient();
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    void invalidateKeys(queryClient, keysToInvalidate(event));
  }, [event, value, queryClient]);
}
