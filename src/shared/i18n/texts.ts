import { setupI18n } from '@lingui/core';
import type { I18n, Messages as LinguiMessages } from '@lingui/core';
import { localeOf } from './languages.ts';
import type { Language } from './languages.ts';
import type { MessageValues } from './catalogue.ts';

/** A Lingui instance for a language: its Swiss locale formats the numbers, dates and plurals inside messages. */
export function createI18n(language: Language): I18n {
  return setupI18n({ locale: language, locales: [localeOf[language]], messages: { [language]: {} } });
}

type Compiled = LinguiMessages[string];
type CompiledTree = Compiled | { [name: string]: CompiledTree } | CompiledTree[];

/**
 * Turns a compiled area into the texts components and services read (`m.shell.nav.login`,
 * `m.accounts.welcomeTitle({ username })`), formatted by Lingui in the language `i18n` speaks: plural rules,
 * numbers and dates by `Intl` in that language's Swiss locale.
 */
export function textsOf(i18n: I18n, area: string, compiled: unknown): unknown {
  const messages: Record<string, Compiled> = {};
  const collect = (node: CompiledTree, id: string): void => {
    if (typeof node === 'string' || (Array.isArray(node) && isMessage(node))) messages[id] = node as Compiled;
    else if (Array.isArray(node)) (node as CompiledTree[]).forEach((child, index) => collect(child, `${id}.${index}`));
    else for (const [name, child] of Object.entries(node)) collect(child, `${id}.${name}`);
  };
  collect(compiled as CompiledTree, area);
  i18n.load(i18n.locale, messages);

  const build = (node: CompiledTree, id: string): unknown => {
    if (typeof node === 'string') return node;
    if (Array.isArray(node) && isMessage(node)) return (values: MessageValues) => i18n._(id, values);
    if (Array.isArray(node)) return (node as CompiledTree[]).map((child, index) => build(child, `${id}.${index}`));
    return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, build(child, `${id}.${name}`)]));
  };
  return build(compiled as CompiledTree, area);
}

/**
 * A compiled message with arguments is an array of text pieces and argument arrays (`["count","plural",{…}]`);
 * a list of messages is an array whose items are themselves strings or such arrays. A message always holds at
 * least one argument array whose first item is the argument's name; a list of plain messages holds only strings.
 */
function isMessage(node: unknown[]): boolean {
  return node.some(
    (part) => Array.isArray(part) && typeof part[0] === 'string' && (part.length === 1 || typeof part[1] === 'string'),
  );
}

/**
 * The text of a dotted key ("accounts.invalidEmail"), which shared validation rules carry as their message
 * (see `key` in catalogue.ts); undefined when the text is not such a key.
 */
export function textOfKey(messages: object, messageKey: string): string | undefined {
  if (!/^[a-z][\w-]*(\.[\w-]+)+$/i.test(messageKey)) return undefined;
  let node: unknown = messages;
  for (const part of messageKey.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
