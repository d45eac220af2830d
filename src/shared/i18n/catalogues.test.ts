import { describe, expect, it } from 'vitest';
import { areas } from './catalogue.ts';
import { compileCatalogue } from './compile.ts';
import { languages } from './languages.ts';
import type { Language } from './languages.ts';

/**
 * Every language has every English message, with the same arguments and plural branches, and actually translated:
 * a text equal to the English one must be listed here (brand names, words both languages share).
 */
const sameAsEnglish: Record<Exclude<Language, 'en'>, string[]> = {
  de: ['shell.sections.feed', 'shell.nav.feed', 'shell.footer.copyright', 'shell.pages.landing.title', 'shell.pages.feed.title'],
  fr: [
    'shell.sections.catalogue',
    'shell.sections.feed',
    'shell.nav.feed',
    'shell.nav.catalogue',
    'shell.footer.contact',
    'shell.footer.copyright',
    'shell.toast.viewportLabel',
    'shell.pages.landing.title',
    'shell.pages.catalogue.title',
    'shell.pages.feed.title',
    'legal.terms.sections.14.heading',
  ],
  it: ['shell.sections.feed', 'shell.nav.feed', 'shell.footer.copyright', 'shell.pages.landing.title', 'shell.pages.feed.title'],
};

/** Areas the admin works in: English is enough there (issue 13), so a language may still repeat it. */
const englishEnough = new Set<string>(['admin']);

type Leaf = { id: string; text: string; shape: string[] };

async function leavesOf(language: Language, area: string): Promise<Map<string, Leaf>> {
  const source = ((await import(`../messages/${language}/${area}.ts`)) as { default: unknown }).default;
  const compiled = compileCatalogue(source);
  const leaves = new Map<string, Leaf>();
  const walk = (sourceNode: unknown, compiledNode: unknown, id: string) => {
    if (typeof sourceNode === 'string') {
      leaves.set(id, { id, text: sourceNode, shape: shapeOf(compiledNode).sort() });
      return;
    }
    for (const [name, child] of Object.entries(sourceNode as object)) walk(child, (compiledNode as Record<string, unknown>)[name], `${id}.${name}`);
  };
  walk(source, compiled, area);
  return leaves;
}

/** The arguments a compiled message uses, with their kind and plural/select branches: "count:plural:one|other". */
function shapeOf(node: unknown): string[] {
  if (!Array.isArray(node)) return [];
  return node.flatMap((part) => {
    if (!Array.isArray(part) || typeof part[0] !== 'string') return [];
    const [name, kind, branches] = part as [string, string?, Record<string, unknown>?];
    if (!branches || typeof branches !== 'object') return [`${name}${kind ? `:${kind}` : ''}`];
    const keys = Object.keys(branches).filter((k) => k !== 'offset');
    return [`${name}:${kind}:${keys.sort().join('|')}`, ...keys.flatMap((k) => shapeOf(branches[k]))];
  });
}

describe.each(areas)('the %s catalogue', (area) => {
  it.each(languages.filter((language) => language !== 'en'))('in %s has every message, with the same arguments, translated', async (language) => {
    const english = await leavesOf('en', area);
    const translated = await leavesOf(language, area);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [id, source] of english) {
      const leaf = translated.get(id)!;
      expect(leaf.shape, `${language} ${id}: arguments and branches`).toEqual(source.shape);
      expect(leaf.text.trim(), `${language} ${id} is empty`).not.toBe('');
      if (!englishEnough.has(area) && !sameAsEnglish[language as Exclude<Language, 'en'>].includes(id)) {
        expect(leaf.text, `${language} ${id} is the English text`).not.toBe(source.text);
      }
      if (language === 'de') expect(leaf.text, `${language} ${id}: Swiss German writes ss, not ß`).not.toContain('ß');
    }
  });
});
