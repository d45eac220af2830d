import type { MessageSelector } from '../../../shared/i18n/catalogue.ts';

/**
 * The provider's refusals (Stripe's decline codes, which the sandbox imitates) in the customer's language: the
 * provider writes English, so a known code is worded from the catalogue and only an unknown one keeps its words.
 */
const byCode: Record<string, MessageSelector> = {
  card_declined: (m) => m.checkout.cardDeclined,
  generic_decline: (m) => m.checkout.cardDeclined,
  insufficient_funds: (m) => m.checkout.insufficientFunds,
  expired_card: (m) => m.checkout.cardExpired,
  incorrect_cvc: (m) => m.checkout.cvcIncorrect,
  invalid_cvc: (m) => m.checkout.cvcIncorrect,
  incorrect_number: (m) => m.checkout.cardIncorrect,
  invalid_number: (m) => m.checkout.cardIncorrect,
  invalid_expiry_year: (m) => m.checkout.cardExpiryInvalid,
  invalid_expiry_month: (m) => m.checkout.cardExpiryInvalid,
  resource_missing: (m) => m.checkout.intentNotFound,
};

/** The words for a refusal: the catalogue's for a known code, else the provider's own message, else `fallback`. */
export function cardRefusalText(code: string | null | undefined, providerMessage: string | null | undefined, fallback: MessageSelector): MessageSelector | string {
  const known = code ? byCode[code] : undefined;
  if (known) return known;
  return providerMessage || fallback;
}
