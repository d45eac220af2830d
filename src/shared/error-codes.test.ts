import { describe, expect, it } from 'vitest';
import { errorCodes, wordError } from './error-codes.ts';
import type { ErrorArgs, ErrorCode, ErrorParams, ErrorStatus } from './error-codes.ts';
import { areas } from './i18n/catalogue.ts';
import type { Area, Messages, Translation } from './i18n/catalogue.ts';
import { formatCatalogue } from './i18n/compile.ts';
import { formatterFor } from './i18n/format.ts';
import { languages } from './i18n/languages.ts';
import type { Language } from './i18n/languages.ts';
import { textOfKey } from './i18n/texts.ts';

/**
 * The error contract's test: every code of src/shared/error-codes.ts has its message in each of the four
 * catalogues, worded with real values, and a status of a refusal.
 */

/** One language's words, every area, compiled as the server compiles them. */
async function loadMessages(language: Language): Promise<Messages> {
  const entries = await Promise.all(
    areas.map(async (area: Area) => {
      const module = (await import(`./messages/${language}/${area}.ts`)) as { default: Translation<typeof area> };
      return [area, formatCatalogue(language, area, module.default)] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as Messages;
}
const byLanguage = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await loadMessages(language)] as const)),
) as Record<Language, Messages>;
const messagesFor = (language: Language) => byLanguage[language];

type CodeWithValues = { [C in ErrorCode]: ErrorParams<C> extends undefined ? never : C }[ErrorCode];

/** Values for each code whose message takes some; a new such code fails the type check until it has a line here. */
const sampleValues: { [C in CodeWithValues]: ErrorParams<C> } = {
  invalid_input: { rule: 'accounts.invalidEmail' },
  method_not_allowed: { method: 'PUT' },
  admin_sign_in_limited: { minutes: 15 },
  sold_count_out_of_range: { totalSupply: 50 },
  edition_below_sold: { sold: 3 },
  sold_out: { name: 'Lake at dawn' },
  not_enough_editions: { name: 'Lake at dawn', remaining: 2 },
  cancel_window_passed: { unit: 'minutes', hours: 0, minutes: 30 },
  refund_too_large: { chf: 12.5 },
  video_too_long: { seconds: 42 },
  lab_refused_cancel: { reason: 'FailedToCancel' },
};

const argsOf = (code: ErrorCode) =>
  (Object.hasOwn(sampleValues, code) ? [sampleValues[code as CodeWithValues]] : []) as ErrorArgs<typeof code>;

/** What is wrong with the messages of every code in one language's words: an empty list when nothing is. */
function problemsIn(messages: Messages, language: Language): string[] {
  const problems: string[] = [];
  for (const [code, { message }] of Object.entries(errorCodes) as [ErrorCode, { message: unknown }][]) {
    if (typeof message === 'string' && textOfKey(messages, message) === undefined) {
      problems.push(`${language}: ${code} has no message '${message}'`);
      continue;
    }
    let text: string;
    try {
      text = wordError(messages, formatterFor(language), code, ...argsOf(code));
    } catch (error) {
      problems.push(`${language}: ${code} cannot be worded (${String(error)})`);
      continue;
    }
    if (!text.trim()) problems.push(`${language}: ${code} has an empty message`);
    else if (/[{}]/.test(text)) problems.push(`${language}: ${code} left a value unfilled: ${text}`);
  }
  return problems;
}

describe('the error contract', () => {
  it.each(languages)('has a message for every code in %s', (language) => {
    expect(problemsIn(messagesFor(language), language)).toEqual([]);
  });

  it('finds a code whose message is missing from a language', () => {
    const german = messagesFor('de');
    const withoutOne = { ...german, checkout: { ...german.checkout } } as Record<string, Record<string, unknown>>;
    delete withoutOne.checkout!.cardDeclined;
    const withoutValues = { ...german, checkout: { ...german.checkout, soldOut: () => '' } };
    expect(problemsIn(withoutOne as unknown as Messages, 'de')).toEqual([
      "de: card_declined has no message 'checkout.cardDeclined'",
    ]);
    expect(problemsIn(withoutValues as unknown as Messages, 'de')).toEqual(['de: sold_out has an empty message']);
  });

  it('words each code in the language asked for, with its values', () => {
    expect(wordError(messagesFor('fr'), formatterFor('fr'), 'sold_out', { name: 'Lac' })).toBe(
      messagesFor('fr').checkout.soldOut({ name: 'Lac' }),
    );
    expect(wordError(messagesFor('it'), formatterFor('it'), 'invalid_input', { rule: 'accounts.invalidEmail' })).toBe(
      messagesFor('it').accounts.invalidEmail,
    );
  });

  it('gives every code a refusal status (4xx, or 5xx for a failure of ours)', () => {
    const statuses = new Set<ErrorStatus>([400, 401, 402, 403, 404, 405, 409, 410, 413, 415, 416, 422, 429, 500, 503]);
    for (const [code, { status }] of Object.entries(errorCodes))
      expect([code, statuses.has(status)]).toEqual([code, true]);
  });
});
