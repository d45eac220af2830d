import { CONFETTI } from '../../../shared/checkout-limits.ts';

const celebrated = new Set<string>();

/**
 * One confetti burst (500 pieces, gravity 0.2: docs/product/pay.md#checkout) per completed order, even if the thank-you
 * renders twice. canvas-confetti loads only now.
 */
export function celebrateOnce(key: string): void {
  if (celebrated.has(key)) return;
  celebrated.add(key);
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  void import('canvas-confetti')
    // drawn on the page's own thread: its default draws in a worker made from a blob, which the shop's CSP refuses
    .then(({ create }) =>
      create(undefined, { resize: true, useWorker: false })({ ...CONFETTI, origin: { y: 0.6 }, zIndex: 200 }),
    )
    .catch(() => undefined);
}
