import type { ShippingData } from '../../../shared/checkout.ts';
import { paymentReturnParams } from '../../../shared/payment-return.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';

/**
 * What is needed to finish a payment after a provider's redirect (TWINT, iDEAL… on Stripe): kept in
 * sessionStorage just before confirming, read back when the page opens with the intent's client secret.
 */
export type PendingPayment =
  | {
      kind: 'order';
      confirmationId: string;
      shippingData: ShippingData;
      imageUrl: string;
      originalImageUrl: string | null;
      style: string;
      quantity: number;
    }
  | {
      kind: 'catalogue';
      confirmationId: string;
      shippingData: ShippingData;
      cartItems: ({ id: number; quantity: number; own?: boolean } & Partial<PrintFormat>)[];
      fromCart: boolean;
    }
  | { kind: 'credits'; confirmationId: string }
  | { kind: 'subscription' };

const KEY = 'affiche.pendingPayment';

export function savePendingPayment(pending: PendingPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Private mode without storage: a redirecting method then relies on the server's webhook alone.
  }
}

export function takePendingPayment(): PendingPayment | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as PendingPayment) : null;
  } catch {
    return null;
  }
}

export function clearPendingPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** The parameters Stripe adds to the return URL after a redirect. */
export const RETURN_PARAMS = paymentReturnParams;

export function hasPaymentReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('payment_intent_client_secret') || params.has('setup_intent_client_secret');
}
