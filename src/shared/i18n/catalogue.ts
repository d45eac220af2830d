import type admin from '../messages/en/admin.ts';
import type common from '../messages/en/common.ts';
import type legal from '../messages/en/legal.ts';
import type operations from '../messages/en/operations.ts';
import type shell from '../messages/en/shell.ts';

/**
 * The message catalogues (issue 13, decision 021). One catalogue per language, split into areas so the browser
 * loads only the active language's words for the pages it shows: `src/shared/messages/<language>/<area>.ts`.
 *
 * English (`en/`) is the source: each area exports its messages `as const`, as ICU messages
 * ("{count, plural, one {# credit} other {# credits}}"). Every other language's area is typed
 * `satisfies Translation<'area'>`, so a missing, extra or misspelt key fails `npm run typecheck`.
 */
export type EnglishCatalogue = {
  admin: typeof admin;
  common: typeof common;
  legal: typeof legal;
  operations: typeof operations;
  shell: typeof shell;
};

export type Area = keyof EnglishCatalogue;

/** Every area, for the loaders; the check below fails the type check when one is left out. */
export const areas = ['admin', 'common', 'legal', 'operations', 'shell'] as const;
type Unlisted = Exclude<Area, (typeof areas)[number]>;
export const everyAreaListed: [Unlisted] extends [never] ? true : Unlisted = true;

type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> };

/** What another language writes for an area: the same keys (and list lengths) as English, each an ICU message. */
export type Translation<A extends Area> = Shape<EnglishCatalogue[A]>;

export type MessageValues = Record<string, string | number | Date>;

/** A message with arguments is a function of its values; one without is the text itself. */
type Text<S> = S extends `${string}{${string}` ? (values: MessageValues) => string : string;
export type Texts<T> = T extends string ? Text<T> : { readonly [K in keyof T]: Texts<T[K]> };

/** One language's words, area by area, ready to show. */
export type Messages = { readonly [A in Area]: Texts<EnglishCatalogue[A]> };
export type AreaTexts<A extends Area> = Messages[A];

/**
 * A message chosen by a server module and worded in the language of the request it answers (AppError):
 * `(m) => m.accounts.invalidEmail`.
 */
export type MessageSelector = (messages: Messages) => string;

/** Dotted keys of an area's plain messages ("accounts.invalidEmail"): what shared validation rules carry. */
type PlainKeys<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? (T[K] extends `${string}{${string}` ? never : `${Prefix}${K}`) : PlainKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = { [A in Area]: PlainKeys<EnglishCatalogue[A], `${A}.`> }[Area];

/** Marks a shared validation rule's message as a key, worded where it is shown: `key('accounts.invalidEmail')`. */
export const key = <K extends MessageKey>(messageKey: K): K => messageKey;
