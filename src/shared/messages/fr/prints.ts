import type { Translation } from '../../i18n/catalogue.ts';

export default {
  sizeInvalid: 'Choisissez un format : A4, A3, A2 ou A1.',
  frameInvalid: 'Choisissez un cadre : aucun, noir, blanc ou chêne naturel.',
  passepartoutInvalid: 'Le passe-partout est choisi ou non.',
  passepartoutNeedsFrame: 'Un passe-partout ne va que dans un cadre : choisissez d’abord un cadre.',
  sizeTitle: 'Format',
  frameTitle: 'Cadre',
  passepartoutTitle: 'Passe-partout blanc',
  sizes: {
    A4: 'A4 · 21 × 29,7 cm',
    A3: 'A3 · 29,7 × 42 cm',
    A2: 'A2 · 42 × 59,4 cm',
    A1: 'A1 · 59,4 × 84,1 cm',
  },
  frames: {
    none: 'Sans cadre',
    black: 'Noir',
    white: 'Blanc',
    oak: 'Chêne naturel',
  },
  formatUnframed: '{size}, sans cadre',
  formatFramed: '{size}, {frame}',
  formatMounted: '{size}, {frame}, passe-partout blanc',
  framePhrases: {
    none: 'sans cadre',
    black: 'cadre noir',
    white: 'cadre blanc',
    oak: 'cadre en chêne naturel',
  },
  pickerTitle: 'Format et cadre',
  sizeDimensions: {
    A4: '21 × 29,7 cm',
    A3: '29,7 × 42 cm',
    A2: '42 × 59,4 cm',
    A1: '59,4 × 84,1 cm',
  },
  pricePerPrint: 'Un tirage : {price}',
  frameExtra: '+ {price}',
  lowDpi: 'La photo est petite pour le format {size} : le tirage risque d’être flou.',
  lowDpiEverySize: 'La photo est petite pour chacun de ces formats, même le plus petit : un tirage risque d’être flou.',
} satisfies Translation<'prints'>;
