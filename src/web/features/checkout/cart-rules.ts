import { MAX_CART_LINES, MAX_ORDER_QUANTITY } from '../../../shared/checkout-limits.ts';
import { formatKey, formatOf } from '../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';

/**
 * A poster in the cart (docs/product/catalogue.md#cart): a catalogue poster, or one of the signed-in buyer's own
 * (`own`, decision 028), in a size and frame (docs/product/pay.md#sizes-and-frames). The price is shown only: the
 * server prices.
 */
export type CartItem = PrintFormat & {
  id: number;
  name: string;
  imageUrl: string;
  fullImageUrl: string;
  style: string;
  /** CHF per print in its format (frame and mount included), as the picker showed it. */
  price: number;
  quantity: number;
  isLimitedEdition: boolean;
  /** The buyer's own poster, at the table's price; the same poster may be in the cart once per kind and format. */
  own?: boolean;
};

/** A poster as it is added: without a format, A3 unframed. */
export type CartItemInput = Omit<CartItem, 'quantity' | keyof PrintFormat> & Partial<PrintFormat>;

/** Which line of the cart: a poster's id, its kind and its format (absent: A3 unframed). */
export type CartLineKey = { id: number; own?: boolean } & Partial<PrintFormat>;

/** One cart line per poster × kind × size × frame × mount (docs/product/catalogue.md#cart). */
export const sameLine = (a: CartLineKey, b: CartLineKey) =>
  a.id === b.id && Boolean(a.own) === Boolean(b.own) && formatKey(formatOf(a)) === formatKey(formatOf(b));

/** A limited edition sells one print per order, in whichever size (docs/product/pay.md#sizes-and-frames). */
export const sameEdition = (a: CartLineKey, b: CartLineKey) => a.id === b.id && !a.own && !b.own;

/** React's key of a line. */
export const cartLineId = (line: CartLineKey) =>
  `${line.own ? 'own' : 'catalogue'}-${line.id}-${formatKey(formatOf(line))}`;

export type CartAction =
  | { type: 'add'; item: CartItemInput }
  | ({ type: 'setQuantity'; quantity: number } & CartLineKey)
  | ({ type: 'remove' } & CartLineKey);

/**
 * The cart's rules (docs/product/catalogue.md#cart): adding an item already in the cart in the same format raises its
 * quantity by 1, in another format it is a line of its own; a quantity of 0 or less removes it; limited editions
 * stay at 1 (quantity changes are ignored) and in one format (adding one in another size is ignored). Ours: at most
 * 20 of a line and 20 lines, as the server accepts.
 */
export function cartReducer(items: readonly CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const added = { ...action.item, ...formatOf(action.item) };
      if (added.isLimitedEdition && items.some((item) => sameEdition(item, added))) return [...items];
      const existing = items.find((item) => sameLine(item, added));
      if (existing) {
        if (existing.isLimitedEdition || existing.quantity >= MAX_ORDER_QUANTITY) return [...items];
        return items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item));
      }
      if (items.length >= MAX_CART_LINES) return [...items];
      return [...items, { ...added, quantity: 1 }];
    }
    case 'setQuantity': {
      const existing = items.find((item) => sameLine(item, action));
      if (!existing || existing.isLimitedEdition) return [...items];
      const quantity = Math.trunc(action.quantity);
      if (!Number.isFinite(quantity) || quantity <= 0) return items.filter((item) => item !== existing);
      return items.map((item) =>
        item === existing ? { ...item, quantity: Math.min(MAX_ORDER_QUANTITY, quantity) } : item,
      );
    }
    case 'remove':
      return items.filter((item) => !sameLine(item, action));
  }
}

/** How many posters: quantities summed (docs/product/catalogue.md#cart). */
export const cartCount = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/** The sum of price times quantity (docs/product/catalogue.md#cart), in CHF without binary fractions. */
export const cartTotal = (items: readonly CartItem[]) =>
  Math.round(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0)) / 100;

/**
 * Reads what localStorage held, keeping only well-formed items (another version, a hand edit); a line saved before
 * sizes and frames is A3 unframed.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const items: CartItem[] = [];
    for (const entry of parsed as Record<string, unknown>[]) {
      if (!entry || typeof entry !== 'object') continue;
      const { id, quantity, price } = entry;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) continue;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) continue;
      const own = entry.own === true;
      const format = formatOf(entry as { size?: string; frame?: string; passepartout?: boolean });
      if (items.some((item) => sameLine(item, { id, own, ...format }))) continue;
      // An own poster is never a limited edition; an edition is in the cart once, in one format.
      const isLimitedEdition = !own && entry.isLimitedEdition === true;
      if (isLimitedEdition && items.some((item) => sameEdition(item, { id }))) continue;
      items.push({
        ...format,
        id,
        name: typeof entry.name === 'string' ? entry.name : '',
        imageUrl: typeof entry.imageUrl === 'string' ? entry.imageUrl : '',
        fullImageUrl: typeof entry.fullImageUrl === 'string' ? entry.fullImageUrl : '',
        style: typeof entry.style === 'string' ? entry.style : '',
        price: typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : 0,
        quantity: isLimitedEdition ? 1 : Math.min(MAX_ORDER_QUANTITY, quantity),
        isLimitedEdition,
        ...(own ? { own } : {}),
      });
      if (items.length >= MAX_CART_LINES) break;
    }
    return items;
  } catch {
    return [];
  }
}
