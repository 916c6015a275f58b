import { embedResizeMessage } from '@courtside/core';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';

/**
 * Embedded mode: while inside another site's frame, the page reports its content height to the host (core's
 * `courtside:resize` message) whenever it changes, so the host's frame can take it. Heights are not private: any host
 * may read them ('*'); the embed script only believes its own frame.
 */
export function useEmbedHeight(): void {
  const { system } = useApp();
  const { isEmbedded } = useSnapshot(system);
  useEffect(() => {
    if (!isEmbedded || window.parent === window) return;
    const report = () => window.parent.postMessage(embedResizeMessage(document.body.getBoundingClientRect().height, window.location.pathname), '*');
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [isEmbedded]);
}
