import { compileMessage } from '@lingui/message-utils/compileMessage';

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
  if (tree && typeof tree === 'object') return Object.fromEntries(Object.entries(tree).map(([name, value]) => [name, compileCatalogue(value)]));
  throw new TypeError(`A catalogue holds only messages, lists and groups, not ${typeof tree}`);
}
