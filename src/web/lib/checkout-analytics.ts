import { DEFAULT_PRINT_FORMAT, formatKey } from '../../shared/print-formats.ts';
import type { PrintFormat } from '../../shared/print-formats.ts';
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
 * How analytics names a print's format, the same in every language: 'A3', 'A2 black frame', 'A1 oak frame
 * passe-partout'.
 */
export function analyticsFormatName(format: PrintFormat = DEFAULT_PRINT_FORMAT): string {
  if (format.frame === 'none') return format.size;
  return `${format.size} ${format.frame} frame${format.passepartout ? ' passe-partout' : ''}`;
}

/**
 * The analytics order line of a custom poster (docs/product/pay.md#checkout): 'A3 Poster' (or 'A2 black frame
 * Poster'), its price per print, category 'Poster'; the variant is the format's key ('A2-black-0').
 */
export const posterItem = (format: PrintFormat, unitPrice: number, quantity: number): PurchaseItem => ({
  name: `${analyticsFormatName(format)} Poster`,
  price: unitPrice,
  quantity,
  category: 'Poster',
  variant: formatKey(format),
});

export function trackOrderPurchase(transactionId: string, value: number, items: PurchaseItem[]): void {
  trackPurchase({ transactionId, value, items, shipping: 0 });
}
