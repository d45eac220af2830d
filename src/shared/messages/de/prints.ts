import type { Translation } from '../../i18n/catalogue.ts';

export default {
  sizeInvalid: 'Wähle eine Grösse: A4, A3, A2 oder A1.',
  frameInvalid: 'Wähle einen Rahmen: keiner, schwarz, weiss oder Eiche natur.',
  passepartoutInvalid: 'Das Passepartout ist entweder gewählt oder nicht.',
  passepartoutNeedsFrame: 'Ein Passepartout gibt es nur im Rahmen: Wähle zuerst einen Rahmen.',
  sizeTitle: 'Grösse',
  frameTitle: 'Rahmen',
  passepartoutTitle: 'Weisses Passepartout',
  sizes: {
    A4: 'A4 · 21 × 29,7 cm',
    A3: 'A3 · 29,7 × 42 cm',
    A2: 'A2 · 42 × 59,4 cm',
    A1: 'A1 · 59,4 × 84,1 cm',
  },
  frames: {
    none: 'Ohne Rahmen',
    black: 'Schwarz',
    white: 'Weiss',
    oak: 'Eiche natur',
  },
  formatUnframed: '{size}, ohne Rahmen',
  formatFramed: '{size}, {frame}',
  formatMounted: '{size}, {frame}, weisses Passepartout',
  framePhrases: {
    none: 'ohne Rahmen',
    black: 'schwarzer Rahmen',
    white: 'weisser Rahmen',
    oak: 'Rahmen Eiche natur',
  },
  pickerTitle: 'Grösse und Rahmen',
  sizeDimensions: {
    A4: '21 × 29,7 cm',
    A3: '29,7 × 42 cm',
    A2: '42 × 59,4 cm',
    A1: '59,4 × 84,1 cm',
  },
  pricePerPrint: 'Ein Druck: {price}',
  frameExtra: '+ {price}',
  lowDpi: 'Das Foto ist klein für {size}: Der Druck kann unscharf wirken.',
  lowDpiEverySize: 'Das Foto ist klein für jede dieser Grössen, auch die kleinste: Ein Druck kann unscharf wirken.',
} satisfies Translation<'prints'>;
