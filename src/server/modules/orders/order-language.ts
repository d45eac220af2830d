import type { Messages } from '../../../shared/i18n/catalogue.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { isLanguage, languages } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { messagesFor } from '../../i18n/messages.ts';

/** An order's stored language (`orders.language`, `catalogue_orders.language`), English when it is not one of ours. */
export const orderLanguageOf = (value: string | null | undefined): Language => (isLanguage(value) ? value : 'en');

/**
 * The formatter of the language a set of messages speaks: an error's selector (`(m) => …`) is worded in the
 * request's language and formats the amount it names the same way.
 */
export const formatterOfMessages = (m: Messages) => formatterFor(languages.find((language) => messagesFor(language) === m) ?? 'en');
