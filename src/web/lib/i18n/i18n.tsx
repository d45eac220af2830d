import { createContext, startTransition, use, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Area } from '../../../shared/i18n/catalogue.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { defaultLanguage, isLanguage, languageCookie, languageParam } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { loadArea } from './catalogues.ts';
import type { Words } from './words.ts';

type LanguageContextValue = {
  language: Language;
  setLanguage: (language: Language) => void;
  /** On the server: collects the areas a render spoke, so the browser loads them before it hydrates. */
  areasUsed?: Set<Area>;
};

const LanguageContext = createContext<LanguageContextValue>({ language: defaultLanguage, setLanguage: () => {} });

/**
 * The language the server answered the page in (`<html lang>`), which it chose from `?lang=`, the cookie or the
 * browser.
 */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : defaultLanguage;
}

/**
 * Holds the visitor's language. Switching keeps the page, its state and the session: the new words load in a
 * transition (the old ones stay on screen until they are in), the choice goes into the cookie and, for a signed-in
 * user, onto the account (mails follow it), and the address names the language so it can be shared.
 */
export function LanguageProvider({
  initial,
  areasUsed,
  children,
}: {
  initial: Language;
  areasUsed?: Set<Area>;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState(initial);
  const setLanguage = useCallback((next: Language) => {
    document.cookie = `${languageCookie}=${next}; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`;
    void fetch('/api/language', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: next }),
    }).catch(() => {});
    const url = new URL(window.location.href);
    url.searchParams.set(languageParam, next);
    window.history.replaceState(window.history.state, '', url);
    startTransition(() => setLanguageState(next));
  }, []);
  const value = useMemo(() => ({ language, setLanguage, areasUsed }), [language, setLanguage, areasUsed]);
  // The page's language follows the render; an effect would only add bytes to the first load.
  // eslint-disable-next-line react-hooks/immutability -- set during the render on purpose (above)
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/**
 * The words of an area in the visitor's language: `const m = useMessages('shell')`, then `m.nav.login` or
 * `m.landing.slideLabel({ position, total })`; `m.word(issue.message)` turns a shared rule's key
 * (`'checkout.firstNameTooShort'`) into its text (forms do so through `wordedResolver`). Suspends while the area's
 * catalogue loads.
 */
export function useMessages<A extends Area>(area: A): Words<A> {
  const { language, areasUsed } = useLanguage();
  areasUsed?.add(area);
  return use(loadArea(language, area));
}

/**
 * Loads the areas a dialog's later steps will speak, with the dialog: a component that suspends inside an open
 * dialog would have React hide the dialog and run its focus trap's clean-up, so the words must all be in before.
 */
export function usePreloadedAreas(...areas: Area[]): void {
  const { language, areasUsed } = useLanguage();
  for (const area of areas) {
    areasUsed?.add(area);
    use(loadArea(language, area));
  }
}

/** Prices, numbers and dates in the visitor's language, with Swiss conventions (`CHF 29.95`, `29.95 CHF`). */
export function useFormat() {
  const { language } = useLanguage();
  return formatterFor(language);
}
