import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { ApiError } from '../../lib/api-request.ts';
import { appEvents } from '../../lib/app-events.ts';
import type { AppEventName } from '../../lib/app-events.ts';

/**
 * What a failed generation request means for the page (docs/product/create.md#generation), in the visitor's words `m`.
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

const isSensitive = (text: string, m: CreateTexts) =>
  text === m.sensitive || /flagged as sensitive|E005|serviceUnavailable/i.test(text);
const isTooLarge = (text: string) => /request entity too large/i.test(text);

/** The failure a message alone describes, e.g. the `message` of a failed job reported by polling. */
export function failureFromMessage(message: string | null | undefined, m: CreateTexts): GenerationFailure {
  return classifyMessage({ status: null, code: null, serverMessage: message?.trim() || null }, message ?? '', m);
}

type Answer = { status: number | null; code: string | null; serverMessage: string | null };

function classifyMessage({ status, code, serverMessage }: Answer, raw: string, m: CreateTexts): GenerationFailure {
  const text = serverMessage ?? raw;
  if (code === 'content_flagged' || isSensitive(text, m))
    return failure(m.sensitiveTitle, m.sensitive, { clearImage: true });
  if (status === 413 || isTooLarge(text))
    return failure(m.imageTooLargeForGenerationTitle, m.imageTooLargeForGeneration);
  if (status === 402)
    return failure(m.noCreditsTitle, serverMessage ?? m.noCreditsLeft, { event: appEvents.openCreditPurchaseModal });
  if (status === 403 && (code === 'style_locked' || serverMessage === m.styleForMembers)) {
    return failure(m.membersStyleTitle, serverMessage ?? m.styleForMembers, { event: appEvents.openSubscriptionModal });
  }
  if (status === 401)
    return failure(m.signInAgainTitle, serverMessage ?? m.transformationFailed, { event: appEvents.openLoginModal });
  return failure(m.transformationFailedTitle, serverMessage ?? m.transformationFailed);
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
  // No answer at all (offline, aborted): the library's words say nothing useful to a visitor.
  const answer: Answer = failed.status === null ? { status: null, code: null, serverMessage: null } : failed;
  return {
    kind: 'failed',
    ...classifyMessage(answer, error instanceof Error ? error.message : typeof error === 'string' ? error : '', m),
  };
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
