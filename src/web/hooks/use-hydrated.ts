import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates what the server drew, true from then on: what only the browser
 * can know (the window's address, the share sheet, stored choices) is drawn after hydration, so the browser's first
 * render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
