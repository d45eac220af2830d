import type accounts from '../messages/en/accounts.ts';
import type admin from '../messages/en/admin.ts';
import type afterSale from '../messages/en/afterSale.ts';
import type cart from '../messages/en/cart.ts';
import type catalogue from '../messages/en/catalogue.ts';
import type checkout from '../messages/en/checkout.ts';
import type common from '../messages/en/common.ts';
import type create from '../messages/en/create.ts';
import type credits from '../messages/en/credits.ts';
import type dashboard from '../messages/en/dashboard.ts';
import type earn from '../messages/en/earn.ts';
import type feed from '../messages/en/feed.ts';
import type legal from '../messages/en/legal.ts';
import type mailbox from '../messages/en/mailbox.ts';
import type membership from '../messages/en/membership.ts';
import type operations from '../messages/en/operations.ts';
import type orders from '../messages/en/orders.ts';
import type partners from '../messages/en/partners.ts';
import type payouts from '../messages/en/payouts.ts';
import type prints from '../messages/en/prints.ts';
import type privacy from '../messages/en/privacy.ts';
import type sell from '../messages/en/sell.ts';
import type settings from '../messages/en/settings.ts';
import type shell from '../messages/en/shell.ts';
import type walls from '../messages/en/walls.ts';
import type { Formatter } from './format.ts';

/**
 * The message catalogues (decision 021). One catalogue per language, split into areas so the browser
 * loads only the active language's words for the pages it shows: `src/shared/messages/<language>/<area>.ts`.
 *
 * English (`en/`) is the source: each area exports its messages `as const`, as ICU messages
 * ("{count, plural, one {# credit} other {# credits}}"). Every other language's area is typed
 * `satisfies Translation<'area'>`, so a missing, extra or misspelt key fails `npm run typecheck`.
 */
export type EnglishCatalogue = {
  accounts: typeof accounts;
  admin: typeof admin;
  afterSale: typeof afterSale;
  cart: typeof cart;
  catalogue: typeof catalogue;
  checkout: typeof checkout;
  common: typeof common;
  create: typeof create;
  credits: typeof credits;
  dashboard: typeof dashboard;
  earn: typeof earn;
  feed: typeof feed;
  legal: typeof legal;
  mailbox: typeof mailbox;
  membership: typeof membership;
  operations: typeof operations;
  orders: typeof orders;
  partners: typeof partners;
  payouts: typeof payouts;
  prints: typeof prints;
  privacy: typeof privacy;
  sell: typeof sell;
  settings: typeof settings;
  shell: typeof shell;
  walls: typeof walls;
};

export type Area = keyof EnglishCatalogue;

/** Every area, for the loaders; the check below fails the type check when one is left out. */
export const areas = [
  'accounts',
  'admin',
  'afterSale',
  'cart',
  'catalogue',
  'checkout',
  'common',
  'create',
  'credits',
  'dashboard',
  'earn',
  'feed',
  'legal',
  'mailbox',
  'membership',
  'operations',
  'orders',
  'partners',
  'payouts',
  'prints',
  'privacy',
  'sell',
  'settings',
  'shell',
  'walls',
] as const;
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
 * `(m) => m.accounts.invalidEmail`; an amount in it is formatted for the same reader with the second argument,
 * `(m, format) => m.afterSale.refundTooLarge({ amount: format.price(chf) })`.
 */
export type MessageSelector = (messages: Messages, format: Formatter) => string;

/** Dotted keys of an area's plain messages ("accounts.invalidEmail"): what shared validation rules carry. */
type PlainKeys<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? T[K] extends `${string}{${string}`
      ? never
      : `${Prefix}${K}`
    : PlainKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = { [A in Area]: PlainKeys<EnglishCatalogue[A], `${A}.`> }[Area];

/** Marks a shared validation rule's message as a key, worded where it is shown: `key('accounts.invalidEmail')`. */
export const key = <K extends MessageKey>(messageKey: K): K => messageKey;
