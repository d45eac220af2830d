import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { MAX_INPUT_PIXELS, PosterInputError } from './poster-engine.ts';

/** Raw interleaved RGB pixels. */
export type RgbImage = { data: Buffer; width: number; height: number };

/** Opens the photo with the pixel limit, its EXIF orientation applied, transparency flattened onto white, in sRGB. */
export function openPhoto(image: Buffer) {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
}

/** The photo's size as displayed (orientation applied); refuses what cannot be decoded or is too large. */
export async function readPhotoSize(image: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw inputError(error);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new PosterInputError('image_corrupt');
  if (width * height > MAX_INPUT_PIXELS) throw new PosterInputError('too_many_pixels');
  return { width, height };
}

/** Decodes the whole photo scaled to `width` × `height` (JPEG shrink-on-load keeps this cheap). */
export async function decodePhoto(image: Buffer, width: number, height: number): Promise<RgbImage> {
  try {
    const { data, info } = await openPhoto(image)
      .resize(width, height, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected 3 channels, got ${info.channels}`);
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw inputError(error);
  }
}

/**
 * What a failed decode by sharp means for the visitor: sharp tells its pixel limit only in its English text, read
 * here, at the image library's edge, so callers decide by the code.
 */
export function inputError(error: unknown): PosterInputError {
  if (error instanceof PosterInputError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PosterInputError(/pixel limit/i.test(message) ? 'too_many_pixels' : 'image_corrupt');
}
