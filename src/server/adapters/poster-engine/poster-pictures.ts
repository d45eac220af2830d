import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import {
  POSTER_PICTURE_BUDGET_BYTES,
  POSTER_PICTURE_FORMATS,
  POSTER_PICTURE_WIDTHS,
} from '../../../shared/poster-pictures.ts';
import type { PosterPictureFormat } from '../../../shared/poster-pictures.ts';
import { MAX_INPUT_PIXELS, POSTER_ASPECT } from './poster-engine.ts';

/**
 * The public pictures of a poster (decision 039), made from its print master after the poster is shown: each width of
 * POSTER_PICTURE_WIDTHS in AVIF and WebP. The settings were chosen on the eight styles' renders of the evaluation
 * photographs (bench/pictures.ts, docs/benchmarks.md): the grain, paper and dots of each finish stay visible at 100 %.
 * A picture over the budget is encoded again a step lower, down to a floor: every AVIF picture (what phones take) stays
 * within it whatever the style; the 849 px WebP fallback of the busiest styles may stay above it at its floor.
 */
export const PICTURE_SETTINGS = {
  avif: { quality: 52, effort: 2, floor: 32 },
  webp: { quality: 74, effort: 4, floor: 42 },
} as const satisfies Record<PosterPictureFormat, { quality: number; effort: number; floor: number }>;
const QUALITY_STEP = 8;

/**
 * Part of the pictures' id: a change of the widths or the settings must give new names, since the files are served as
 * immutable (decision 023).
 */
export const PICTURES_VERSION = 'v1';

/** The pictures' id of a poster: derived from its print master's key, which it does not reveal (a one-way hash). */
export const pictureIdOf = (printMasterKey: string) =>
  createHash('sha256').update(`${printMasterKey}\n${PICTURES_VERSION}`).digest('hex').slice(0, 32);

export type PosterPicture = { width: number; format: PosterPictureFormat; bytes: Buffer };

/**
 * Every picture of a poster from its print master (JPEG, A3 at 300 dpi: decoded at a quarter of its size by the JPEG
 * decoder's own shrink, so the 17 MP are never held). Widths and formats are encoded one after the other.
 */
export async function encodePosterPictures(printMaster: Buffer): Promise<PosterPicture[]> {
  const widest = POSTER_PICTURE_WIDTHS[POSTER_PICTURE_WIDTHS.length - 1];
  const height = Math.round(widest / POSTER_ASPECT);
  const { data, info } = await sharp(printMaster, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(widest, height, { fit: 'cover', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scaled = (width: number) => {
    const image = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
    return width === info.width
      ? image
      : image.resize(width, Math.round(width / POSTER_ASPECT), { fit: 'cover', kernel: 'lanczos3' });
  };
  const pictures: PosterPicture[] = [];
  for (const width of POSTER_PICTURE_WIDTHS)
    for (const format of POSTER_PICTURE_FORMATS)
      pictures.push({ width, format, bytes: await withinBudget(() => scaled(width), format) });
  return pictures;
}

async function withinBudget(image: () => Sharp, format: PosterPictureFormat): Promise<Buffer> {
  const { quality, effort, floor } = PICTURE_SETTINGS[format];
  for (let q = quality; ; q -= QUALITY_STEP) {
    const pipeline = image();
    const bytes = await (
      format === 'avif' ? pipeline.avif({ quality: q, effort }) : pipeline.webp({ quality: q, effort })
    ).toBuffer();
    if (bytes.length <= POSTER_PICTURE_BUDGET_BYTES || q - QUALITY_STEP < floor) return bytes;
  }
}
