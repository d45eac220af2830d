/**
 * Window events that open shell dialogs or announce changes from anywhere in the app
 * (docs/product/accounts.md#landing-header-footer).
 * The signup event has two spellings; both open the same dialog.
 */
export const appEvents = {
  openLoginModal: 'openLoginModal',
  openSignupModal: 'openSignupModal',
  openSignUpModal: 'openSignUpModal',
  openSubscriptionModal: 'openSubscriptionModal',
  openCreditPurchaseModal: 'openCreditPurchaseModal',
  showWelcomeModal: 'showWelcomeModal',
  creditsUpdated: 'creditsUpdated',
} as const;

export type AppEventName = (typeof appEvents)[keyof typeof appEvents];

export function emitAppEvent(name: AppEventName): void {
  window.dispatchEvent(new Event(name));
}
