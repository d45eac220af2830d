import type { Translation } from '../../i18n/catalogue.ts';

export default {
  sizeInvalid: 'Scegli un formato: A4, A3, A2 o A1.',
  frameInvalid: 'Scegli una cornice: nessuna, nera, bianca o rovere naturale.',
  passepartoutInvalid: 'Il passe-partout è scelto oppure no.',
  passepartoutNeedsFrame: 'Il passe-partout va solo in una cornice: scegli prima una cornice.',
  sizeTitle: 'Formato',
  frameTitle: 'Cornice',
  passepartoutTitle: 'Passe-partout bianco',
  sizes: {
    A4: 'A4 · 21 × 29,7 cm',
    A3: 'A3 · 29,7 × 42 cm',
    A2: 'A2 · 42 × 59,4 cm',
    A1: 'A1 · 59,4 × 84,1 cm',
  },
  frames: {
    none: 'Senza cornice',
    black: 'Nera',
    white: 'Bianca',
    oak: 'Rovere naturale',
  },
  formatUnframed: '{size}, senza cornice',
  formatFramed: '{size}, {frame}',
  formatMounted: '{size}, {frame}, passe-partout bianco',
  framePhrases: {
    none: 'senza cornice',
    black: 'cornice nera',
    white: 'cornice bianca',
    oak: 'cornice in rovere naturale',
  },
  pickerTitle: 'Formato e cornice',
  sizeDimensions: {
    A4: '21 × 29,7 cm',
    A3: '29,7 × 42 cm',
    A2: '42 × 59,4 cm',
    A1: '59,4 × 84,1 cm',
  },
  pricePerPrint: 'Una stampa: {price}',
  frameExtra: '+ {price}',
  lowDpi: 'La foto è piccola per il formato {size}: la stampa potrebbe risultare poco nitida.',
  lowDpiEverySize:
    'La foto è piccola per ognuno di questi formati, anche il più piccolo: una stampa potrebbe risultare poco nitida.',
} satisfies Translation<'prints'>;
