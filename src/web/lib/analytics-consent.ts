/**
 * The visitor's analytics choice (decision 019): 'granted', 'denied', or null while
 * they have not chosen. Kept in localStorage, not a cookie: only this browser's scripts need it, it is never
 * sent to our server or to Google, and it is not itself a tracking cookie.
 */
export type ConsentChoice = 'granted' | 'denied';

export const consentStorageKey = 'analyticsConsent';
/** The footer's "Cookie settings" asks the banner to show again through this window event. */
export const consentSettingsEvent = 'affiche:consent-settings';

type Listener = (choice: ConsentChoice | null) => void;
const listeners = new Set<Listener>();

export function readConsent(): ConsentChoice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null') as { choice?: unknown } | null;
    return stored?.choice === 'granted' || stored?.choice === 'denied' ? stored.choice : null;
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify({ choice, at: new Date().toISOString() }));
  } catch {
    // Storage can be unavailable (private mode): the choice then holds for this page only.
  }
  for (const listener of listeners) listener(choice);
}

export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(consentSettingsEvent));
}
