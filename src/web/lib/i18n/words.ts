import type { Area, AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { textOfKey } from '../../../shared/i18n/texts.ts';

/**
 * Turns a shared rule's message into the visitor's words: a catalogue key (`key('checkout.firstNameTooShort')`, what
 * the shared zod schemas carry) becomes its text; anything else (already worded) stays as it is.
 */
export type Word = (keyOrText: string) => string;

/** The words of an area, and `word` for a rule's key: what `useMessages(area)` gives a component. */
export type Words<A extends Area> = AreaTexts<A> & { readonly word: Word };

/** A Word over the areas at hand: `wordFrom({ accounts: m })` for a rule module given its area's texts. */
export function wordFrom(areas: { readonly [A in Area]?: AreaTexts<A> }): Word {
  return (keyOrText) => textOfKey(areas, keyOrText) ?? keyOrText;
}
