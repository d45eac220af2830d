import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './compile.ts';
import { createI18n, textOfKey, textsOf } from './texts.ts';

const catalogue = {
  plain: "Don't panic",
  greeting: 'Hello {name}',
  credits: '{count, plural, one {# credit} other {# credits}}',
  lines: ['First line', 'Second line'],
  group: { nested: 'Nested' },
};

describe('textsOf', () => {
  it('gives plain messages as text, messages with arguments as functions, lists as lists', () => {
    const texts = textsOf(createI18n('en'), 'test', compileCatalogue(catalogue)) as Record<string, unknown> & {
      greeting: (values: object) => string;
      credits: (values: object) => string;
    };
    expect(texts.plain).toBe("Don't panic");
    expect(texts.greeting({ name: 'Zoë' })).toBe('Hello Zoë');
    expect(texts.credits({ count: 1 })).toBe('1 credit');
    expect(texts.credits({ count: 1200 })).toBe("1'200 credits");
    expect(texts.lines).toEqual(['First line', 'Second line']);
    expect(texts.group).toEqual({ nested: 'Nested' });
  });

  it('follows each language’s plural rules', () => {
    const fr = textsOf(
      createI18n('fr'),
      'test',
      compileCatalogue({ n: '{count, plural, one {# crédit} other {# crédits}}' }),
    ) as {
      n: (values: object) => string;
    };
    expect([0, 1, 2].map((count) => fr.n({ count }))).toEqual(['0 crédit', '1 crédit', '2 crédits']);
  });
});

describe('textOfKey', () => {
  it('finds a plain message by its dotted key, and nothing for other text', () => {
    const messages = { accounts: { invalidEmail: 'Please enter a valid email address' } };
    expect(textOfKey(messages, 'accounts.invalidEmail')).toBe('Please enter a valid email address');
    expect(textOfKey(messages, 'accounts.missing')).toBeUndefined();
    expect(textOfKey(messages, 'Please enter a valid email address')).toBeUndefined();
    expect(textOfKey(messages, 'accounts.constructor')).toBeUndefined();
  });
});
