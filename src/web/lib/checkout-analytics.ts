import { A3_POSTER_PRICE } from '../../shared/checkout-limits.ts';
import { trackEvent, trackPurchase } from './analytics.ts';
import type { PurchaseItem } from './analytics.ts';

/** The checkout funnel (docs/product/pay.md#checkout): step 1, 2 and 3. */
export type FunnelStep = 'shipping_info_completed' | 'payment_initiated' | 'payment_completed';

export function trackFunnelStep(step: FunnelStep, label?: string): void {
  trackEvent('Checkout', step, label);
}

export function trackBeginCheckout(label: string): void {
  trackEvent('Checkout', 'begin_checkout', label);
}

/**
 * The analytics order line of a custom poster (docs/product/pay.md#checkout): 'A3 Poster', 29.95, category 'Poster'.
 */
export const a3PosterItem = (quantity: number): PurchaseItem => ({
  name: 'A3 Poster',
  price: A3_POSTER_PRICE,
  quantity,
  category: 'Poster',
});

export function trackOrderPurchase(transactionId: string, value: number, items: PurchaseItem[]): void {
  trackPurchase({ transactionId, value, items, shipping: 0 });
}
