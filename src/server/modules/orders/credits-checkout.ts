import { fromMinorUnits, toMinorUnits } from '../../../shared/checkout.ts';
import type { CompleteOrderResponse } from '../../../shared/checkout.ts';
import type { CreditPack } from '../../../shared/membership.ts';
import type { CreditsLines, OrderWriter } from './checkout-lines.ts';
import type { CheckoutRow } from './checkout.repository.ts';
import { addPaidCredits, findUserContact, insertCreditPurchase } from './checkout.repository.ts';

/** A pack of generation credits for the signed-in user: nothing is shipped; the paid checkout adds the credits. */

export const priceCreditPurchase = (pack: CreditPack): { lines: CreditsLines; amount: number } => ({
  lines: { pack },
  amount: toMinorUnits(pack.price),
});

const summary = (
  checkout: CheckoutRow,
  user: { email: string; username: string } | undefined,
): CompleteOrderResponse => ({
  confirmationId: checkout.confirmationId,
  amount: fromMinorUnits(checkout.amount),
  itemCount: (checkout.lines as CreditsLines).pack.credits,
  email: user?.email ?? '',
  firstName: user?.username ?? '',
  lastName: '',
});

export const creditsOrderWriter: OrderWriter = {
  async write(tx, checkout, intent) {
    const { pack } = checkout.lines as CreditsLines;
    await insertCreditPurchase(tx, {
      userId: checkout.userId!,
      checkoutId: checkout.id,
      packId: pack.id,
      credits: pack.credits,
      amount: fromMinorUnits(checkout.amount).toFixed(2),
      paymentIntentId: intent.id,
    });
    return summary(checkout, await addPaidCredits(tx, checkout.userId!, pack.credits));
  },
  async made(tx, checkout) {
    return summary(checkout, await findUserContact(tx, checkout.userId ?? 0));
  },
};
