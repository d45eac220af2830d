import type { Language } from './languages.ts';

/**
 * How a word a message puts beside another one begins, for the grammar of the words before it: English writes "an"
 * before a vowel sound ("An Alpine Coastal poster", "A Pop Art poster"), French elides "de" before a vowel or a
 * mute h ("d’Interlaken", "de Zürich"). A message chooses by `select` on the hint (`vowel` or `other`); German and
 * Italian need none, and get `consonant` (decision 035).
 */
export type Sound = 'vowel' | 'consonant';

/** English words spelt with a vowel that begin with a consonant sound ("a Unique", "a European", "a One-off"). */
const ENGLISH_CONSONANT_SOUND = /^(?:u(?:ni|s[eu]|t[io]|r[aeiou]|kr)|eu|ewe|one\b|once\b)/;
/** English words spelt with a silent h ("an Hour"). */
const ENGLISH_SILENT_H = /^(?:hour|honou?r|honest|heir)/;
/** French: a vowel, y ("d’Yverdon") or h ("d’Hérens") takes the elided "d’". */
const FRENCH_ELIDING = /^[aeiouyh]/;

/** The word as letters only, lower case and without accents ("Écublens" → "ecublens"). */
const lettersOf = (word: string) =>
  word
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+/u, '');

/** The sound a word begins with, as the words before it in `language` need to know. */
export function soundOf(language: Language, word: string): Sound {
  const letters = lettersOf(word);
  if (language === 'en') {
    if (ENGLISH_SILENT_H.test(letters)) return 'vowel';
    if (ENGLISH_CONSONANT_SOUND.test(letters)) return 'consonant';
    // A number says its own first sound: "an 8-bit", "an 80s", "an 11", "an 18000"; "a 1920s", "a 110".
    if (/^(?:8|1[18](?:\d{3})?(?!\d))/.test(letters)) return 'vowel';
    return /^[aeiou]/.test(letters) ? 'vowel' : 'consonant';
  }
  if (language === 'fr') return FRENCH_ELIDING.test(letters) ? 'vowel' : 'consonant';
  return 'consonant';
}
