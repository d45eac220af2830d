/** Reading what the visitor chose, in the browser: a file as a data URL, a photo's size, a clip's length. */

export const READ_TIMEOUT_MS = 15_000;

export class ReadTimeoutError extends Error {
  constructor() {
    super('Reading the file took too long.');
    this.name = 'ReadTimeoutError';
  }
}

/** Reads a file as a data URL; gives up after `timeoutMs` (none when 0). */
export function readFileAsDataUrl(file: Blob, timeoutMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            reader.onload = reader.onerror = null;
            reader.abort();
            reject(new ReadTimeoutError());
          }, timeoutMs)
        : null;
    reader.onload = () => {
      if (timer) clearTimeout(timer);
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      if (timer) clearTimeout(timer);
      reject(reader.error ?? new Error('The file could not be read.'));
    };
    reader.readAsDataURL(file);
  });
}

/** Decodes an image and answers its natural size; rejects when the browser cannot show it. */
export function loadImageSize(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The image could not be loaded.'));
    image.src = src;
  });
}

/**
 * A clip's length from its metadata. Recordings without a length in their header (some WebM) report
 * Infinity until the browser is asked to seek to the end.
 */
export function readVideoDuration(src: string, timeoutMs = READ_TIMEOUT_MS): Promise<number> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const finish = (action: () => void) => {
      clearTimeout(timer);
      video.onloadedmetadata = video.ondurationchange = video.onerror = null;
      video.removeAttribute('src');
      video.load();
      action();
    };
    const timer = setTimeout(() => finish(() => reject(new Error('The clip took too long to load.'))), timeoutMs);
    video.onloadedmetadata = () => {
      const { duration } = video;
      if (Number.isFinite(duration)) return finish(() => resolve(duration));
      video.ondurationchange = () => {
        const known = video.duration;
        if (Number.isFinite(known)) finish(() => resolve(known));
      };
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.onerror = () => finish(() => reject(new Error('The clip could not be loaded.')));
    video.src = src;
  });
}
