import { describe, expect, it } from 'vitest';
import { areas } from './catalogue.ts';
import { compileCatalogue } from './compile.ts';
import { STYLES } from '../styles.ts';
import { languages } from './languages.ts';
import type { Language } from './languages.ts';

/**
 * Every language has every English message, with the same arguments and plural branches, and actually translated:
 * a text equal to the English one must be listed here (brand names, words both languages share).
 */
const sameAsEnglish: Record<Exclude<Language, 'en'>, string[]> = {
  de: [
    'prints.frameExtra',
    'checkout.summaryLine',
    'prints.formatFramed',
    'walls.rooms.cafe',
    'shell.pages.poster.title',
    'admin.auditActions.catalogue_order.status',
    'admin.auditActions.order.status',
    'admin.columns.status',
    'admin.itemId',
    'admin.name',
    'admin.posterImage',
    'admin.status',
    'cart.total',
    'catalogue.feedLink',
    'catalogue.untitledPoster',
    'checkout.mail.total',
    'checkout.name',
    'checkout.total',
    'checkout.totalPaid',
    'common.labelled',
    'create.stylePosition',
    'dashboard.posterAlt',
    'earn.untitledPoster',
    'feed.untitledPoster',
    'membership.kicker',
    'orders.receipt.poster',
    'orders.receipt.status',
    'orders.receipt.total',
    'orders.receipt.unnamedPoster',
    'orders.statusTitle',
    'orders.total',
    'orders.unnamedCataloguePoster',
    'orders.unnamedPoster',
    'partners.claims.0.figure',
    'partners.claims.3.figure',
    'partners.mail.fields.cafe',
    'partners.mail.fields.name',
    'sell.momentLinkPlaceholder',
    'settings.account.collective',
    'settings.subscription.status',
    'shell.footer.copyright',
    'shell.nav.feed',
    'shell.pages.feed.title',
    'shell.pages.landing.title',
    'shell.sections.feed',
  ],
  fr: [
    'shell.toast.label',
    'prints.frameExtra',
    'prints.formatFramed',
    'walls.rooms.cafe',
    'admin.columns.actions',
    'admin.columns.date',
    'admin.date',
    'admin.itemId',
    'admin.pagesLabel',
    'admin.style',
    'cart.total',
    'catalogue.feedLink',
    'catalogue.style',
    'checkout.total',
    'create.stepStyle',
    'create.stylePosition',
    'create.stylesLabel',
    'dashboard.posterAlt',
    'feed.styleLabel',
    'legal.terms.sections.14.heading',
    'membership.kicker',
    'orders.receipt.date',
    'orders.receipt.total',
    'orders.total',
    'partners.claims.0.figure',
    'partners.claims.3.figure',
    'partners.mail.fields.cafe',
    'partners.mail.fields.email',
    'sell.momentLinkPlaceholder',
    'settings.account.collective',
    'shell.footer.contact',
    'shell.footer.copyright',
    'shell.nav.catalogue',
    'shell.nav.feed',
    'shell.nav.menu',
    'shell.pages.catalogue.title',
    'shell.pages.feed.title',
    'shell.pages.landing.title',
    'shell.sections.catalogue',
    'shell.sections.feed',
    'shell.toast.viewportLabel',
  ],
  it: [
    'prints.frameExtra',
    'checkout.summaryLine',
    'prints.formatFramed',
    'shell.pages.poster.title',
    'accounts.passwordLabel',
    'admin.itemId',
    'admin.passwordLabel',
    'admin.posterImage',
    'catalogue.feedLink',
    'common.labelled',
    'create.stylePosition',
    'dashboard.posterAlt',
    'membership.kicker',
    'orders.receipt.poster',
    'orders.receipt.unnamedPoster',
    'orders.unnamedCataloguePoster',
    'orders.unnamedPoster',
    'partners.claims.0.figure',
    'partners.claims.2.figure',
    'partners.claims.3.figure',
    'partners.mail.fields.email',
    'sell.momentLinkPlaceholder',
    'settings.account.collective',
    'shell.footer.copyright',
    'shell.nav.feed',
    'shell.nav.menu',
    'shell.pages.feed.title',
    'shell.pages.landing.title',
    'shell.sections.feed',
  ],
};

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
    for (const [name, child] of Object.entries(sourceNode as object))
      walk(child, (compiledNode as Record<string, unknown>)[name], `${id}.${name}`);
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

/** A `select` on how a word begins ("styleSound:select:other|vowel"), which each language uses only if it needs it. */
const isGrammarHint = (shape: string) => /^\w+Sound:select:/.test(shape);
const withoutGrammarHints = (shape: string[]) => shape.filter((entry) => !isGrammarHint(entry));

/**
 * The polite "Sie" and its possessives in a German text (the shop says "du" throughout): "Sie" inside a sentence,
 * "Ihre", "Ihrer", "Ihnen"… anywhere. A lone "Ihr" may be a thing's ("storniert: Ihr Status", its status), so is
 * let be.
 */
const formalGerman = /\b(?:Ihnen|Ihre[mnrs]?)\b|[a-zäöü,] Sie\b/;

describe.each(areas)('the %s catalogue', (area) => {
  it.each(languages.filter((language) => language !== 'en'))(
    'in %s has every message, with the same arguments, translated',
    async (language) => {
      const english = await leavesOf('en', area);
      const translated = await leavesOf(language, area);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [id, source] of english) {
        const leaf = translated.get(id)!;
        // A grammar hint (`styleSound`, `citySound`: src/shared/i18n/grammar.ts) is chosen on only where a language
        // needs it.
        expect(withoutGrammarHints(leaf.shape), `${language} ${id}: arguments and branches`).toEqual(
          withoutGrammarHints(source.shape),
        );
        for (const hint of [...leaf.shape, ...source.shape].filter(isGrammarHint))
          expect(hint, `${language} ${id}: a grammar hint chooses vowel or other`).toMatch(/:select:other\|vowel$/);
        expect(leaf.text.trim(), `${language} ${id} is empty`).not.toBe('');
        if (!sameAsEnglish[language as Exclude<Language, 'en'>].includes(id)) {
          expect(leaf.text, `${language} ${id} is the English text`).not.toBe(source.text);
        }
        // a number and its % never part at a line's end ("16 / % pour…" on a phone)
        expect(leaf.text, `${language} ${id}: a breaking space before %`).not.toMatch(/ %/);
        if (language === 'de') {
          expect(leaf.text, `${language} ${id}: Swiss German writes ss, not ß`).not.toContain('ß');
          expect(leaf.text, `${language} ${id}: the shop says du, never Sie`).not.toMatch(formalGerman);
        }
      }
    },
  );
});

/**
 * French typography (decision 021): a narrow no-break space (U+202F, the one kind the catalogues use) before ":", ";",
 * "!" and "?", and inside « guillemets », so a line never starts with the sign. Arguments count as words; ICU's own
 * syntax, web addresses, times ("10:30") and code quoted in a text are not prose.
 */
const nbsp = '\u202f';

/** A message's prose: each argument is a word ("X"), plural and select syntax gone, addresses and times gone. */
function proseOf(message: string): string {
  let text = message
    .replace(/\b(?:https?|mailto):\S+/g, ' ')
    .replace(/\b\d{1,2}:\d{2}\b/g, '0')
    // code quoted in a text: a command ("npm run admin:create"), an HTTP header ("Authorization: Bearer <token>")
    .replace(/\b[\w-]+:[\w-]+\b/g, 'X')
    .replace(/\b[A-Z][\w-]+: (?:Bearer|Basic)\b/g, 'X');
  text = text.replace(/\{\s*[\w.]+\s*(?:,\s*(?:number|date|time)\s*(?:,[^{}]*)?)?\}/g, 'X');
  text = text.replace(/\{\s*[\w.]+\s*,\s*(?:plural|select|selectordinal)\s*,(?:\s*offset:\d+)?/g, '');
  text = text.replace(/(?:=\d+|[\w-]+)\s*\{/g, '').replace(/[{}]/g, '');
  return text;
}

/** Where a French text breaks the rule: the sign with what precedes (or follows) it. */
function frenchSpacingFaults(message: string): string[] {
  const text = proseOf(message);
  const faults: string[] = [];
  for (const [index, sign] of [...text].entries()) {
    const before = text[index - 1];
    if (':;!?'.includes(sign) && index > 0 && before !== nbsp && !(sign !== ':' && (before === '!' || before === '?')))
      faults.push(`${JSON.stringify(before)}${sign}`);
    if (sign === '«' && text[index + 1] !== nbsp) faults.push(`«${JSON.stringify(text[index + 1])}`);
    if (sign === '»' && before !== nbsp) faults.push(`${JSON.stringify(before)}»`);
  }
  return faults;
}

/**
 * The shop's name is an argument ({brand}, {shop}) that may be any name: no French word before it that would have to
 * elide ("de Affiche" wants "d’Affiche", "d’Boutique" would be wrong); such a text names the shop otherwise
 * ("du service {brand}", "chez {shop}").
 */
const elidingBeforeName =
  /(?:^|[\s(«’'])(?:de|que|le|la|ce|je|me|te|se|ne|jusque|lorsque|puisque|quoique)\s+\{(?:brand|shop)\}/i;

describe('French typography', () => {
  it('finds a missing or breaking space, and reads arguments, plurals, addresses and times aright', () => {
    expect(frenchSpacingFaults(`Total${nbsp}: {amount}`)).toEqual([]);
    expect(frenchSpacingFaults('Total : {amount}')).toEqual(['" ":']);
    expect(frenchSpacingFaults('Total: {amount}')).toEqual(['"l":']);
    expect(frenchSpacingFaults(`Style\u00a0: {name}`)).toEqual(['"\u00a0":']);
    expect(frenchSpacingFaults('{label}:')).toEqual(['"X":']);
    expect(frenchSpacingFaults(`{count, plural, one {# affiche${nbsp}!} other {# affiches!}}`)).toEqual(['"s"!']);
    expect(frenchSpacingFaults(`Vraiment${nbsp}?!`)).toEqual([]);
    expect(frenchSpacingFaults(`«${nbsp}Pop Art${nbsp}» et « Riso »`)).toEqual(['«" "', '" "»']);
    expect(frenchSpacingFaults(`Voir https://example.ch/a?b=1 à 10:30${nbsp}; merci`)).toEqual([]);
    expect(frenchSpacingFaults(`Lancez npm run admin:create (Authorization: Bearer <TOKEN>)${nbsp}!`)).toEqual([]);
  });

  it.each(areas)('holds in the French %s catalogue', async (area) => {
    const faults = [...(await leavesOf('fr', area)).values()].flatMap((leaf) =>
      frenchSpacingFaults(leaf.text).map((fault) => `${leaf.id}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });

  it('finds a word that would elide before the shop’s name', () => {
    expect(elidingBeforeName.test('votre utilisation de {brand}, une boutique')).toBe(true);
    expect(elidingBeforeName.test('Lorsque {shop} répond')).toBe(true);
    expect(elidingBeforeName.test('votre utilisation du service {brand}, chez {shop}')).toBe(false);
  });

  it.each(areas)('names the shop without an elision in the French %s catalogue', async (area) => {
    const eliding = [...(await leavesOf('fr', area)).values()]
      .filter((leaf) => elidingBeforeName.test(leaf.text))
      .map((leaf) => leaf.id);
    expect(eliding).toEqual([]);
  });
});

/**
 * One word per meaning (decision 021): where English says "free" (free of charge), German says "gratis", French
 * "gratuit", Italian "gratuito"; where it says "included" (in the price), German says "inbegriffen" (the VAT keeps its
 * formula "inkl. MWST"), French "inclus", Italian "incluso". The other words for the same thing stay out.
 */
const wording: Record<Exclude<Language, 'en'>, { free: RegExp; included: RegExp; rejected: RegExp }> = {
  de: {
    free: /\bgratis/i,
    included: /\binbegriffen\b|\binkl\. MWST\b/,
    rejected: /kostenlos|kostenfrei|gebührenfrei|umsonst|\bgratis-|inklusive|im Preis enthalten/i,
  },
  fr: { free: /\bgratuit/i, included: /\binclus/i, rejected: /\bgratis\b|\bà titre gracieux\b/i },
  it: { free: /\bgratuit/i, included: /\binclus[oaie]\b/i, rejected: /\bgratis\b|\bin omaggio\b/i },
};
const saysFree = /\bfree\b(?! of\b)/i;
const saysIncluded = /\bincluded\b/i;

it('tells "free" and "included" by the English text', () => {
  expect(saysFree.test('Shipping: Free')).toBe(true);
  expect(saysFree.test('available or free of errors')).toBe(false);
  expect(saysIncluded.test('VAT included')).toBe(true);
  expect(wording.de.rejected.test('Gratis-Guthaben')).toBe(true);
  expect(wording.de.rejected.test('Gratisguthaben')).toBe(false);
});

describe.each(languages.filter((language) => language !== 'en'))(
  'the words for "free" and "included" in %s',
  (language) => {
    const words = wording[language as Exclude<Language, 'en'>];

    it.each(areas)('are one per meaning in the %s catalogue', async (area) => {
      const english = await leavesOf('en', area);
      const faults: string[] = [];
      for (const leaf of (await leavesOf(language, area)).values()) {
        const source = english.get(leaf.id)!.text;
        if (saysFree.test(source) && !words.free.test(leaf.text))
          faults.push(`${leaf.id}: "${leaf.text}" does not say ${words.free}`);
        if (saysIncluded.test(source) && !words.included.test(leaf.text))
          faults.push(`${leaf.id}: "${leaf.text}" does not say ${words.included}`);
        if (words.rejected.test(leaf.text))
          faults.push(`${leaf.id}: "${leaf.text}" says ${words.rejected.exec(leaf.text)![0]}`);
      }
      expect(faults).toEqual([]);
    });
  },
);

/**
 * Names kept in English (docs/product/languages.md#names-kept-in-english): where the English text names the feed, the
 * membership or a style, every language names it the same way.
 */
const brandNames: { name: string; named: RegExp }[] = [
  { name: 'Moments', named: /^Moments$|^Moments:|\bMoments feed\b/ },
  { name: 'Artistic Collective', named: /\bArtistic Collective\b/ },
  ...STYLES.map((style) => ({ name: style.name, named: new RegExp(`\\b${style.name}\\b`) })),
];

describe.each(languages.filter((language) => language !== 'en'))('the names kept in English in %s', (language) => {
  it.each(areas)('read the same in the %s catalogue', async (area) => {
    const english = await leavesOf('en', area);
    const faults: string[] = [];
    for (const leaf of (await leavesOf(language, area)).values()) {
      for (const { name, named } of brandNames) {
        // An image's description says what it shows in words ("Affiche impressionniste…"), not the style's name.
        if (leaf.id.startsWith('shell.landing.slideAlts.') && name !== 'Moments' && name !== 'Artistic Collective')
          continue;
        if (named.test(english.get(leaf.id)!.text) && !leaf.text.includes(name))
          faults.push(`${leaf.id}: "${leaf.text}" does not say ${name}`);
      }
    }
    expect(faults).toEqual([]);
  });
});

/**
 * A poster's review reads the same on the dashboard's figures as on its badge (French said "En vérification" beside
 * "En examen"); the badge is in capitals, so the case may differ.
 */
it.each(languages)('names a poster in review alike on the dashboard and its badge in %s', async (language) => {
  const figure = (await leavesOf(language, 'dashboard')).get('dashboard.stats.inReview')!.text;
  const badge = (await leavesOf(language, 'sell')).get('sell.statusInReview')!.text;
  expect(figure.toLocaleLowerCase(language)).toBe(badge.toLocaleLowerCase(language));
});
