import { describe, expect, it } from 'vitest';
import { cartCount, cartReducer, cartTotal, parseStoredCart } from './cart-rules.ts';
import type { CartItem } from './cart-rules.ts';

const poster = (id: number, fields: Partial<CartItem> = {}): Omit<CartItem, 'quantity'> => ({
  id,
  size: 'A3',
  frame: 'none',
  passepartout: false,
  name: `Poster ${id}`,
  imageUrl: `/thumb/${id}.webp`,
  fullImageUrl: `/preview/${id}.webp`,
  style: 'popart',
  price: 29.95,
  isLimitedEdition: false,
  ...fields,
});

const add = (items: CartItem[], item: Omit<CartItem, 'quantity'>) => cartReducer(items, { type: 'add', item });

describe('the cart', () => {
  it('adds a new item with quantity 1, and the same item again raises its quantity by 1', () => {
    let items = add([], poster(1));
    expect(items).toEqual([{ ...poster(1), quantity: 1 }]);
    items = add(items, poster(1));
    items = add(items, poster(2));
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('keeps a limited edition at 1: adding again and quantity changes are ignored', () => {
    let items = add([], poster(7, { isLimitedEdition: true }));
    items = add(items, poster(7, { isLimitedEdition: true }));
    items = cartReducer(items, { type: 'setQuantity', id: 7, quantity: 3 });
    expect(items).toEqual([{ ...poster(7, { isLimitedEdition: true }), quantity: 1 }]);
    // even 0 does not remove it: only remove does
    expect(cartReducer(items, { type: 'setQuantity', id: 7, quantity: 0 })).toHaveLength(1);
    expect(cartReducer(items, { type: 'remove', id: 7 })).toEqual([]);
  });

  it('sets a quantity, and a quantity of 0 or less removes the item', () => {
    const items = add(add([], poster(1)), poster(2));
    expect(cartReducer(items, { type: 'setQuantity', id: 1, quantity: 4 })[0]!.quantity).toBe(4);
    expect(cartReducer(items, { type: 'setQuantity', id: 1, quantity: 0 }).map((item) => item.id)).toEqual([2]);
    expect(cartReducer(items, { type: 'setQuantity', id: 2, quantity: -3 }).map((item) => item.id)).toEqual([1]);
    expect(cartReducer(items, { type: 'setQuantity', id: 99, quantity: 2 })).toEqual(items);
  });

  it('caps a quantity at 20, as the server accepts', () => {
    let items = cartReducer(add([], poster(1)), { type: 'setQuantity', id: 1, quantity: 500 });
    expect(items[0]!.quantity).toBe(20);
    items = add(items, poster(1));
    expect(items[0]!.quantity).toBe(20);
  });

  it('removes one item', () => {
    const items = add(add([], poster(1)), poster(2));
    expect(cartReducer(items, { type: 'remove', id: 1 }).map((item) => item.id)).toEqual([2]);
  });

  it('counts posters across items and totals price times quantity', () => {
    const items = cartReducer(add(add([], poster(1)), poster(2, { price: 30 })), {
      type: 'setQuantity',
      id: 1,
      quantity: 3,
    });
    expect(cartCount(items)).toBe(4);
    expect(cartTotal(items)).toBe(119.85);
    expect(cartTotal([])).toBe(0);
  });

  it('reads back only well-formed stored items', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
    const stored = JSON.stringify([
      { ...poster(1), quantity: 2 },
      { ...poster(1), quantity: 5 },
      { id: -1, quantity: 1 },
      { id: 3, quantity: 0 },
      { ...poster(4, { isLimitedEdition: true }), quantity: 6 },
    ]);
    expect(parseStoredCart(stored).map((item) => [item.id, item.quantity])).toEqual([
      [1, 2],
      [4, 1],
    ]);
  });

  it('keeps one’s own poster apart from the same poster bought from the catalogue (decision 028)', () => {
    let items = add(add([], poster(5)), poster(5, { own: true }));
    items = add(items, poster(5, { own: true }));
    expect(items.map((item) => [item.id, Boolean(item.own), item.quantity])).toEqual([
      [5, false, 1],
      [5, true, 2],
    ]);
    items = cartReducer(items, { type: 'setQuantity', id: 5, own: true, quantity: 7 });
    expect(items.map((item) => item.quantity)).toEqual([1, 7]);
    expect(cartReducer(items, { type: 'remove', id: 5, own: true })).toEqual([{ ...poster(5), quantity: 1 }]);
    expect(cartReducer(items, { type: 'remove', id: 5 })).toEqual([{ ...poster(5, { own: true }), quantity: 7 }]);
    expect(cartTotal(items)).toBe(29.95 * 8);
  });

  it('reads back own posters, never as limited editions', () => {
    const stored = JSON.stringify([
      { ...poster(2), quantity: 1 },
      { ...poster(2, { own: true, isLimitedEdition: true }), quantity: 3 },
      { ...poster(2, { own: true }), quantity: 1 },
    ]);
    expect(
      parseStoredCart(stored).map((item) => [item.id, Boolean(item.own), item.isLimitedEdition, item.quantity]),
    ).toEqual([
      [2, false, false, 1],
      [2, true, false, 3],
    ]);
  });

  it('keeps one line per poster × kind × size × frame × mount: adding the same format again raises its quantity', () => {
    let items = add([], poster(3));
    items = add(items, poster(3, { size: 'A2', frame: 'oak', price: 94.8 }));
    items = add(items, poster(3, { size: 'A2', frame: 'oak', passepartout: true, price: 111.7 }));
    items = add(items, poster(3, { size: 'A2', frame: 'oak', price: 94.8 }));
    expect(items.map((item) => [item.size, item.frame, item.passepartout, item.quantity])).toEqual([
      ['A3', 'none', false, 1],
      ['A2', 'oak', false, 2],
      ['A2', 'oak', true, 1],
    ]);
    // the quantity and the removal of one format leave the others alone
    items = cartReducer(items, { type: 'setQuantity', id: 3, size: 'A2', frame: 'oak', quantity: 5 });
    expect(items.map((item) => item.quantity)).toEqual([1, 5, 1]);
    items = cartReducer(items, { type: 'remove', id: 3, size: 'A2', frame: 'oak', passepartout: true });
    expect(items.map((item) => [item.size, item.quantity])).toEqual([
      ['A3', 1],
      ['A2', 5],
    ]);
    expect(cartTotal(items)).toBe(29.95 + 94.8 * 5);
  });

  it('adds an item without a format as A3 unframed, and a passe-partout only in a frame', () => {
    const { size, frame, passepartout, ...bare } = poster(8);
    expect([size, frame, passepartout]).toEqual(['A3', 'none', false]);
    expect(cartReducer([], { type: 'add', item: bare })).toEqual([{ ...poster(8), quantity: 1 }]);
    const mountedBare = cartReducer([], { type: 'add', item: { ...bare, passepartout: true } });
    expect(mountedBare[0]!.passepartout).toBe(false);
  });

  it('keeps a limited edition in the cart once, in one size: another size is not added', () => {
    let items = add([], poster(9, { isLimitedEdition: true, size: 'A2', frame: 'black' }));
    items = add(items, poster(9, { isLimitedEdition: true, size: 'A4' }));
    items = add(items, poster(9, { isLimitedEdition: true }));
    expect(items.map((item) => [item.size, item.frame, item.quantity])).toEqual([['A2', 'black', 1]]);
    // one's own poster of the same id is another thing
    expect(add(items, poster(9, { own: true }))).toHaveLength(2);
  });

  it('reads a cart saved before sizes as A3 unframed, and keeps stored formats apart', () => {
    const old = JSON.stringify([
      { id: 1, name: 'Old', imageUrl: '', fullImageUrl: '', style: 'popart', price: 29.95, quantity: 2 },
    ]);
    expect(parseStoredCart(old)).toEqual([
      {
        id: 1,
        name: 'Old',
        imageUrl: '',
        fullImageUrl: '',
        style: 'popart',
        price: 29.95,
        quantity: 2,
        isLimitedEdition: false,
        size: 'A3',
        frame: 'none',
        passepartout: false,
      },
    ]);
    const stored = JSON.stringify([
      { ...poster(1), quantity: 1 },
      { ...poster(1, { size: 'A1', frame: 'white', passepartout: true }), quantity: 2 },
      { ...poster(1), size: 'A5', frame: 'gold', quantity: 4 },
      { ...poster(6, { isLimitedEdition: true, size: 'A2' }), quantity: 1 },
      { ...poster(6, { isLimitedEdition: true, size: 'A4' }), quantity: 1 },
    ]);
    // an unknown size or frame reads as A3 unframed: the same line as the first, so it is dropped
    expect(parseStoredCart(stored).map((item) => [item.id, item.size, item.frame, item.passepartout])).toEqual([
      [1, 'A3', 'none', false],
      [1, 'A1', 'white', true],
      [6, 'A2', 'none', false],
    ]);
  });
});
