import { useSyncExternalStore } from 'react';
import type { ReactElement, ReactNode } from 'react';

/**
 * A small toast store in the shadcn/ui manner (docs/product/accounts.md#landing-header-footer): at most one toast at a
 * time, the
 * newest replacing the older one. Radix Toast closes a toast after its duration (5000 ms by
 * default); it is then removed once its exit animation has played.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1000;

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself. */
  duration?: number;
  action?: ReactElement;
};

export type ToastEntry = ToastOptions & { id: string; open: boolean };

export type ToastState = { toasts: ToastEntry[] };

export type ToastAction =
  | { type: 'add'; toast: ToastEntry }
  | { type: 'update'; toast: Partial<ToastEntry> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((entry) => (entry.id === action.toast.id ? { ...entry, ...action.toast } : entry)),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((entry) =>
          action.id === undefined || entry.id === action.id ? { ...entry, open: false } : entry,
        ),
      };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((entry) => entry.id !== action.id) };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  state = toastReducer(state, action);
  if (action.type === 'dismiss') {
    for (const entry of state.toasts) if (!entry.open) scheduleRemoval(entry.id);
  }
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY),
  );
}

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'add', toast: { ...options, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: 'dismiss', id }),
    update: (next: ToastOptions) => dispatch({ type: 'update', toast: { ...next, id } }),
  };
}

export function dismissToast(id?: string) {
  dispatch({ type: 'dismiss', id });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

export function useToast() {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: snapshot.toasts, toast, dismiss: dismissToast };
}
