import type { MessageSelector } from '../../../shared/i18n/catalogue.ts';
import type { ErrorText } from '../../errors.ts';

/**
 * The provider's refusals (Stripe's decline codes, which the sandbox imitates) in the customer's language: the
 * provider writes English, so a known code is worded from the catalogue and an unknown one gets `fallback`.
 */
const byCode: Record<string, ErrorText> = {
  card_declined: 'checkout.cardDeclined',
  generic_decline: 'checkout.cardDeclined',
  insufficient_funds: 'checkout.insufficientFunds',
  expired_card: 'checkout.cardExpired',
  incorrect_cvc: 'checkout.cvcIncorrect',
  invalid_cvc: 'checkout.cvcIncorrect',
  incorrect_number: 'checkout.cardIncorrect',
  invalid_number: 'checkout.cardIncorrect',
  invalid_expiry_year: 'checkout.cardExpiryInvalid',
  invalid_expiry_month: 'checkout.cardExpiryInvalid',
  resource_missing: 'checkout.intentNotFound',
};

/** The words for a refusal: the catalogue's for a known code, else `fallback`. */
export function cardRefusalText(code: string | null | undefined, fallback: MessageSelector): ErrorText {
  return code && Object.hasOwn(byCode, code) ? byCode[code]! : fallback;
}
