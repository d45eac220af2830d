import { localeOf } from './languages.ts';
import type { Language } from './languages.ts';

/**
 * Prices, numbers, dates and country names in a language, by `Intl` with Swiss conventions; browser and server
 * (mails, receipts) format alike. English keeps the shop's "29.95 CHF"; German and Italian write
 * "CHF 29.95", French "29.95 CHF", each with its own grouping.
 */
/**
 * Where the shop's English name of a shipping country differs from `Intl`'s (src/shared/countries.ts has
 * them all; `Intl` gives the rest alike, and this keeps the list itself out of every page's first load).
 */
const SPEC_ENGLISH_NAMES: Record<string, string> = { CZ: 'Czech Republic' };

export function formatterFor(language: Language) {
  const locale = localeOf[language];
  const chf = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' });
  const francs = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  let regions: Intl.DisplayNames | undefined;
  return {
    locale,
    /** The one way the shop writes an amount of money, in browser, mails and receipts alike. */
    price: (amount: number) => (language === 'en' ? `${francs.format(amount)} CHF` : chf.format(amount)),
    number: (value: number) => number.format(value),
    date: (value: Date | string | number) => date.format(new Date(value)),
    dateTime: (value: Date | string | number) => dateTime.format(new Date(value)),
    /**
     * A country's name from its stored code ("CH" → "Schweiz", "Suisse", "Svizzera"), by `Intl.DisplayNames` in the
     * language (decision 021). English keeps the shop's names of the shipping countries ("Czech Republic"
     * where `Intl` says "Czechia"); our 'UK' is the region 'GB'. A code `Intl` cannot name is shown as it is.
     */
    country: (code: string) => {
      if (!/^[A-Za-z]{2}$/.test(code)) return code;
      const upper = code.toUpperCase();
      if (language === 'en' && SPEC_ENGLISH_NAMES[upper]) return SPEC_ENGLISH_NAMES[upper];
      regions ??= new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      return regions.of(upper === 'UK' ? 'GB' : upper) ?? code;
    },
  };
}

export type Formatter = ReturnType<typeof formatterFor>;
