import type { ApiErrorCode } from '../../../shared/error-codes.ts';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { ApiError } from '../../lib/api-request.ts';
import { appEvents } from '../../lib/app-events.ts';
import type { AppEventName } from '../../lib/app-events.ts';

/**
 * What a failed generation means for the page (docs/product/create.md#generation), in the visitor's words `m`: decided
 * by the failure's code alone (src/shared/error-codes.ts), whether the POST answered it or the poll reported it.
 */

type CreateTexts = AreaTexts<'create'>;

/** An OK reply that is not the JSON we expect: an HTML page, or text that does not parse. */
export class GenerationReplyError extends Error {
  readonly reason: 'html' | 'invalid';
  constructor(reason: 'html' | 'invalid') {
    super(reason === 'html' ? 'The reply was an HTML page' : 'The reply was not valid JSON');
    this.name = 'GenerationReplyError';
    this.reason = reason;
  }
}

export type GenerationFailure = {
  title: string;
  description: string;
  /** The sensitive-content answer clears the photo so another one is chosen. */
  clearImage: boolean;
  /** A dialog that helps: credits, membership or sign-in. */
  event: AppEventName | null;
};

export type GenerationErrorOutcome = { kind: 'poll' } | ({ kind: 'failed' } & GenerationFailure);

const failure = (title: string, description: string, extra: Partial<GenerationFailure> = {}): GenerationFailure => ({
  title,
  description,
  clearImage: false,
  event: null,
  ...extra,
});

/** What the page does for each code a generation can fail with (docs/product/create.md#generation). */
export function generationFailure(
  { code, serverMessage }: { code: ApiErrorCode; serverMessage: string | null },
  m: CreateTexts,
): GenerationFailure {
  switch (code) {
    case 'content_flagged':
      return failure(m.sensitiveTitle, m.sensitive, { clearImage: true });
    case 'image_too_large':
    case 'too_many_pixels':
    case 'body_too_large':
      return failure(m.imageTooLargeForGenerationTitle, m.imageTooLargeForGeneration);
    case 'no_credits':
      return failure(m.noCreditsTitle, serverMessage ?? m.noCreditsLeft, { event: appEvents.openCreditPurchaseModal });
    case 'style_locked':
      return failure(m.membersStyleTitle, serverMessage ?? m.styleForMembers, {
        event: appEvents.openSubscriptionModal,
      });
    case 'unauthorized':
      return failure(m.signInAgainTitle, serverMessage ?? m.transformationFailed, { event: appEvents.openLoginModal });
    // No answer at all (offline, aborted): the library's words say nothing useful to a visitor.
    case 'network':
      return failure(m.transformationFailedTitle, m.transformationFailed);
    default:
      return failure(m.transformationFailedTitle, serverMessage ?? m.transformationFailed);
  }
}

/**
 * Maps an error of POST /api/generate-gpt-image: a timeout ApiError (a gateway
 * time-out or a proxy's HTML error page) means the poster may still come, so polling starts; the
 * rest becomes a toast (docs/product/create.md#generation).
 */
export function classifyGenerationError(error: unknown, m: CreateTexts): GenerationErrorOutcome {
  if (error instanceof GenerationReplyError) {
    return {
      kind: 'failed',
      ...failure(m.transformationFailedTitle, error.reason === 'html' ? m.serverIssues : m.invalidResponse),
    };
  }
  const failed = ApiError.of(error);
  if (failed.code === 'timeout') return { kind: 'poll' };
  return { kind: 'failed', ...generationFailure(failed, m) };
}

/** Reads the body of an OK reply: an HTML page or unparsable text is refused with its own words. */
export function parseGenerationReply<T>(text: string): T {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('<') || /<!doctype/i.test(trimmed)) throw new GenerationReplyError('html');
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new GenerationReplyError('invalid');
  }
}
