import { formatChf } from '../checkout-limits.ts';
import { localeOf } from './languages.ts';
import type { Language } from './languages.ts';

/**
 * Prices, numbers and dates in a language, by `Intl` with Swiss conventions; browser and server (mails, receipts)
 * format alike. English keeps the specification's "29.95 CHF"; German and Italian write "CHF 29.95", French
 * "29.95 CHF", each with its own grouping.
 */
export function formatterFor(language: Language) {
  const locale = localeOf[language];
  const chf = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' });
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    locale,
    price: (francs: number) => (language === 'en' ? formatChf(francs) : chf.format(francs)),
    number: (value: number) => number.format(value),
    date: (value: Date | string | number) => date.format(new Date(value)),
    dateTime: (value: Date | string | number) => dateTime.format(new Date(value)),
  };
}

export type Formatter = ReturnType<typeof formatterFor>;
