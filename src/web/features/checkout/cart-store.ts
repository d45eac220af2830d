import { useSyncExternalStore } from 'react';
import { cartReducer, parseStoredCart } from './cart-rules.ts';
import type { CartAction, CartItem, CartItemInput, CartLineKey } from './cart-rules.ts';

/** The one localStorage key of the cart: kept across reloads, shared by every tab of the shop. */
export const CART_STORAGE_KEY = 'affiche.cart';

const EMPTY: CartItem[] = [];
let items: CartItem[] | null = null;
const listeners = new Set<() => void>();

function read(): CartItem[] {
  if (typeof localStorage === 'undefined') return EMPTY;
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return EMPTY;
  }
}

function snapshot(): CartItem[] {
  items ??= read();
  return items;
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
  items = read();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Applies one change, saves it and tells every subscriber (other tabs hear it through `storage`). */
export function dispatchCart(action: CartAction): void {
  items = cartReducer(snapshot(), action);
  try {
    if (items.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart still works in this tab.
  }
  emit();
}

export const cartActions = {
  add: (item: CartItemInput) => dispatchCart({ type: 'add', item }),
  setQuantity: ({ id, own, size, frame, passepartout }: CartLineKey, quantity: number) =>
    dispatchCart({ type: 'setQuantity', id, own, size, frame, passepartout, quantity }),
  remove: ({ id, own, size, frame, passepartout }: CartLineKey) =>
    dispatchCart({ type: 'remove', id, own, size, frame, passepartout }),
  /** The lines of an order just made (another tab's lines added meanwhile stay). */
  removeLines: (lines: readonly CartLineKey[]) => {
    for (const line of lines) cartActions.remove(line);
  },
};

export function getCartItems(): CartItem[] {
  return snapshot();
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
