/**
 * The one small interface the order, membership and credit flows pay through, whichever provider runs
 * (docs/product/pay.md#sandbox-payments): the sandbox card form or Stripe's Payment Element. A method form hands its
 * handle
 * up once it is ready; Pay Now calls `confirm`.
 */
export type PaymentMode = 'payment' | 'setup';

/** What a provider answers a confirmation with, in Stripe's shape. */
export type ConfirmResult = {
  /** The intent's status: 'succeeded', 'processing', 'requires_action'…; null when only an error came back. */
  status: string | null;
  /** The payment intent's id (mode 'payment') or the setup intent's id (mode 'setup'). */
  intentId: string | null;
  paymentMethodId: string | null;
  /** The provider refused: a declined card, a validation error. */
  error: { message: string | null } | null;
};

export type PaymentMethodHandle = { confirm: () => Promise<ConfirmResult> };

export type PaymentMethodProps = {
  clientSecret: string;
  mode: PaymentMode;
  /** True while a confirmation runs: the fields stay as they are. */
  disabled: boolean;
  /** The form is ready to confirm (or no longer is, with null). */
  onHandle: (handle: PaymentMethodHandle | null) => void;
};
