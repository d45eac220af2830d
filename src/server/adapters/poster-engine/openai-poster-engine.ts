import { availableParallelism } from 'node:os';
import OpenAI, { APIError, toFile } from 'openai';
import sharp from 'sharp';
import type { PosterWindow } from '../../../shared/create.ts';
import { windowInPixels } from '../../../shared/poster-window.ts';
import type { PhotoSize, PixelRect } from '../../../shared/poster-window.ts';
import type { StyleDefinition } from '../../../shared/styles.ts';
import {
  captionColoursFor,
  finishPoster,
  MAX_INPUT_PIXELS,
  PosterContentFlaggedError,
  PosterEngineError,
  PosterInputError,
} from './poster-engine.ts';
import type { CaptionPlacement, PosterEngine, PosterInput, PosterOutput } from './poster-engine.ts';
import { openPhoto, readPhotoSize } from './source-image.ts';

export const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-1';

/** `model`: OPENAI_IMAGE_MODEL, 'gpt-image-1' when unset. */
export type OpenAiPosterEngineOptions = { apiKey: string; baseURL?: string; model?: string };

/** The image the model receives and returns: portrait 2:3, the closest it offers to A3. */
const EDIT_SIZE = { width: 1024, height: 1536 } as const;

/**
 * The production engine: the photo and a prompt made from the style's traits and palette go to OpenAI's
 * image edit; the returned picture is upscaled to the print master and captioned by `finishPoster`.
 */
export class OpenAiPosterEngine implements PosterEngine {
  readonly kind = 'openai' as const;
  readonly #client: OpenAI;
  readonly #model: string;

  constructor({ apiKey, baseURL, model }: OpenAiPosterEngineOptions) {
    sharp.concurrency(availableParallelism());
    this.#client = new OpenAI({ apiKey, baseURL, timeout: 180_000, maxRetries: 1 });
    this.#model = model || DEFAULT_OPENAI_IMAGE_MODEL;
  }

  async render({ image, style, caption, window }: PosterInput): Promise<PosterOutput> {
    const photo = await portraitPng(image, window);
    let response: OpenAI.ImagesResponse;
    try {
      response = await this.#client.images.edit({
        model: this.#model,
        image: await toFile(photo, 'photo.png', { type: 'image/png' }),
        prompt: posterPrompt(style, caption),
        size: `${EDIT_SIZE.width}x${EDIT_SIZE.height}`,
        n: 1,
      });
    } catch (error) {
      throw engineError(error);
    }
    const artwork = await artworkOf(response);
    const files = await finishPoster(artwork, caption, captionColoursFor(style));
    return { ...files, shownPhotoWidth: await this.shownPhotoWidth({ image, style, window }) };
  }

  /**
   * The model sees the photo cropped to portrait 2:3 (`portraitPng`), from the customer's window when there is one:
   * the crop's width within the photo, in the photo's pixels.
   */
  async shownPhotoWidth({ image, window }: PosterInput): Promise<number> {
    const photo = await readPhotoSize(image);
    const { width, height } = photo;
    if (!window) return Math.max(1, Math.round(Math.min(width, (height * EDIT_SIZE.width) / EDIT_SIZE.height)));
    const rect = windowRect(window, photo);
    const shown = Math.min(rect.width, (rect.height * EDIT_SIZE.width) / EDIT_SIZE.height);
    const left = rect.left + (rect.width - shown) / 2;
    return Math.max(1, Math.round(Math.min(width, left + shown) - Math.max(0, left)));
  }
}

/**
 * The prompt: the style's tradition and palette, a portrait poster, and no lettering (our caption is drawn afterwards).
 */
export function posterPrompt(style: StyleDefinition, caption?: CaptionPlacement): string {
  const lines = [
    `Turn this photo into a portrait art poster (A3, 1:1.414) in the style "${style.name}".`,
    style.traits,
    `Use this colour palette: ${style.palette.join(', ')}.`,
    'Keep the recognisable subject and composition of the photo, simplified into clear poster shapes, and fill ' +
      'the whole portrait frame.',
    'Do not add any text, letters, numbers, logos, signatures or borders.',
  ];
  if (caption) {
    lines.push(
      `A caption will be printed over the ${regionOf(caption)} of the poster afterwards, so keep that area ` +
        `calm and free of important detail.`,
    );
  }
  return lines.join(' ');
}

function regionOf({ x, y, frameWidth, frameHeight }: CaptionPlacement): string {
  const across = x / frameWidth,
    down = y / frameHeight;
  const vertical = down < 0.34 ? 'top' : down > 0.66 ? 'bottom' : 'middle';
  const horizontal = across < 0.34 ? 'left' : across > 0.66 ? 'right' : 'centre';
  return vertical === 'middle' && horizontal === 'centre'
    ? 'centre'
    : `${vertical} ${horizontal}`.replace(' centre', '');
}

/**
 * The photo as the model wants it: oriented, cropped to portrait 2:3 around what matters, PNG. With the customer's
 * window (decision 041), the window's part of the photo (mirrored where it reaches past the photo's edges), centred.
 */
async function portraitPng(image: Buffer, window?: PosterWindow): Promise<Buffer> {
  const photo = await readPhotoSize(image);
  try {
    const source = window ? await windowPixels(image, windowRect(window, photo), photo) : openPhoto(image);
    return await source
      .resize(EDIT_SIZE.width, EDIT_SIZE.height, { fit: 'cover', position: window ? 'centre' : 'attention' })
      .png({ compressionLevel: 6 })
      .toBuffer();
  } catch {
    throw new PosterInputError('image_corrupt');
  }
}

/** The window in whole pixels of the photo, at least one pixel of it on the photo. */
function windowRect(window: PosterWindow, photo: PhotoSize): PixelRect {
  const rect = windowInPixels(window, photo);
  const width = Math.max(1, Math.round(rect.width)),
    height = Math.max(1, Math.round(rect.height));
  const left = Math.min(Math.max(Math.round(rect.left), 1 - width), photo.width - 1);
  const top = Math.min(Math.max(Math.round(rect.top), 1 - height), photo.height - 1);
  return { left, top, width, height };
}

/** The window's part of the photo; where it reaches past the photo, the photo is mirrored. */
async function windowPixels(image: Buffer, rect: PixelRect, photo: PhotoSize) {
  const pad = {
    left: Math.max(0, -rect.left),
    top: Math.max(0, -rect.top),
    right: Math.max(0, rect.left + rect.width - photo.width),
    bottom: Math.max(0, rect.top + rect.height - photo.height),
  };
  const { data, info } = await openPhoto(image)
    .removeAlpha()
    .extend({ ...pad, extendWith: 'mirror' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).extract({
    left: rect.left + pad.left,
    top: rect.top + pad.top,
    width: rect.width,
    height: rect.height,
  });
}

async function artworkOf(response: OpenAI.ImagesResponse): Promise<Buffer> {
  const result = response.data?.[0];
  let bytes: Buffer;
  if (result?.b64_json) {
    bytes = Buffer.from(result.b64_json, 'base64');
  } else if (result?.url) {
    const download = await fetch(result.url).catch((error: unknown) => {
      throw new PosterEngineError('The OpenAI image could not be downloaded.', { cause: error });
    });
    if (!download.ok)
      throw new PosterEngineError(`The OpenAI image could not be downloaded (HTTP ${download.status}).`);
    bytes = Buffer.from(await download.arrayBuffer());
  } else {
    throw new PosterEngineError('OpenAI returned no image.');
  }
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!width || !height) throw new Error('no dimensions');
  } catch (error) {
    throw new PosterEngineError('OpenAI returned an unreadable image.', { cause: error });
  }
  return bytes;
}

const CONTENT_POLICY_CODES = new Set(['moderation_blocked', 'content_policy_violation', 'content_filter']);

/**
 * A refusal on content grounds becomes the user's 'flagged as sensitive' message; anything else is an engine failure.
 */
function engineError(error: unknown): Error {
  if (error instanceof APIError) {
    const refused =
      (error.code && CONTENT_POLICY_CODES.has(error.code)) ||
      /safety system|content polic|moderation|flagged|sensitive/i.test(error.message);
    if (refused && (error.status === undefined || error.status < 500)) return new PosterContentFlaggedError();
    return new PosterEngineError(`The OpenAI image edit failed (${error.status ?? 'no response'}): ${error.message}`, {
      cause: error,
    });
  }
  return new PosterEngineError(
    `The OpenAI image edit failed: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );
}
