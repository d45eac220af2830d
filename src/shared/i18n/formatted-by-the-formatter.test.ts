import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHIPPING_COUNTRIES } from '../countries.ts';
import { formatterFor } from './format.ts';
import { languages } from './languages.ts';
import type { Language } from './languages.ts';

/**
 * Prices and country names are written by `formatterFor(language)` only (docs/product/languages.md#formatting):
 * no component, service or message builds a price by hand ("CHF" next to a number or an argument, `.toFixed(2)` in
 * the browser), and no file but src/shared/countries.ts keeps a list of country names. A message may state a fixed
 * amount (a rule's limits have no arguments) only as the language's formatter writes it ("CHF 5.00" in German).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const folders = ['src/web', 'src/server', 'src/shared/messages'];
const skipped = new Set(['node_modules', 'migrations']);

/**
 * Where `.toFixed(2)` in the browser is not a shown price, with why. Amounts the server writes with `.toFixed(2)` are
 * the database's decimal text, never shown as they are; a price the server shows would carry "CHF" and be caught.
 */
const toFixedAllowed: Record<string, string> = {
  'src/web/features/admin/components/order-after-sale.tsx':
    'the refund field’s placeholder: the amount as the field takes it ("29.95"), not a shown price',
};

function walk(folder: string, files: string[] = []): string[] {
  if (!existsSync(folder)) return files;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (skipped.has(entry.name)) continue;
    if (entry.isDirectory()) walk(full, files);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** The source without its comments: what a comment says about a price ("29.95 CHF each") is not a price shown. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const space = '[\\s\\u00a0\\u202f]*';
/** "CHF" beside an argument: `${total} CHF`, `CHF {price}`, `{amount} CHF`. */
const chfBesideArgument = new RegExp(`\\}${space}CHF\\b|\\bCHF${space}(?:\\$\\{|\\{)`, 'g');
/** "CHF" beside a written amount: "5 CHF", "CHF 1’000", "0.01 CHF". */
const amount = "\\d(?:\\d|[’'.,](?=\\d)|[\\u00a0\\u202f ](?=\\d{3}\\b))*";
const chfBesideAmount = new RegExp(`${amount}${space}CHF\\b|\\bCHF${space}${amount}`, 'g');
const normal = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/’/g, "'");

/** Every name of a shipping country in the four languages (and the shop's English ones), with its code. */
const countryNames = new Map<string, string>();
for (const country of SHIPPING_COUNTRIES) {
  countryNames.set(country.name, country.code);
  for (const language of languages) countryNames.set(formatterFor(language).country(country.code), country.code);
}
const quotedCountry = new RegExp(
  `['"\`](${[...countryNames.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})['"\`]`,
  'g',
);

/** What in a file (its path from the repository's root, and its text) writes a price or a list of countries by hand. */
export function handMade(file: string, source: string): string[] {
  const code = withoutComments(source);
  const faults: string[] = [];
  const language = /^src\/shared\/messages\/(\w+)\//.exec(file)?.[1] as Language | undefined;

  for (const [found] of code.matchAll(chfBesideArgument)) faults.push(`a price built by hand: ${found}`);
  for (const [found] of code.matchAll(chfBesideAmount)) {
    if (language) {
      const written = formatterFor(language).price(Number(found.replace(/[^\d.]/g, '')));
      if (normal(found) === normal(written)) continue;
      faults.push(`an amount not as ${language} writes it: "${found}" (the formatter writes "${written}")`);
    } else faults.push(`a price built by hand: ${found}`);
  }
  if (file.startsWith('src/web/') && !toFixedAllowed[file]) {
    for (const [found] of code.matchAll(/[\w)\]]+\.toFixed\(2\)/g)) faults.push(`an amount with .toFixed(2): ${found}`);
  }
  if (file !== 'src/shared/countries.ts') {
    const codes = new Set([...code.matchAll(quotedCountry)].map((match) => countryNames.get(match[1]!)));
    if (codes.size >= 2) faults.push(`a list of country names: ${[...codes].join(', ')}`);
  }
  return faults;
}

describe('prices and countries come from the formatter', () => {
  it('finds a price, an amount or a country list built by hand (planted lines)', () => {
    expect(handMade('src/shared/messages/en/sell.ts', "summary: '{count} prints at {price} CHF each',")).toEqual([
      'a price built by hand: } CHF',
    ]);
    expect(handMade('src/shared/messages/de/sell.ts', "limit: 'zwischen CHF 5 und CHF 500.00',")).toEqual([
      'an amount not as de writes it: "CHF 5" (the formatter writes "CHF\u00a05.00")',
    ]);
    expect(handMade('src/shared/messages/fr/accounts.ts', "text: 'jusqu’à 1\u202f000 CHF par création',")).toHaveLength(
      1,
    );
    expect(handMade('src/web/features/x/total.tsx', 'const total = `${amount.toFixed(2)} CHF`;')).toEqual([
      'a price built by hand: } CHF',
      'an amount with .toFixed(2): amount.toFixed(2)',
    ]);
    expect(handMade('src/web/features/x/total.tsx', '<span>{price.toFixed(2)}</span>')).toEqual([
      'an amount with .toFixed(2): price.toFixed(2)',
    ]);
    expect(handMade('src/server/modules/x/mail.ts', 'const line = `CHF ${total}`;')).toEqual([
      'a price built by hand: CHF ${',
    ]);
    expect(handMade('src/web/features/x/countries.ts', "const names = { CH: 'Schweiz', DE: 'Deutschland' };")).toEqual([
      'a list of country names: CH, DE',
    ]);
  });

  it('lets pass what the formatter wrote, comments, and a single country named in prose', () => {
    expect(handMade('src/shared/messages/de/sell.ts', "limit: 'zwischen CHF 5.00 und CHF 500.00.',")).toEqual([]);
    expect(handMade('src/shared/messages/fr/sell.ts', "limit: 'entre 5.00 CHF et 500.00 CHF.',")).toEqual([]);
    expect(handMade('src/shared/messages/en/legal.ts', "text: 'All prices are shown in Swiss francs (CHF).',")).toEqual(
      [],
    );
    expect(
      handMade('src/web/features/x/total.tsx', '// 29.95 CHF each\nconst total = format.price(amount); /* 4.00 CHF */'),
    ).toEqual([]);
    expect(handMade('src/shared/messages/en/legal.ts', "text: 'the courts of Lugano, Switzerland',")).toEqual([]);
    expect(
      handMade('src/shared/countries.ts', "[{ code: 'AT', name: 'Austria' }, { code: 'BE', name: 'Belgium' }]"),
    ).toEqual([]);
  });

  it('holds in every component, service and message', () => {
    const files = [
      ...folders.flatMap((folder) => walk(path.join(root, folder))),
      path.join(root, 'src/shared/countries.ts'),
    ];
    expect(files.length).toBeGreaterThan(300);
    const faults = files.flatMap((full) => {
      const file = path.relative(root, full).split(path.sep).join('/');
      return handMade(file, readFileSync(full, 'utf8')).map((fault) => `${file}: ${fault}`);
    });
    expect(faults).toEqual([]);
  });
});
