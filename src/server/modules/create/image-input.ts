import sharp from 'sharp';
import { RenderSlots } from '../../adapters/poster-engine/local/render-slots.ts';
import { AppError } from '../../errors.ts';
import { inputError } from '../../adapters/poster-engine/source-image.ts';

/** About 50 megapixels: a larger image is refused before it is decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MIN_IMAGE_SIDE = 200;
/**
 * The kept original's longest side at most (decision 036): the local engine draws the art at 1754 × 2480 and zooms in
 * at most 2×, so it never reads finer than this. A larger photo is shrunk while it is decoded (libjpeg's
 * shrink-on-load), which keeps an 8000 × 6000 photo's decoding at about 180 MB instead of 570 MB.
 */
export const MAX_STORED_SIDE = 4096;
/** Photos larger than this are decoded one at a time per process (decision 036): two at once was the flood's peak. */
export const LARGE_PHOTO_PIXELS = 16_000_000;
const largeDecodes = new RenderSlots(1);

type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'unknown';

/** What the bytes say they are, whatever the name or the data URL claims. */
export function sniffImage(bytes: Buffer): ImageKind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|hevx|mif1|msf1|heim|heis)$/.test(bytes.toString('latin1', 8, 12))
  )
    return 'heic';
  return 'unknown';
}

/** Decodes `data:image/...;base64,...` into bytes; refuses anything else (docs/product/create.md#uploading-a-photo). */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  const match = /^data:image\/[a-z0-9.+-]+;base64,/i.exec(dataUrl);
  if (!match) throw new AppError('not_an_image');
  const base64 = dataUrl.slice(match[0].length);
  if (base64.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) throw new AppError('image_too_large');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError('no_image_data');
  return bytes;
}

/**
 * Checks an uploaded photo and re-encodes it: the right orientation, no metadata (GPS and camera data stay with the
 * user), at most 50 MP read and at most `MAX_STORED_SIDE` kept. The result is the original kept for the poster's
 * history.
 */
export async function normaliseUploadedImage(bytes: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const kind = sniffImage(bytes);
  if (kind === 'heic') throw new AppError('heic_not_supported');
  if (kind === 'unknown') throw new AppError('not_an_image');

  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw inputError(error);
  }
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('too_many_pixels');
  if (Math.min(width, height) < MIN_IMAGE_SIDE) throw new AppError('image_too_small');

  try {
    // 4:2:0 like the cameras' own files: full-resolution colour at this size only held more memory while encoding.
    const encode = () =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
        .autoOrient()
        .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .jpeg({ quality: 92 })
        .toBuffer();
    const jpeg = width * height > LARGE_PHOTO_PIXELS ? await largeDecodes.run(encode) : await encode();
    return { jpeg, width, height };
  } catch (error) {
    throw inputError(error);
  }
}
