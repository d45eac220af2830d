import { formatterFor } from '../../../shared/i18n/format.ts';
import { soundOf } from '../../../shared/i18n/grammar.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { styleById } from '../../../shared/styles.ts';
import { messagesFor } from '../../i18n/messages.ts';

/**
 * A catalogue poster's one-line description for its page's head, link previews and structured data
 * (docs/product/catalogue.md#sharing): "An Alpine Coastal poster from Interlaken · 200 prints at 42.00 CHF",
 * "Une affiche de style Pop Art d’Ascona · …". The style by its name (a brand name, the same in every language); the
 * words before the style and the city follow how those begin (`soundOf`), so the article and the preposition agree.
 */
export function posterDescription(
  language: Language,
  poster: { style: string; city: string | null; totalSupply: number; pricePerUnit: number },
): string {
  const words = messagesFor(language).catalogue.sharePage;
  const style = styleById(poster.style)?.name ?? poster.style;
  const edition = words.edition({
    count: poster.totalSupply,
    price: formatterFor(language).price(poster.pricePerUnit),
  });
  const styleSound = soundOf(language, style);
  const city = poster.city?.trim();
  return city
    ? words.descriptionWithCity({ style, styleSound, city, citySound: soundOf(language, city), edition })
    : words.description({ style, styleSound, edition });
}
