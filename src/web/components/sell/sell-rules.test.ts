import { describe, expect, it } from 'vitest';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { compileCatalogue } from '../../../shared/i18n/compile.ts';
import { createI18n, textsOf } from '../../../shared/i18n/texts.ts';
import en from '../../../shared/messages/en/sell.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { editionSummary, sellBlocker } from './sell-rules.ts';

const m = textsOf(createI18n('en'), 'sell', compileCatalogue(en)) as AreaTexts<'sell'>;

const { price } = formatterFor('en');

describe('the sell summary', () => {
  it('reads 200 prints at 30.00 CHF each for the defaults, the price as the formatter writes it', () => {
    expect(editionSummary(200, 30, m, price)).toBe('200 prints at 30.00 CHF each');
  });
  it('takes the fields as text', () => {
    expect(editionSummary('50', '24.5', m, price)).toBe('50 prints at 24.50 CHF each');
    expect(editionSummary(1, 30, m, price)).toBe('1 print at 30.00 CHF each');
  });
  it('shows nothing while a field is empty or not a number', () => {
    expect(editionSummary('', 30, m, price)).toBeNull();
    expect(editionSummary(200, 'abc', m, price)).toBeNull();
    expect(editionSummary(0, 30, m, price)).toBeNull();
  });
});

describe('what blocks selling', () => {
  it('needs a created poster', () => {
    expect(sellBlocker(null, m)).toBe(m.needPosterAndVerifiedEmail);
    expect(sellBlocker({ id: undefined, imageUrl: '/api/storage-image/thumbnails/a.webp' }, m)).toBe(
      m.needPosterAndVerifiedEmail,
    );
  });
  it('refuses a poster path that is not a stored image', () => {
    expect(sellBlocker({ id: 3, imageUrl: 'https://evil.example/a.webp' }, m)).toBe(m.invalidPosterUrl);
    expect(sellBlocker({ id: 3, imageUrl: '/api/storage-image/../secret.webp' }, m)).toBe(m.invalidPosterUrl);
  });
  it('accepts a stored thumbnail', () => {
    expect(sellBlocker({ id: 3, imageUrl: '/api/storage-image/thumbnails/ab/cd.webp' }, m)).toBeNull();
  });
});
