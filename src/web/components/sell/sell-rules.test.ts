import { describe, expect, it } from 'vitest';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { compileCatalogue } from '../../../shared/i18n/compile.ts';
import { createI18n, textsOf } from '../../../shared/i18n/texts.ts';
import en from '../../../shared/messages/en/sell.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { editionSummary, royaltySummary, sellBlocker } from './sell-rules.ts';

const m = textsOf(createI18n('en'), 'sell', compileCatalogue(en)) as AreaTexts<'sell'>;

const format = formatterFor('en');
const { price } = format;

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

describe('the royalty per sale', () => {
  it('follows the edition size and the price being typed, as the royalty ledger writes it', () => {
    expect(royaltySummary('200', '30', m, format)).toBe('You earn 4.80 CHF per print sold (16%)');
    expect(royaltySummary('200', '42', m, format)).toBe('You earn 6.72 CHF per print sold (16%)');
    expect(royaltySummary('100', '42', m, format)).toBe('You earn 10.50 CHF per print sold (25%)');
    expect(royaltySummary('50', '42', m, format)).toBe('You earn 14.70 CHF per print sold (35%)');
    expect(royaltySummary('25', '42', m, format)).toBe('You earn 21.00 CHF per print sold (50%)');
    expect(royaltySummary('10', '42', m, format)).toBe('You earn 29.40 CHF per print sold (70%)');
    // 19.95 × 16 % = 3.192 → 3.19
    expect(royaltySummary('500', '19.95', m, format)).toBe('You earn 3.19 CHF per print sold (16%)');
  });
  it('shows nothing for a field that is empty, not a whole edition or out of range', () => {
    expect(royaltySummary('', '30', m, format)).toBeNull();
    expect(royaltySummary('200', '', m, format)).toBeNull();
    expect(royaltySummary('2.5', '30', m, format)).toBeNull();
    expect(royaltySummary('1001', '30', m, format)).toBeNull();
    expect(royaltySummary('200', '501', m, format)).toBeNull();
    expect(royaltySummary('0', '30', m, format)).toBeNull();
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
