import { describe, expect, it } from 'vitest';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { compileCatalogue } from '../../../shared/i18n/compile.ts';
import { createI18n, textsOf } from '../../../shared/i18n/texts.ts';
import en from '../../../shared/messages/en/create.ts';
import { apiErrorOf } from '../../lib/api-request.ts';
import {
  classifyGenerationError,
  failureFromMessage,
  GenerationReplyError,
  parseGenerationReply,
} from './generation-errors.ts';

const m = textsOf(createI18n('en'), 'create', compileCatalogue(en)) as AreaTexts<'create'>;

const apiError = (status: number, body: unknown) =>
  apiErrorOf(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('generation error mapping', () => {
  it("starts polling on a 524 or a proxy's HTML page", () => {
    expect(classifyGenerationError(apiErrorOf(524, 'A timeout occurred'), m)).toEqual({ kind: 'poll' });
    expect(classifyGenerationError(apiErrorOf(502, '<html><body>Bad Gateway</body></html>'), m)).toEqual({
      kind: 'poll',
    });
  });

  it('says the server has issues for an HTML reply and asks again for an unparsable one', () => {
    expect(() => parseGenerationReply('<!DOCTYPE html><html></html>')).toThrow(
      expect.objectContaining({ reason: 'html' }),
    );
    expect(() => parseGenerationReply('{"status": "do')).toThrow(expect.objectContaining({ reason: 'invalid' }));
    expect(parseGenerationReply<{ status: string }>('{"status":"done"}')).toEqual({ status: 'done' });
    expect(classifyGenerationError(new GenerationReplyError('html'), m)).toMatchObject({
      kind: 'failed',
      description: m.serverIssues,
    });
    expect(classifyGenerationError(new GenerationReplyError('invalid'), m)).toMatchObject({
      kind: 'failed',
      description: m.invalidResponse,
    });
  });

  it('turns sensitive content into Sensitive Content Detected and clears the image', () => {
    for (const message of [
      'Image flagged as sensitive, please try another',
      'Error E005: blocked',
      'serviceUnavailable',
    ]) {
      expect(classifyGenerationError(apiError(422, { message }), m)).toMatchObject({
        kind: 'failed',
        title: 'Sensitive Content Detected',
        description: 'Image flagged as sensitive, please try another',
        clearImage: true,
      });
    }
  });

  it('turns 413 and request entity too large into Image Too Large with the 8MB text', () => {
    const expected = { title: 'Image Too Large', description: m.imageTooLargeForGeneration };
    expect(classifyGenerationError(apiError(413, { message: 'Body too big' }), m)).toMatchObject(expected);
    expect(classifyGenerationError(apiError(400, 'request entity too large'), m)).toMatchObject(expected);
  });

  it('shows the server message on 402 and opens the credit purchase dialog', () => {
    expect(classifyGenerationError(apiError(402, { message: m.noCreditsLeft }), m)).toMatchObject({
      description: m.noCreditsLeft,
      event: 'openCreditPurchaseModal',
    });
  });

  it('opens the membership dialog for a members-only style', () => {
    expect(classifyGenerationError(apiError(403, { message: m.styleForMembers }), m)).toMatchObject({
      event: 'openSubscriptionModal',
    });
    expect(
      classifyGenerationError(
        apiError(403, { code: 'style_locked', message: 'Dieser Stil ist Mitgliedern vorbehalten.' }),
        m,
      ),
    ).toMatchObject({
      event: 'openSubscriptionModal',
      description: 'Dieser Stil ist Mitgliedern vorbehalten.',
    });
    expect(
      classifyGenerationError(apiError(403, { message: 'This video was not found among your uploads.' }), m),
    ).toMatchObject({
      title: 'Transformation Failed',
      event: null,
    });
  });

  it('says Transformation Failed with the server message or the default words', () => {
    expect(
      classifyGenerationError(apiError(400, { message: 'Please choose one of the available styles.' }), m),
    ).toMatchObject({
      title: 'Transformation Failed',
      description: 'Please choose one of the available styles.',
    });
    expect(classifyGenerationError(apiError(500, ''), m)).toMatchObject({
      title: 'Transformation Failed',
      description: m.transformationFailed,
    });
    expect(classifyGenerationError(new TypeError('Failed to fetch'), m)).toMatchObject({
      description: m.transformationFailed,
    });
  });

  it('maps the message of a failed job the same way', () => {
    expect(failureFromMessage('Image flagged as sensitive, please try another', m)).toMatchObject({
      title: 'Sensitive Content Detected',
      clearImage: true,
    });
    expect(failureFromMessage(null, m)).toMatchObject({
      title: 'Transformation Failed',
      description: m.transformationFailed,
    });
  });
});
