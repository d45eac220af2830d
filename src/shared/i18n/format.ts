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

/**
 * The shop's one form of a formatted number, whatever `Intl`'s data says: Node and browsers ship different versions
 * of it (Node's writes French thousands with an apostrophe, Chromium's with a narrow space), and a page drawn on the
 * server must read the same in the browser. French groups thousands with a narrow no-break space, the others with an
 * apostrophe; a currency stands apart from its amount by a no-break space.
 */
function sameEverywhere(language: Language, text: string): string {
  const grouping = language === 'fr' ? '\u202f' : "'";
  return text
    .replace(/(\d)['\u2019\u00a0\u202f ](?=\d{3}(?!\d))/g, `$1${grouping}`)
    .replace(/(\d)['\u2019\u00a0\u202f ](?=\d{3}\D)/g, `$1${grouping}`)
    .replace(/(CHF)[\u00a0\u202f ]|[\u00a0\u202f ](CHF)/g, (_match, before?: string, after?: string) =>
      before ? `${before}\u00a0` : `\u00a0${after}`,
    );
}

/** Dates are the shop's, in Switzerland: the server's clock and a visitor's abroad name the same day. */
export const SHOP_TIME_ZONE = 'Europe/Zurich';

/** One formatter per language, shared by every component and mail that asks (`Intl`'s objects never change). */
const formatters = new Map<Language, ReturnType<typeof makeFormatter>>();

export function formatterFor(language: Language) {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = makeFormatter(language);
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * `Intl`'s formatters are made when first used: each costs a page's first load time on a phone, a date's in a time
 * zone the most (it loads the zone's data), and most pages write only prices (decision 026).
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

function makeFormatter(language: Language) {
  const locale = localeOf[language];
  const chf = lazily(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' }));
  const francs = lazily(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  const number = lazily(() => new Intl.NumberFormat(locale));
  const date = lazily(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }));
  const dateTime = lazily(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }),
  );
  const day = lazily(
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  );
  let regions: Intl.DisplayNames | undefined;
  return {
    locale,
    /** The one way the shop writes an amount of money, in browser, mails and receipts alike. */
    price: (amount: number) =>
      language === 'en'
        ? `${sameEverywhere(language, francs().format(amount))} CHF`
        : sameEverywhere(language, chf().format(amount)),
    number: (value: number) => sameEverywhere(language, number().format(value)),
    date: (value: Date | string | number) => date().format(new Date(value)),
    dateTime: (value: Date | string | number) => dateTime().format(new Date(value)),
    /**
     * A calendar day (`YYYY-MM-DD`, a delivery date already in Europe/Zurich) as "Tue 1 Dec", "Di. 1. Dez.",
     * "mar. 1 déc.", "mar 1 dic": built from its parts, so Node's and the browser's `Intl` write it alike.
     */
    deliveryDay: (iso: string) => {
      const parts = Object.fromEntries(
        day()
          .formatToParts(new Date(`${iso}T12:00:00Z`))
          .map((part) => [part.type, part.value]),
      ) as Record<string, string>;
      return language === 'de'
        ? `${parts.weekday} ${parts.day}. ${parts.month}`
        : `${parts.weekday} ${parts.day} ${parts.month}`;
    },
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

export type Formatter = ReturnType<typeof makeFormatter>;
