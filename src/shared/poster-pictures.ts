/**
 * A poster's pictures on the public pages (decision 039): four widths in AVIF with a WebP fallback, stored under
 * `pictures/<width>-<id>.<format>` and served at `/api/storage-image/…`. The widths cover a tile on a phone at DPR 2
 * (320), the Moments poster and a tile on a desktop (480, 640) and the poster's page on a phone at DPR 3 (849, the
 * widest: the size of the render's first preview). Kept free of imports: the public pages' first load reads it.
 */
export const POSTER_PICTURE_WIDTHS = [320, 480, 640, 849] as const;
export const POSTER_PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PosterPictureFormat = (typeof POSTER_PICTURE_FORMATS)[number];
/**
 * The most one poster picture may weigh (decision 039: a phone at 390 px downloads at most 120 KB per poster picture).
 */
export const POSTER_PICTURE_BUDGET_BYTES = 120 * 1024;

/** One `srcset` per format, narrowest first; the `<picture>` offers AVIF and falls back to WebP. */
export type PosterPictures = { avif: string; webp: string };

/** The storage key of one picture: its width first, the poster's picture id last (an immutable, hashed name). */
export const posterPictureKey = (id: string, width: number, format: PosterPictureFormat) =>
  `pictures/${width}-${id}.${format}`;

/** The two `srcset`s of a poster whose pictures have the id `id`, addressed under `urlPrefix` (the storage route). */
export function posterPictures(urlPrefix: string, id: string): PosterPictures {
  const srcset = (format: PosterPictureFormat) =>
    POSTER_PICTURE_WIDTHS.map((width) => `${urlPrefix}${posterPictureKey(id, width, format)} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}

/**
 * How wide each place draws a poster (its `sizes`), exactly as the pages lay it out; the server's preloads use the
 * same words, so the browser picks the same picture for both.
 * - `tile`: a catalogue tile inside a max-w-6xl page with px-4, md:px-8: 2 columns with 12 px gaps on phones, 3 from
 *   640 px (20 px gaps from 768 px), 4 from 1024 px;
 * - `feed`: the Moments poster, 351 px from 768 px up, 277 px below;
 * - `detail`: the poster's page and the catalogue's dialog, 15rem less its 8 px mat on phones, 22rem less 12 px from
 *   768 px;
 * - `strip`: the earn page's strip, w-36 and md:w-48 less the 6 px mat.
 */
export const POSTER_SIZES = {
  tile:
    '(min-width: 1152px) 257px, (min-width: 1024px) calc(25vw - 31px), (min-width: 768px) calc(33.3vw - 35px), ' +
    '(min-width: 640px) calc(33.3vw - 19px), calc(50vw - 22px)',
  feed: '(min-width: 768px) 351px, 277px',
  detail: '(min-width: 768px) 328px, 224px',
  strip: '(min-width: 768px) 180px, 132px',
} as const;
