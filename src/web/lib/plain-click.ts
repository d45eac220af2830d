import type { MouseEvent } from 'react';

/**
 * A click a link may take over (open in place): the main button without a modifier. A middle click, or one with
 * Ctrl, ⌘, Shift or Alt, is left to the browser (a new tab or window).
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
