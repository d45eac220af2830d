import { useSyncExternalStore } from 'react';
import type { Viewport } from '../frame-size.ts';

let snapshot: Viewport | null = null;

function read(): Viewport | null {
  if (typeof window === 'undefined') return null;
  const { innerWidth: width, innerHeight: height } = window;
  if (!snapshot || snapshot.width !== width || snapshot.height !== height) snapshot = { width, height };
  return snapshot;
}

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  window.addEventListener('orientationchange', listener);
  return () => {
    window.removeEventListener('resize', listener);
    window.removeEventListener('orientationchange', listener);
  };
}

/** The window's size, kept current on resize and rotation; null where there is no window. */
export function useViewport(): Viewport | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
