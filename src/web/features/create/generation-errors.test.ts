import { describe, expect, it } from 'vitest';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { compileCatalogue } from '../../../shared/i18n/compile.ts';
import { createI18n, textsOf } from '../../../shared/i18n/texts.ts';
import en from '../../../shared/messages/en/create.ts';
import { apiErrorOf } from '../../lib/api-request.ts';
import {
  classifyGenerationError,
  generationFailure,
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

  it('turns content_flagged into Sensitive Content Detected and clears the image, whatever the words', () => {
    for (const message of ['Image flagged as sensitive, please try another', 'Bild als heikel markiert', '']) {
      expect(classifyGenerationError(apiError(422, { code: 'content_flagged', message }), m)).toMatchObject({
        kind: 'failed',
        title: 'Sensitive Content Detected',
        description: m.sensitive,
        clearImage: true,
      });
    }
  });

  it('decides by the code, never by the words: English text about sensitive content with another code is not it', () => {
    expect(
      classifyGenerationError(
        apiError(422, { code: 'generation_failed', message: 'Image flagged as sensitive, please try another' }),
        m,
      ),
    ).toMatchObject({ title: 'Transformation Failed', clearImage: false });
    expect(classifyGenerationError(apiError(400, 'request entity too large'), m)).toMatchObject({
      title: 'Transformation Failed',
    });
  });

  it('turns the too-large codes into Image Too Large with the 8MB text', () => {
    const expected = { title: 'Image Too Large', description: m.imageTooLargeForGeneration };
    for (const code of ['image_too_large', 'too_many_pixels', 'body_too_large'])
      expect(classifyGenerationError(apiError(413, { code, message: 'Body too big' }), m)).toMatchObject(expected);
  });

  it('shows the server message for no_credits and opens the credit purchase dialog', () => {
    expect(classifyGenerationError(apiError(402, { code: 'no_credits', message: m.noCreditsLeft }), m)).toMatchObject({
      description: m.noCreditsLeft,
      event: 'openCreditPurchaseModal',
    });
  });

  it('opens the membership dialog for a members-only style', () => {
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
      classifyGenerationError(
        apiError(403, { code: 'video_not_found', message: 'This video was not found among your uploads.' }),
        m,
      ),
    ).toMatchObject({
      title: 'Transformation Failed',
      event: null,
    });
  });

  it('opens the sign-in dialog when the session is gone', () => {
    expect(
      classifyGenerationError(apiError(401, { code: 'unauthorized', message: 'Please sign in.' }), m),
    ).toMatchObject({ title: m.signInAgainTitle, event: 'openLoginModal' });
  });

  it('says Transformation Failed with the server message or the default words', () => {
    expect(
      classifyGenerationError(
        apiError(400, { code: 'unknown_style', message: 'Please choose one of the available styles.' }),
        m,
      ),
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

  it('maps the code of a failed job reported by polling the same way', () => {
    expect(generationFailure({ code: 'content_flagged', serverMessage: 'Bild als heikel markiert' }, m)).toMatchObject({
      title: 'Sensitive Content Detected',
      clearImage: true,
    });
    expect(generationFailure({ code: 'image_corrupt', serverMessage: m.imageCorrupt }, m)).toMatchObject({
      title: 'Transformation Failed',
      description: m.imageCorrupt,
    });
    expect(generationFailure({ code: 'generation_failed', serverMessage: null }, m)).toMatchObject({
      title: 'Transformation Failed',
      description: m.transformationFailed,
    });
  });
});
