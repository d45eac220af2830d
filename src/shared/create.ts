import { z } from 'zod';
import { key } from './i18n/catalogue.ts';

/** Limits of the create flow (docs/product/create.md#uploading-a-photo). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_SECONDS = 10;
export const MAX_CAPTION_LENGTH = 200;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm', 'avi'] as const;
export const POSTER_RATIO = 0.707;
export const POLL_INTERVAL_MS = 3000;
export const FIRST_POLL_MS = 2000;
export const MAX_POLLS = 30;

const finiteOrZero = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0),
  z.number(),
);

/** The caption: text plus its centre in the editor frame's pixels, and that frame's size for scaling. */
export const captionSchema = z.object({
  text: z.string().trim().min(1, key('create.captionEmpty')).max(MAX_CAPTION_LENGTH, key('create.captionTooLong')),
  x: finiteOrZero.pipe(z.number().min(0).max(100_000)),
  y: finiteOrZero.pipe(z.number().min(0).max(100_000)),
  frameWidth: z.number().positive().max(100_000),
  frameHeight: z.number().positive().max(100_000),
});

/**
 * The poster's window over the photo (docs/product/create.md#the-posters-window): left, top, width and height in
 * fractions of the photo's width and height. It may reach past the photo's edges (a window zoomed out to keep a wide
 * subject whole); its shape in pixels is the poster's, checked by the server once it knows the photo's size.
 */
const windowShare = (min: number, max: number) =>
  z
    .number({ error: key('create.invalidWindow') })
    .gt(min, key('create.invalidWindow'))
    .max(max, key('create.invalidWindow'));

export const posterWindowSchema = z.object(
  { left: windowShare(-2, 2), top: windowShare(-2, 2), width: windowShare(0.02, 4), height: windowShare(0.02, 4) },
  { error: key('create.invalidWindow') },
);
export type PosterWindow = z.output<typeof posterWindowSchema>;

/** A part of the poster's window, in shares of its width and height (within it). */
const share = z.number().min(0).max(1);
export const windowPartSchema = z
  .object({ left: share, top: share, width: share.positive(), height: share.positive() })
  .refine((part) => part.left + part.width <= 1 + 1e-9 && part.top + part.height <= 1 + 1e-9);
export type WindowPart = z.output<typeof windowPartSchema>;

/**
 * The subject finder's answer for a photo in a style (docs/product/create.md#the-posters-window): its window, and
 * `shows`, the part of the window that shows the photo where the style paints its own ground over the rest (the oval
 * of psychedelic concert's bands around a photo without a subject), null where the whole window shows it.
 */
export const windowSuggestionSchema = z.object({
  window: posterWindowSchema,
  shows: windowPartSchema.nullable().default(null),
});
export type WindowSuggestion = z.output<typeof windowSuggestionSchema>;

/** The photo (or video frame) scaled down by the browser for the suggested window: its long side at most this. */
export const SUGGEST_WINDOW_MAX_SIDE = 800;

/** POST /api/suggest-window: the subject finder's window for this photo in this style, before generating. */
export const suggestWindowRequestSchema = z.object({
  imageData: z
    .string({ error: key('create.uploadImageFirst') })
    .min(1, key('create.uploadImageFirst'))
    .max(2_000_000, key('create.imageTooLargeForGeneration')),
  style: z
    .string({ error: key('create.unknownStyle') })
    .min(1, key('create.unknownStyle'))
    .max(64, key('create.unknownStyle')),
});

/** POST /api/generate-gpt-image, with the caption that travels with it (docs/product/create.md#generation). */
export const generateRequestSchema = z.object({
  imageData: z
    .string({ error: key('create.uploadImageFirst') })
    .min(1, key('create.uploadImageFirst'))
    .max(15_000_000, key('create.imageTooLargeForGeneration')),
  style: z
    .string({ error: key('create.unknownStyle') })
    .min(1, key('create.unknownStyle'))
    .max(64, key('create.unknownStyle')),
  stylePrompt: z.string().max(5000).optional(),
  email: z.string().max(254).optional(),
  confirmationId: z.uuid().optional(),
  originalVideoPath: z.string().max(300).nullish(),
  videoFrameTimestamp: z.number().min(0).max(3600).nullish(),
  hasVideoData: z.boolean().optional(),
  caption: captionSchema.nullish(),
  window: posterWindowSchema.nullish(),
});

export type GenerateRequest = z.output<typeof generateRequestSchema>;
