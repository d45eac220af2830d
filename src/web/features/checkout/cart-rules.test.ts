import { describe, expect, it } from 'vitest';
import { cartCount, cartReducer, cartTotal, parseStoredCart } from './cart-rules.ts';
import type { CartItem } from './cart-rules.ts';

const poster = (id: number, fields: Partial<CartItem> = {}): Omit<CartItem, 'quantity'> => ({
  id,
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

  it('removes one item and clears them all', () => {
    const items = add(add([], poster(1)), poster(2));
    expect(cartReducer(items, { type: 'remove', id: 1 }).map((item) => item.id)).toEqual([2]);
    expect(cartReducer(items, { type: 'clear' })).toEqual([]);
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
});
