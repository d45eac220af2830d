import { areas } from '../../shared/i18n/catalogue.ts';
import type { Area, Messages, Translation } from '../../shared/i18n/catalogue.ts';
import { formatCatalogue } from '../../shared/i18n/compile.ts';
import { languages } from '../../shared/i18n/languages.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/**
 * Every language's words, loaded and compiled once when the server starts (the same catalogue modules the
 * browser loads area by area): API errors, mails, receipts and the pages' titles read them here.
 */
async function loadLanguage(language: Language): Promise<Messages> {
  const entries = await Promise.all(
    areas.map(async (area: Area) => {
      const module = (await import(`../../shared/messages/${language}/${area}.ts`)) as {
        default: Translation<typeof area>;
      };
      return [area, formatCatalogue(language, area, module.default)] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as Messages;
}

const byLanguage = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await loadLanguage(language)] as const)),
) as Record<Language, Messages>;

export function messagesFor(language: Language): Messages {
  return byLanguage[language];
}

/** The English words: what logs say, and what a message falls back to where no request is at hand. */
export const english = byLanguage.en;
