import type { MessageKey, MessageSelector, MessageValues, Messages } from './i18n/catalogue.ts';
import type { Formatter } from './i18n/format.ts';
import { textOfKey } from './i18n/texts.ts';

/** The statuses an error of ours answers with. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 416 | 422 | 429 | 500 | 503;

/**
 * What a code says: the dotted key of a plain message (`'accounts.invalidEmail'`), or a selector that words a message
 * with values (`(m, _format, p: MessageValues) => m.checkout.soldOut(p)`); the third argument is what the thrower
 * passes (`new AppError('sold_out', { name })`).
 */
// `any`: each entry declares its own values; ErrorParams reads them back per code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Wording = MessageKey | ((messages: Messages, format: Formatter, params: any) => string);

/**
 * The error contract (docs/architecture.md#errors): every error the API answers has one of these codes, and each
 * code has ONE status and ONE message in the four catalogues. The server throws `new AppError(code, values?)` (or a
 * helper of src/server/errors.ts) and answers `{ code, message }`; the browser's ApiError carries the same code
 * (plus `timeout`, `network` and `http_error`, which only the browser knows) and decides by it, never by the words.
 * A new code is one line here; `error-codes.test.ts` fails when its message is missing in any language.
 */
export const errorCodes = {
  // What any route may answer (the error handler, Fastify's own refusals, the router).
  bad_request: { status: 400, message: 'common.invalidRequest' },
  /** A refused input, in the words of the rule it broke (a shared schema's key, or the field it names). */
  invalid_input: {
    status: 400,
    message: (m, format, p: { rule: MessageKey | MessageSelector }) =>
      typeof p.rule === 'string' ? (textOfKey(m, p.rule) ?? m.common.invalidRequest) : p.rule(m, format),
  },
  malformed_json: { status: 400, message: 'common.malformedJson' },
  empty_body: { status: 400, message: 'common.emptyJsonBody' },
  body_too_large: { status: 413, message: 'common.bodyTooLarge' },
  unsupported_media_type: { status: 415, message: 'common.unsupportedContentType' },
  unauthorized: { status: 401, message: 'common.signInRequired' },
  forbidden: { status: 403, message: 'common.forbidden' },
  not_found: { status: 404, message: 'common.notFound' },
  method_not_allowed: { status: 405, message: (m, _f, p: MessageValues) => m.common.methodNotAllowed(p) },
  rate_limited: { status: 429, message: 'common.tooManyRequests' },
  internal_error: { status: 500, message: 'common.unexpected' },
  unavailable: { status: 503, message: 'common.temporarilyUnavailable' },

  // Accounts and sign-in codes.
  not_your_account: { status: 403, message: 'accounts.notYourAccount' },
  email_not_verified: { status: 400, message: 'accounts.emailNotVerified' },
  username_taken: { status: 409, message: 'accounts.usernameTaken' },
  registration_failed: { status: 409, message: 'accounts.registrationFailed' },
  invalid_credentials: { status: 401, message: 'accounts.invalidCredentials' },
  sign_in_limited: { status: 429, message: 'accounts.tooManyLogins' },
  invalid_code: { status: 400, message: 'accounts.invalidCode' },
  code_expired: { status: 400, message: 'accounts.codeExpired' },
  code_exhausted: { status: 400, message: 'accounts.codeExhausted' },
  code_guess_limited: { status: 429, message: 'accounts.codeGuessLimit' },
  code_resend_too_soon: { status: 429, message: 'accounts.codeResendTooSoon' },
  code_hourly_limit: { status: 429, message: 'accounts.codeHourlyLimit' },
  same_email: { status: 400, message: 'accounts.sameEmail' },
  email_taken: { status: 409, message: 'accounts.emailTaken' },
  wrong_password: { status: 400, message: 'accounts.currentPasswordWrong' },
  /** However many addresses send at once, one account's password and code checks take turns (decision 036). */
  account_busy: { status: 429, message: 'accounts.accountBusy' },
  admin_account_busy: { status: 429, message: 'admin.accountBusy' },
  /** More uploads at once than this process admits (decision 036): answered with Retry-After. */
  busy: { status: 503, message: 'create.busy' },
  /** More room previews being drawn at once than this process takes (decision 040): answered with Retry-After. */
  wall_preview_busy: { status: 503, message: 'walls.busy' },
  /** A full refund of an order in production (decision 036): set it back to pending and cancel, or refund a part. */
  refund_in_production: { status: 409, message: 'afterSale.refundInProduction' },

  // The admin area.
  admin_session_required: { status: 401, message: 'admin.adminSessionRequired' },
  admin_sign_in_limited: { status: 429, message: (m, _f, p: MessageValues) => m.admin.tooManyAttempts(p) },
  admin_invalid_credentials: { status: 401, message: 'admin.invalidCredentials' },
  admin_invalid_code: { status: 401, message: 'admin.invalidCode' },
  admin_invalid_recovery_code: { status: 401, message: 'admin.invalidRecoveryCode' },
  enrolment_conflict: { status: 409, message: 'admin.tryAgain' },
  admin_disabled: { status: 503, message: 'admin.signInDisabled' },
  admin_poster_not_found: { status: 404, message: 'admin.posterNotFound' },
  admin_order_not_found: { status: 404, message: 'admin.orderNotFound' },
  sold_count_out_of_range: { status: 400, message: (m, _f, p: MessageValues) => m.admin.soldCountOutOfRange(p) },
  cancelled_final: { status: 409, message: 'admin.statusCancelledFinal' },
  refunded_final: { status: 409, message: 'admin.statusRefundedFinal' },
  refund_pending: { status: 409, message: 'admin.statusRefundPending' },
  not_cancellable: { status: 409, message: 'afterSale.notCancellableInProduction' },
  invalid_path: { status: 400, message: 'operations.storage.invalidPath' },
  file_not_found: { status: 404, message: 'operations.storage.notFound' },
  range_not_satisfiable: { status: 416, message: 'operations.storage.rangeNotSatisfiable' },
  metrics_token_required: { status: 401, message: 'operations.metricsTokenRequired' },

  // Posters, the catalogue, selling and the feed.
  poster_not_available: { status: 404, message: 'catalogue.posterNotAvailable' },
  poster_not_found: { status: 404, message: 'create.posterNotFound' },
  sell_poster_not_found: { status: 404, message: 'sell.posterNotFound' },
  sell_image_not_found: { status: 404, message: 'sell.imageNotFound' },
  edition_below_sold: { status: 409, message: (m, _f, p: MessageValues) => m.sell.totalSupplyBelowSold(p) },
  not_pending_review: { status: 409, message: 'sell.notPendingReview' },
  feed_poster_not_found: { status: 404, message: 'feed.posterNotFound' },

  // Checkout and payments.
  checkout_not_found: { status: 404, message: 'checkout.checkoutNotFound' },
  checkout_preparation_failed: { status: 503, message: 'checkout.checkoutPreparationFailed' },
  poster_not_yours: { status: 404, message: 'checkout.posterNotYours' },
  not_for_sale: { status: 409, message: 'checkout.posterNotForSale' },
  limited_edition_quantity: { status: 400, message: 'checkout.limitedEditionQuantity' },
  sold_out: { status: 409, message: (m, _f, p: MessageValues) => m.checkout.soldOut(p) },
  not_enough_editions: { status: 409, message: (m, _f, p: MessageValues) => m.checkout.notEnoughEditions(p) },
  payment_mismatch: { status: 400, message: 'checkout.paymentMismatch' },
  payment_amount_mismatch: { status: 400, message: 'checkout.paymentAmountMismatch' },
  payment_not_succeeded: { status: 402, message: 'checkout.paymentNotSucceeded' },
  refunded: { status: 409, message: 'checkout.soldOutRefunded' },
  intent_not_found: { status: 404, message: 'checkout.intentNotFound' },
  intent_canceled: { status: 409, message: 'checkout.intentCanceled' },
  bad_signature: { status: 400, message: 'checkout.webhookSignatureInvalid' },
  // A card the provider refused (src/server/adapters/payments/card-refusals.ts reads the provider’s codes).
  card_declined: { status: 402, message: 'checkout.cardDeclined' },
  insufficient_funds: { status: 402, message: 'checkout.insufficientFunds' },
  expired_card: { status: 402, message: 'checkout.cardExpired' },
  incorrect_cvc: { status: 402, message: 'checkout.cvcIncorrect' },
  incorrect_number: { status: 402, message: 'checkout.cardIncorrect' },
  invalid_expiry_year: { status: 402, message: 'checkout.cardExpiryInvalid' },
  payment_failed: { status: 402, message: 'checkout.paymentFailedFallback' },

  // Orders and what follows a sale.
  order_not_found: { status: 404, message: 'orders.orderNotFound' },
  link_invalid: { status: 403, message: 'orders.linkInvalid' },
  link_expired: { status: 410, message: 'orders.linkExpired' },
  sign_in_to_see_order: { status: 401, message: 'orders.signInToSee' },
  order_links_limited: { status: 429, message: 'orders.tooManyLinkRequests' },
  sale_order_not_found: { status: 404, message: 'afterSale.orderNotFound' },
  already_cancelled: { status: 409, message: 'afterSale.alreadyCancelled' },
  in_production: { status: 409, message: 'afterSale.notCancellableInProduction' },
  /** The print lab refused to cancel (production started), in the lab's words (decision 038). */
  lab_refused_cancel: { status: 409, message: (m, _f, p: MessageValues) => m.afterSale.lab.refusedCancel(p) },
  lab_unavailable: { status: 503, message: 'afterSale.lab.unavailable' },
  lab_owns_status: { status: 409, message: 'afterSale.lab.ownsStatus' },
  lab_nothing_to_send: { status: 409, message: 'afterSale.lab.nothingToSend' },
  cancel_window_passed: { status: 409, message: (m, _f, p: MessageValues) => m.afterSale.cancelWindowPassed(p) },
  fully_refunded: { status: 409, message: 'afterSale.nothingLeftToRefund' },
  /** `chf`: what is left to refund, in francs. */
  refund_too_large: {
    status: 409,
    message: (m, format, p: { chf: number }) => m.afterSale.refundTooLarge({ amount: format.price(p.chf) }),
  },
  refund_key_invalid: { status: 400, message: 'afterSale.refundKeyInvalid' },
  refund_not_found: { status: 404, message: 'afterSale.refundNotFound' },
  not_retryable: { status: 409, message: 'afterSale.refundNotRetryable' },

  // Membership and credits.
  invalid_promo: { status: 400, message: 'membership.promoInvalid' },
  already_member: { status: 409, message: 'membership.alreadyMember' },
  setup_mismatch: { status: 400, message: 'membership.setupNotYours' },
  setup_incomplete: { status: 402, message: 'membership.setupNotComplete' },
  membership_setup_failed: { status: 402, message: 'membership.setupFailedFallback' },
  membership_create_failed: { status: 503, message: 'membership.createFailed' },
  membership_cancel_failed: { status: 503, message: 'membership.cancelFailed' },
  no_membership: { status: 404, message: 'membership.noMembership' },
  unknown_pack: { status: 400, message: 'membership.unknownPack' },

  // Payouts.
  payouts_members_only: { status: 403, message: 'payouts.membersOnly' },
  payout_account_not_found: { status: 404, message: 'payouts.accountNotFound' },
  payout_account_unknown: { status: 400, message: 'payouts.accountNotFound' },
  no_payout_account: { status: 404, message: 'payouts.noAccount' },
  onboarding_incomplete: { status: 409, message: 'payouts.onboardingIncomplete' },
  payout_create_failed: { status: 503, message: 'payouts.createFailed' },
  payout_refresh_failed: { status: 503, message: 'payouts.refreshFailed' },
  payout_dashboard_failed: { status: 503, message: 'payouts.dashboardFailed' },

  // Creating: the photo, the video, the generation.
  not_an_image: { status: 400, message: 'create.notAnImage' },
  no_image_data: { status: 400, message: 'create.noImageData' },
  image_too_large: { status: 413, message: 'create.imageTooLargeForGeneration' },
  too_many_pixels: { status: 413, message: 'create.imageTooManyPixels' },
  suggestion_image_too_large: { status: 413, message: 'create.suggestionImageTooLarge' },
  image_too_small: { status: 400, message: 'create.imageTooSmallForPoster' },
  image_corrupt: { status: 400, message: 'create.imageCorrupt' },
  heic_not_supported: { status: 415, message: 'create.heicNotSupported' },
  not_a_video: { status: 400, message: 'create.videoError' },
  video_unreadable: { status: 400, message: 'create.videoError' },
  video_too_large: { status: 413, message: 'create.videoUploadFailed' },
  video_format: { status: 415, message: 'create.videoFormatUnsupported' },
  video_too_long: { status: 400, message: (m, _f, p: MessageValues) => m.create.videoTooLong(p) },
  video_not_found: { status: 403, message: 'create.videoNotFound' },
  unknown_style: { status: 400, message: 'create.unknownStyle' },
  invalid_window: { status: 400, message: 'create.invalidWindow' },
  style_locked: { status: 403, message: 'create.styleForMembers' },
  duplicate_generation: { status: 409, message: 'create.generationAlreadyStarted' },
  no_credits: { status: 402, message: 'create.noCreditsLeft' },
  generation_not_found: { status: 404, message: 'create.generationNotFound' },
  /** The image service refused the photo or the prompt on content grounds (a generation's failure). */
  content_flagged: { status: 422, message: 'create.sensitive' },
  /** A generation that failed for no reason of the visitor's (the engine failed on every try). */
  generation_failed: { status: 422, message: 'create.transformationFailed' },
} as const satisfies Record<string, { status: ErrorStatus; message: Wording }>;

export type ErrorCode = keyof typeof errorCodes;

/**
 * The codes only the browser gives (src/web/lib/api-request.ts): a proxy's timeout, no answer, an answer without a
 * code.
 */
export type BrowserErrorCode = 'timeout' | 'network' | 'http_error';
export type ApiErrorCode = ErrorCode | BrowserErrorCode;

/** The values a code's message needs (`{ name }` for `sold_out`); undefined for a plain message. */
export type ErrorParams<C extends ErrorCode> = (typeof errorCodes)[C]['message'] extends (
  messages: Messages,
  format: Formatter,
  params: infer P,
) => string
  ? P
  : undefined;

/** The arguments after the code: none for a plain message, its values for one that has some. */
export type ErrorArgs<C extends ErrorCode> =
  ErrorParams<C> extends undefined ? [params?: undefined] : [params: ErrorParams<C>];

/** The codes answered with `status`: what `conflict(…)`, `notFound(…)`… accept. */
export type ErrorCodeOf<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof errorCodes)[C]['status'] extends S ? C : never;
}[ErrorCode];

/** The codes whose message takes no values (a generation's stored failure is one of them). */
export type PlainErrorCode = { [C in ErrorCode]: ErrorParams<C> extends undefined ? C : never }[ErrorCode];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCodes, value);

export const statusOf = (code: ErrorCode): ErrorStatus => errorCodes[code].status;

/** A code's message in the reader's words `messages` (and their number format), with its values. */
export function wordError<C extends ErrorCode>(
  messages: Messages,
  format: Formatter,
  code: C,
  ...[params]: ErrorArgs<C>
): string {
  const message: Wording = errorCodes[code].message;
  return typeof message === 'string' ? (textOfKey(messages, message) ?? message) : message(messages, format, params);
}
