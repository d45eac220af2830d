/**
 * A worker that makes each of the shop's `Intl` formatters once in the page's language, then ends. A browser loads
 * `Intl`'s data for numbers, dates and country names the first time a page asks for it (17–42 ms, decision 047);
 * that data is the browser's for the whole tab, so made here it is not loaded again by the page's first render,
 * which then holds the main thread that much less (docs/decisions/047-a-light-start.md).
 */
import { formatterFor } from '../../../shared/i18n/format.ts';
import { isLanguage } from '../../../shared/i18n/languages.ts';

self.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
  try {
    if (!isLanguage(data)) return;
    const format = formatterFor(data);
    format.price(1);
    format.number(1_000);
    format.date(0);
    format.deliveryDay('2026-01-01');
    format.country('CH');
    // the words' plurals ("3 posters"), as the catalogues ask for them
    new Intl.PluralRules([format.locale, 'en']).select(1);
  } finally {
    // whatever a browser's `Intl` lacks, the worker ends: the page makes its formatters itself as before
    self.close();
  }
});
