import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps a keyboard user's place when an action they took removes the control they used (Serve becomes a badge, a
 * submitted form gives way to the next state): call the returned `expect()` as the action starts; the next time `key`
 * changes, focus moves to what `target` names then. A change nobody asked for (a reload, another tab) moves nothing.
 */
export function useFocusAfterChange(key: unknown, target: () => HTMLElement | null | undefined): () => void {
  const wanted = useRef(false);
  const last = useRef(key);
  useEffect(() => {
    if (Object.is(last.current, key)) return;
    last.current = key;
    if (!wanted.current) return;
    wanted.current = false;
    target()?.focus();
  });
  return useCallback(() => {
    wanted.current = true;
  }, []);
}
