/**
 * The query parameters a payment provider adds to the page's address when it sends the buyer back after a redirect
 * (Stripe: TWINT, 3-D Secure…). Such an address is one buyer's payment, never a page to index
 * (docs/product/catalogue.md#search-engines). Imports nothing: the layout's first load reads it (decision 005).
 */
export const paymentReturnParams = [
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'redirect_status',
] as const;
