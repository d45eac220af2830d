import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { PosterWindow, WindowSuggestion } from '../../../shared/create.ts';
import type { StyleDefinition } from '../../../shared/styles.ts';
import { AppError } from '../../errors.ts';
import { captionOverlay, layoutCaption } from './caption.ts';
import type { CaptionColours, CaptionLayout } from './caption.ts';
import { withSrgbProfile } from './srgb-profile.ts';

/** x, y: the centre of the caption in the editor frame's pixels; the frame's size scales it to the poster. */
export type CaptionPlacement = { text: string; x: number; y: number; frameWidth: number; frameHeight: number };

/**
 * `window`: the part of the photo the poster shows, as the customer placed it (fractions of the photo, decision 041);
 * absent, the engine chooses it.
 */
export type PosterInput = {
  image: Buffer;
  style: StyleDefinition;
  caption?: CaptionPlacement | undefined;
  window?: PosterWindow | undefined;
};

export type PosterFiles = {
  /** JPEG, 3508 × 4961 (A3 at 300 dpi), sRGB, quality 92: what the printer receives. */
  printMaster: Buffer;
  /** WebP, 849 × 1200, shown in the app. */
  preview: Buffer;
  /** WebP, 340 × 480, for grids and feeds. */
  thumbnail: Buffer;
};

export type PosterOutput = PosterFiles & {
  /** The width in pixels of the part of the photo the poster shows (the engine's crop): the low-DPI rule reads it. */
  shownPhotoWidth: number;
};

/** A print master's pixels: a sheet of A3's proportions (`masterPixels(size)` in src/shared/print-formats.ts). */
export type MasterPixels = { width: number; height: number };

export interface PosterEngine {
  readonly kind: 'local' | 'openai';
  render(input: PosterInput): Promise<PosterOutput>;
  /**
   * The print master at `pixels`, the same picture as `render`'s A3 master (crop, planes, caption) drawn at that
   * resolution: JPEG like the A3 master. Absent where the engine cannot draw the same picture twice (OpenAI's edits
   * differ each time): the master is then resized from the A3 master (`resizeMaster`).
   */
  renderMaster?(input: PosterInput, pixels: MasterPixels): Promise<Buffer>;
  /** `render`'s `shownPhotoWidth` without painting (for posters made before it was kept). */
  shownPhotoWidth(input: PosterInput): Promise<number>;
  /**
   * The window the engine would choose for this photo in this style, in the poster's shape and in fractions of the
   * photo (decision 041), and the part of it that shows the photo where the style paints its own ground over the
   * rest. Absent where the engine has no subject finder (OpenAI's): the local engine suggests.
   */
  suggestWindow?(image: Buffer, style: StyleDefinition): Promise<WindowSuggestion>;
}

export const PRINT_SIZE = { width: 3508, height: 4961 } as const;
export const PREVIEW_SIZE = { width: 849, height: 1200 } as const;
export const THUMBNAIL_SIZE = { width: 340, height: 480 } as const;
/** Width over height of A3 portrait (1 : 1.414). */
export const POSTER_ASPECT = PRINT_SIZE.width / PRINT_SIZE.height;
/** Photos above this are refused before decoding (docs/product/create.md#uploading-a-photo). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The photo cannot be used (undecodable, too many pixels): its code says why; retrying will not help. */
export class PosterInputError extends AppError<'image_corrupt' | 'too_many_pixels'> {
  constructor(code: 'image_corrupt' | 'too_many_pixels') {
    super(code);
    this.name = 'PosterInputError';
  }
}

/** The image service refused the photo or the prompt on content grounds. */
export class PosterContentFlaggedError extends AppError<'content_flagged'> {
  constructor() {
    super('content_flagged');
    this.name = 'PosterContentFlaggedError';
  }
}

/** The engine itself failed (a vendor outage, a bad response): worth a retry, not the user's fault. */
export class PosterEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PosterEngineError';
  }
}

/** The artwork either encoded (PNG, JPEG…) or as raw interleaved RGB(A) pixels. */
export type PosterArtwork = Buffer | { data: Buffer; width: number; height: number; channels: 3 | 4 };

/** Ink and paper for the caption plate: the style's darkest and lightest palette colours. */
export function captionColoursFor(style: StyleDefinition): CaptionColours {
  const byLightness = [...style.palette].sort((a, b) => luma(a) - luma(b));
  return { ink: byLightness[0] ?? '#1a1a1a', paper: byLightness[byLightness.length - 1] ?? '#f7f3ea' };
}

const luma = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * ((value >> 16) & 255) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255);
};

/**
 * The step both engines end with: the artwork is cover-cropped and resized to the print master, the caption
 * is drawn as vector text at each output's own resolution, and the preview and thumbnail are derived.
 */
export async function finishPoster(
  artwork: PosterArtwork,
  caption?: CaptionPlacement,
  colours: CaptionColours = { ink: '#1a1a1a', paper: '#f7f3ea' },
): Promise<PosterFiles> {
  const open = () =>
    (Buffer.isBuffer(artwork)
      ? sharp(artwork, { limitInputPixels: MAX_INPUT_PIXELS })
      : sharp(artwork.data, { raw: { width: artwork.width, height: artwork.height, channels: artwork.channels } })
    ).flatten({ background: colours.paper });
  const layout = caption ? await layoutCaption(caption, PRINT_SIZE.width, PRINT_SIZE.height) : null;
  const small = (size: { width: number; height: number }, quality: number) => {
    const pipeline = open().resize(size.width, size.height, { fit: 'cover', kernel: 'lanczos3' });
    return (layout ? pipeline.composite([captionOverlay(layout, size.width / PRINT_SIZE.width, colours)]) : pipeline)
      .webp({ quality, effort: 2 })
      .toBuffer();
  };
  const [printMaster, preview, thumbnail] = await Promise.all([
    printMasterOf(open, isHalfPrintSize(artwork), layout, colours),
    small(PREVIEW_SIZE, 82),
    small(THUMBNAIL_SIZE, 78),
  ]);
  return { printMaster, preview, thumbnail };
}

const isHalfPrintSize = (artwork: PosterArtwork) =>
  !Buffer.isBuffer(artwork) &&
  artwork.width * 2 === PRINT_SIZE.width &&
  Math.abs(artwork.height * 2 - PRINT_SIZE.height) <= 1;

async function printMasterOf(
  open: () => Sharp,
  halfSize: boolean,
  layout: CaptionLayout | null,
  colours: CaptionColours,
): Promise<Buffer> {
  const { width, height } = PRINT_SIZE;
  // A half-size artwork is doubled by pixel replication and a light Gaussian: as smooth as lanczos for flat
  // planes with anti-aliased edges, at a fraction of the cost (libvips' interpolating upscale is slow).
  const resized = halfSize
    ? open()
        .resize(width, height + 1, { fit: 'fill', kernel: 'nearest' })
        .blur(0.7)
        .extract({ left: 0, top: 0, width, height })
    : open().resize(width, height, { fit: 'cover', kernel: 'lanczos3' });
  const jpeg = (pipeline: Sharp) =>
    pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false }).toBuffer();
  if (!layout) return withSrgbProfile(await jpeg(resized));
  // The caption is blended in directly: sharp's composite would process all 17 MP in floating point.
  const { data } = await resized.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  await blendOver(data, width, captionOverlay(layout, 1, colours));
  return withSrgbProfile(await jpeg(sharp(data, { raw: { width, height, channels: 3 } })));
}

/** Draws an SVG overlay onto raw RGB pixels (source-over in sRGB, as sharp's composite does). */
async function blendOver(
  target: Buffer,
  targetWidth: number,
  overlay: { input: Buffer; left: number; top: number },
): Promise<void> {
  const { data, info } = await sharp(overlay.input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const s = (y * info.width + x) * 4;
      const alpha = data[s + 3]! / 255;
      if (alpha === 0) continue;
      const t = ((overlay.top + y) * targetWidth + overlay.left + x) * 3;
      for (let c = 0; c < 3; c++) target[t + c] = target[t + c]! + (data[s + c]! - target[t + c]!) * alpha + 0.5;
    }
  }
}

const masterJpeg = (pipeline: Sharp) =>
  pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false }).toBuffer();

/**
 * A print master of another size from raw artwork painted at about half its pixels: doubled like the A3 master's
 * (pixel replication and a light Gaussian), the caption laid out on the A3 sheet and drawn as vector text at the
 * master's own scale. One libvips pipeline from the artwork to the JPEG: the master's pixels are never held whole
 * in memory (an A2 would be 104 MB of raw RGB), libvips works through it strip by strip.
 */
export async function finishMaster(
  artwork: { data: Buffer; width: number; height: number },
  pixels: MasterPixels,
  caption: CaptionPlacement | undefined,
  colours: CaptionColours,
): Promise<Buffer> {
  const { width, height } = pixels;
  const layout = caption ? await layoutCaption(caption, PRINT_SIZE.width, PRINT_SIZE.height) : null;
  let pipeline = sharp(artwork.data, { raw: { width: artwork.width, height: artwork.height, channels: 3 } })
    .resize(artwork.width * 2, artwork.height * 2, { fit: 'fill', kernel: 'nearest' })
    .blur(0.7)
    .extract({ left: 0, top: 0, width, height });
  if (layout) pipeline = pipeline.composite([captionOverlay(layout, width / PRINT_SIZE.width, colours)]);
  return withSrgbProfile(await masterJpeg(pipeline));
}

/**
 * A print master of another size resized from the A3 master (JPEG in, JPEG out, streamed by libvips): an A4 is
 * the A3 master made smaller; an A2 or A1 of a poster whose original is gone (or made by an engine that cannot draw
 * it again) is the A3 master enlarged, no sharper than it.
 */
export async function resizeMaster(a3Master: Buffer, pixels: MasterPixels): Promise<Buffer> {
  const pipeline = sharp(a3Master, { limitInputPixels: MAX_INPUT_PIXELS }).resize(pixels.width, pixels.height, {
    fit: 'fill',
    kernel: 'lanczos3',
  });
  return withSrgbProfile(await masterJpeg(pipeline));
}
