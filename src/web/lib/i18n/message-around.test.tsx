import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import de from '../../../shared/messages/de/orders.ts';
import en from '../../../shared/messages/en/orders.ts';
import fr from '../../../shared/messages/fr/orders.ts';
import italian from '../../../shared/messages/it/orders.ts';
import { messageAround } from './message-around.tsx';

const cancelTitles = Object.entries({ en, de, fr, it: italian }).map(([language, words]) => [
  language,
  words.cancelTitle,
]);

describe('messageAround', () => {
  it.each(cancelTitles)(
    'draws the value in its own markup where %s puts it, the words around it unchanged',
    (_, text) => {
      const message = ({ reference }: { reference: string }) => text.replace('{reference}', reference);
      const drawn = renderToStaticMarkup(
        messageAround(message, 'reference', <span className="whitespace-nowrap">CAT-709859</span>),
      );
      expect(drawn.replace(/<[^>]+>/g, '')).toBe(renderToStaticMarkup(<>{message({ reference: 'CAT-709859' })}</>));
      expect(drawn).toContain('<span class="whitespace-nowrap">CAT-709859</span>');
    },
  );

  it('keeps a value placed first or last, and a message without words around it', () => {
    const draw = (message: (values: { name: string }) => string) =>
      renderToStaticMarkup(messageAround(message, 'name', <b>Ada</b>));
    expect(draw(({ name }) => `${name}!`)).toBe('<b>Ada</b>!');
    expect(draw(({ name }) => `Hello ${name}`)).toBe('Hello <b>Ada</b>');
    expect(draw(({ name }) => name)).toBe('<b>Ada</b>');
  });
});
