import type { Frame, PrintFormat } from '../../../shared/print-formats.ts';

/**
 * Prodigi's product for each format (docs/product/after-the-sale.md#print-lab, decision 038): size × frame × mount.
 *
 * | frame | passe-partout | SKU                     | attributes                                  |
 * | none  | –             | GLOBAL-FAP-<size>       | –  (fine-art print, EMA 200 gsm)            |
 * | black, white, oak | no  | GLOBAL-CFP-<size>   | color: black / white / natural              |
 * | black, white, oak | yes | GLOBAL-CFPM-<size>  | color: … , mountColor: Snow white           |
 *
 * Sizes A4, A3, A2 and A1 exist for all three families. Oak is Prodigi's "natural" wood moulding. The names come
 * from Prodigi's catalogue as merchants quote it; check each against the lab's product lookup
 * (GET /v4.0/products/<sku>) before the first real order (decision 038 says what was and was not verified).
 */
const FRAME_COLOURS: Record<Exclude<Frame, 'none'>, string> = { black: 'black', white: 'white', oak: 'natural' };

export const PASSEPARTOUT_COLOUR = 'Snow white';

export function prodigiProductOf(format: PrintFormat): { sku: string; attributes: Record<string, string> } {
  if (format.frame === 'none') return { sku: `GLOBAL-FAP-${format.size}`, attributes: {} };
  const color = FRAME_COLOURS[format.frame];
  return format.passepartout
    ? { sku: `GLOBAL-CFPM-${format.size}`, attributes: { color, mountColor: PASSEPARTOUT_COLOUR } }
    : { sku: `GLOBAL-CFP-${format.size}`, attributes: { color } };
}
