/**
 * The shop's languages (decision 021). English is the default and the source of the words; the others are
 * written for Swiss readers. Each has its own addresses: `?lang=de` on any page (decision 021).
 */
export const languages = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The cookie that keeps a visitor's choice, and the query parameter that names a page's language. */
export const languageCookie = 'lang';
export const languageParam = 'lang';

/** Each language's name in itself, as the switcher shows it. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' };

/** The locale `Intl` formats with: Swiss conventions for prices, dates and numbers in every language. */
export const localeOf: Record<Language, string> = { en: 'en-CH', de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };

/** The locale of a written-out date: English keeps '14 March 2026', the others their Swiss form ('14. März 2026'). */
export const dateLocaleOf = (language: Language) => (language === 'en' ? 'en-GB' : localeOf[language]);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header ("fr-CH,fr;q=0.9,en;q=0.8"): the highest-weighted
 * range whose primary tag we speak; anything else (or nothing) is English.
 */
export function negotiateLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return defaultLanguage;
  const ranges = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        primary: range.trim().toLowerCase().split('-')[0] ?? '',
        weight: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((range) => range.weight > 0 && Number.isFinite(range.weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranges.map((range) => range.primary).find(isLanguage) ?? defaultLanguage;
}

/**
 * A page's address in a language (decision 021): English keeps the plain path, another language names itself
 * (`/catalogue?lang=de`, `/catalogue?poster=4&lang=de`).
 */
export function pathIn(language: Language, path: string): string {
  if (language === defaultLanguage) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${languageParam}=${language}`;
}

/** A page's address in each language and its `x-default` (the plain path), as `hreflang` alternates name them. */
export function languageAlternates(path: string): { hreflang: Language | 'x-default'; path: string }[] {
  return [
    ...languages.map((language) => ({ hreflang: language, path: pathIn(language, path) })),
    { hreflang: 'x-default', path },
  ];
}
