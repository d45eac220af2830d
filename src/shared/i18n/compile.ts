import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Area, AreaTexts, Translation } from './catalogue.ts';
import type { Language } from './languages.ts';
import { createI18n, textsOf } from './texts.ts';

/**
 * Compiles an area's ICU messages ahead of use (Lingui's compiled form: plain text stays a string, a message with
 * arguments becomes an array), so the browser carries no ICU parser: the Vite build compiles the catalogue modules
 * it bundles (vite.config.ts), the server compiles at start.
 */
export function compileCatalogue(tree: unknown): unknown {
  if (typeof tree === 'string') {
    const compiled = compileMessage(tree);
    // Plain text (no arguments) stays one string: a list of messages is then told apart from a message by its parts.
    return Array.isArray(compiled) && compiled.every((part) => typeof part === 'string') ? compiled.join('') : compiled;
  }
  if (Array.isArray(tree)) return tree.map(compileCatalogue);
  if (tree && typeof tree === 'object')
    return Object.fromEntries(Object.entries(tree).map(([name, value]) => [name, compileCatalogue(value)]));
  throw new TypeError(`A catalogue holds only messages, lists and groups, not ${typeof tree}`);
}

/**
 * An area's texts in a language, from its catalogue module, for code that imports a catalogue directly (tests,
 * scripts): `const shell = formatCatalogue('en', 'shell', englishShell)`.
 */
export function formatCatalogue<A extends Area>(language: Language, area: A, catalogue: Translation<A>): AreaTexts<A> {
  return textsOf(createI18n(language), area, compileCatalogue(catalogue)) as AreaTexts<A>;
}
