import type { I18n } from '@lingui/core';
import type { Area } from '../../../shared/i18n/catalogue.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { createI18n, textsOf } from '../../../shared/i18n/texts.ts';
import type { Word, Words } from './words.ts';

/**
 * The browser's catalogues: one chunk per language and area, compiled at build (vite.config.ts), loaded when a
 * page first asks for its area, so only the active language's words for the pages in use are downloaded.
 */
const modules = import.meta.glob<{ default: unknown }>('./{en,de,fr,it}/*.ts', { base: '../../../shared/messages/' });

const instances = new Map<Language, I18n>();
const loaded = new Map<string, Promise<unknown>>();

/** The Lingui instance of a language: its locale formats numbers, dates and plurals the Swiss way. */
export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = createI18n(language);
    instances.set(language, i18n);
  }
  return i18n;
}

/**
 * A rule's key in a language: its area's text when that area is loaded (the component's own area always is, the
 * shell's and common words too), else the key or text as it came. (Kept small: it rides in the entry chunk.)
 */
function wordIn(language: Language): Word {
  return (keyOrText) => {
    const [area, ...path] = keyOrText.split('.');
    const promise = loaded.get(`${language}/${area}`) as { value?: unknown } | undefined;
    const text = path.reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      promise?.value,
    );
    return path.length > 0 && typeof text === 'string' ? text : keyOrText;
  };
}

/**
 * An area's texts in a language, with `word` for a rule's key, loaded once; the same promise every time, as
 * React's `use` wants.
 */
export function loadArea<A extends Area>(language: Language, area: A): Promise<Words<A>> {
  const id = `${language}/${area}`;
  let promise = loaded.get(id);
  if (!promise) {
    const load = modules[`./${id}.ts`];
    if (!load) throw new Error(`No catalogue ${id}`);
    const loading = load().then((module) => {
      const texts = textsOf(i18nFor(language), area, module.default) as object;
      // Not enumerable: the texts stay the catalogue's keys when listed.
      Object.defineProperty(texts, 'word', { value: wordIn(language) });
      // React's `use` reads a promise marked fulfilled at once, without suspending: every later render of a
      // component asking for this area goes through the same hooks as its first.
      Object.assign(loading as object, { status: 'fulfilled', value: texts });
      return texts;
    });
    promise = loading;
    loaded.set(id, promise);
  }
  return promise as Promise<Words<A>>;
}

/**
 * Loads every area of a language: the server's render does so once, so no component waits for its words there and
 * the page is drawn in one pass.
 */
export function loadAllAreas(language: Language) {
  const prefix = `./${language}/`;
  const areas = Object.keys(modules)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length, -'.ts'.length) as Area);
  return Promise.all(areas.map((area) => loadArea(language, area)));
}

/** Loads the areas every page shows (header, footer, errors) before the first render. */
export function loadShell(language: Language) {
  return Promise.all([loadArea(language, 'shell'), loadArea(language, 'common')]);
}
