import credits from './en/credits.ts';

/**
 * Transitional (issue 13): the credit purchase words now live in `en/credits.ts` (`purchase`) and its translations.
 * Only e2e/checkout.spec.ts still imports this name; delete it once it imports the English catalogue directly.
 */
export const creditPurchaseMessages = credits.purchase;
