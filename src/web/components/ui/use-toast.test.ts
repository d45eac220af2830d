import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastReducer } from './use-toast.ts';
import type { ToastEntry, ToastState } from './use-toast.ts';

const entry = (id: string): ToastEntry => ({ id, title: `Toast ${id}`, open: true });

describe('toast store', () => {
  it('shows at most one toast at a time, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state: ToastState = { toasts: [] };
    state = toastReducer(state, { type: 'add', toast: entry('1') });
    state = toastReducer(state, { type: 'add', toast: entry('2') });
    expect(state.toasts.map((toast) => toast.id)).toEqual(['2']);
  });

  it('closes a dismissed toast before removing it', () => {
    let state: ToastState = { toasts: [entry('1')] };
    state = toastReducer(state, { type: 'dismiss', id: '1' });
    expect(state.toasts).toEqual([{ ...entry('1'), open: false }]);
    state = toastReducer(state, { type: 'remove', id: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    const state = toastReducer(
      { toasts: [entry('1')] },
      { type: 'update', toast: { id: '1', variant: 'destructive' } },
    );
    expect(state.toasts[0]).toMatchObject({ id: '1', variant: 'destructive', open: true });
  });
});
