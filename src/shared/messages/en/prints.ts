/**
 * The words of sizes and frames (docs/product/pay.md#sizes-and-frames): the names of the formats, how an order line
 * names its format, and the refusals of a bad format.
 */
export default {
  // refusals: the shared rules carry these as keys (`key('prints.sizeInvalid')`)
  sizeInvalid: 'Choose a size: A4, A3, A2 or A1.',
  frameInvalid: 'Choose a frame: none, black, white or natural oak.',
  passepartoutInvalid: 'The passe-partout is either chosen or not.',
  passepartoutNeedsFrame: 'A passe-partout comes only in a frame: choose a frame first.',
  // names
  sizeTitle: 'Size',
  frameTitle: 'Frame',
  passepartoutTitle: 'White passe-partout',
  sizes: {
    A4: 'A4 · 21 × 29.7 cm',
    A3: 'A3 · 29.7 × 42 cm',
    A2: 'A2 · 42 × 59.4 cm',
    A1: 'A1 · 59.4 × 84.1 cm',
  },
  frames: {
    none: 'No frame',
    black: 'Black',
    white: 'White',
    oak: 'Natural oak',
  },
  // how a line names its format: "A2, black frame, white passe-partout"
  formatUnframed: '{size}, unframed',
  formatFramed: '{size}, {frame}',
  formatMounted: '{size}, {frame}, white passe-partout',
  framePhrases: {
    none: 'unframed',
    black: 'black frame',
    white: 'white frame',
    oak: 'natural oak frame',
  },
  // the size and frame picker (src/web/components/poster/print-format-picker.tsx)
  pickerTitle: 'Size and frame',
  sizeDimensions: {
    A4: '21 × 29.7 cm',
    A3: '29.7 × 42 cm',
    A2: '42 × 59.4 cm',
    A1: '59.4 × 84.1 cm',
  },
  pricePerPrint: 'One print: {price}',
  frameExtra: '+ {price}',
  lowDpi: 'The photo is small for {size}: the print may look soft.',
  lowDpiEverySize: 'The photo is small for every size here, even the smallest: a print may look soft.',
} as const;
