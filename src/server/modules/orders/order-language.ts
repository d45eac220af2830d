import { isLanguage } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

/** An order's stored language (`orders.language`, `catalogue_orders.language`), English when it is not one of ours. */
export const orderLanguageOf = (value: string | null | undefined): Language => (isLanguage(value) ? value : 'en');
