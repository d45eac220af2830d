import { describe, expect, it } from 'vitest';
import type { AreaTexts } from '../i18n/catalogue.ts';
import { compileCatalogue } from '../i18n/compile.ts';
import { languages } from '../i18n/languages.ts';
import { createI18n, textsOf } from '../i18n/texts.ts';

async function legalIn(language: string): Promise<AreaTexts<'legal'>> {
  const source = ((await import(`./${language}/legal.ts`)) as { default: unknown }).default;
  return textsOf(createI18n(language as never), 'legal', compileCatalogue(source)) as AreaTexts<'legal'>;
}

describe('the legal texts', () => {
  it.each(languages)('in %s name the shop and its contact address where the English does', async (language) => {
    const legal = await legalIn(language);
    const values = { brand: 'Affiche', email: 'hello@affiche.ch' };
    expect(legal.privacy.intro[0](values)).toContain('Affiche');
    expect(legal.terms.sections[14].paragraphs[0](values)).toContain('hello@affiche.ch');
    expect(legal.terms.sections[0].paragraphs[0](values)).toContain('18');
  });

  it('in German speak of the Swiss data protection act and the courts of Lugano', async () => {
    const legal = await legalIn('de');
    expect(legal.privacy.title).toBe('Datenschutzerklärung');
    expect(legal.privacy.intro[0]({ brand: 'Affiche', email: '' })).toContain(
      'Bundesgesetz über den Datenschutz (DSG)',
    );
    expect(legal.terms.sections[13].paragraphs[0]).toContain('Lugano');
  });
});
