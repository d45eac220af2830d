import type { PlainErrorCode } from '../../../shared/error-codes.ts';

/**
 * The provider's refusals (Stripe's decline codes, which the sandbox imitates) as codes of our error contract, whose
 * messages are in the customer's language: the provider's own vocabulary stays here, and a code we do not know
 * becomes `fallback`.
 */
const byProviderCode: Record<string, PlainErrorCode> = {
  card_declined: 'card_declined',
  generic_decline: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  incorrect_number: 'incorrect_number',
  invalid_number: 'incorrect_number',
  invalid_expiry_year: 'invalid_expiry_year',
  invalid_expiry_month: 'invalid_expiry_year',
  resource_missing: 'intent_not_found',
  payment_intent_unexpected_state: 'intent_canceled',
};

/** Our code for a provider's refusal code: the known one, else `fallback`. */
export function cardRefusalCode(providerCode: string | null | undefined, fallback: PlainErrorCode): PlainErrorCode {
  return providerCode && Object.hasOwn(byProviderCode, providerCode) ? byProviderCode[providerCode]! : fallback;
}
