import { CHECKOUT_PROOF_COOKIE, checkoutProof } from '../modules/orders/checkout-proof.ts';
import type { TestApp } from './test-app.ts';

/**
 * The cookie a guest's browser holds after preparing the checkout `confirmationId` (checkout-proof.ts), for tests
 * that complete a guest's order through `app.inject`; the cookie's round trip itself is tested in
 * checkout-catalogue-order.int.test.ts.
 */
export const guestCheckoutCookie = (t: TestApp, confirmationId: string) =>
  `${CHECKOUT_PROOF_COOKIE}=${checkoutProof(t.runtime.sessionSecret, confirmationId)}`;
