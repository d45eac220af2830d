import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, MAX_VIDEO_SECONDS, VIDEO_EXTENSIONS } from '../../../shared/create.ts';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';

/**
 * What the upload panel decides about a file before reading it (docs/product/create.md#uploading-a-photo), in the
 * visitor's words `m`.
 */

type CreateTexts = AreaTexts<'create'>;

export type FileFacts = { name: string; size: number; type: string };

export type Refusal = { title: string; description: string };

export type FileDecision =
  { kind: 'image' } | { kind: 'video' } | { kind: 'refused'; refusal: Refusal; analytics: string };

/** Where a file came from: a drop is checked by the drop zone's own size rule, a pick by ours. */
export type FileSource = 'drop' | 'pick';

/** The input's accept list: the photo and clip types the panel takes. */
export const ACCEPTED_FILE_TYPES =
  'image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm,video/x-msvideo';

const HEIC_EXTENSIONS = ['heic', 'heif'];

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const isOneOf = (list: readonly string[], value: string) => list.includes(value);

export function isVideoFile(file: Pick<FileFacts, 'name' | 'type'>): boolean {
  const extension = fileExtension(file.name);
  return isOneOf(VIDEO_EXTENSIONS, extension) || file.type.startsWith('video/');
}

function isHeic(file: Pick<FileFacts, 'name' | 'type'>): boolean {
  return isOneOf(HEIC_EXTENSIONS, fileExtension(file.name)) || /^image\/hei[cf]/i.test(file.type);
}

/** Several files at once are refused: one photo or one clip at a time. */
export function checkFileCount(count: number, m: CreateTexts): Refusal | null {
  return count > 1 ? { title: m.uploadFailedTitle, description: m.tooManyFiles } : null;
}

/**
 * A file on the image path: a video goes to the video flow; HEIC and anything not JPEG, PNG or WebP is
 * refused; more than 10 MB is refused with the drop zone's words or our own.
 */
export function checkUploadedFile(file: FileFacts, source: FileSource, m: CreateTexts): FileDecision {
  if (isVideoFile(file)) {
    return isOneOf(VIDEO_EXTENSIONS, fileExtension(file.name))
      ? { kind: 'video' }
      : {
          kind: 'refused',
          refusal: { title: m.videoErrorTitle, description: m.videoError },
          analytics: 'unsupported_video',
        };
  }
  const unsupported = { title: m.unsupportedFormatTitle, description: m.unsupportedFormat({ name: file.name }) };
  if (isHeic(file)) return { kind: 'refused', refusal: unsupported, analytics: 'heic' };
  const extension = fileExtension(file.name);
  const knownType = ['image/jpeg', 'image/png', 'image/webp'].includes(file.type);
  if (!isOneOf(IMAGE_EXTENSIONS, extension) && !(extension === '' && knownType)) {
    return { kind: 'refused', refusal: unsupported, analytics: 'unsupported_format' };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    const refusal =
      source === 'drop'
        ? { title: m.imageTooLargeDropTitle, description: m.imageTooLargeDrop }
        : { title: m.imageFileTooLargeTitle, description: m.imageFileTooLarge };
    return { kind: 'refused', refusal, analytics: 'too_large' };
  }
  return { kind: 'image' };
}

/** The data URL read from a photo must be an image one. */
export function checkImageDataUrl(dataUrl: string | null | undefined, m: CreateTexts): Refusal | null {
  if (!dataUrl) return { title: m.uploadFailedTitle, description: m.noImageData };
  if (!dataUrl.startsWith('data:image/')) return { title: m.imageFormatErrorTitle, description: m.imageFormatError };
  return null;
}

export const MIN_IMAGE_SIDE = 300;

/** Under 300 px on a side: warned about, yet the upload goes on. */
export function isImageTooSmall(width: number, height: number): boolean {
  return width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE;
}

/**
 * A clip's length from its metadata: over 10 s is refused, with the length in whole seconds. A clip
 * whose metadata says 10.2 s counts as the 10 seconds its owner recorded (the server allows the same).
 */
export function checkVideoDuration(seconds: number, m: CreateTexts): Refusal | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return { title: m.videoErrorTitle, description: m.videoError };
  const rounded = Math.round(seconds);
  if (rounded > MAX_VIDEO_SECONDS)
    return { title: m.videoTooLongTitle, description: m.videoTooLong({ seconds: rounded }) };
  return null;
}
