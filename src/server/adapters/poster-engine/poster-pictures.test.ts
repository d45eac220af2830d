import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  POSTER_PICTURE_BUDGET_BYTES,
  POSTER_PICTURE_FORMATS,
  POSTER_PICTURE_WIDTHS,
  posterPictureKey,
  posterPictures,
} from '../../../shared/poster-pictures.ts';
import { STYLES } from '../../../shared/styles.ts';
import { LocalPosterEngine } from './local-poster-engine.ts';
import { encodePosterPictures, pictureIdOf } from './poster-pictures.ts';
import { POSTER_ASPECT } from './poster-engine.ts';

/**
 * Customers' kind of photos (bench/photos, LICENCES.md there), the busiest first: fine texture costs the most bytes.
 */
const PHOTOS = [
  'canyon',
  'berlin-cathedral',
  'drum-kit',
  'didgeridoo-player',
  'taiko-night',
  'mariachi-band',
  'koala',
  'shepherd-dog',
];
const photo = (name: string) => readFile(new URL(`../../../../bench/photos/${name}.jpg`, import.meta.url));

describe('the public pictures of a poster (decision 039)', () => {
  const engine = new LocalPosterEngine();

  it.each(STYLES.map((style, index) => [style.id, style, PHOTOS[index % PHOTOS.length]!] as const))(
    'exist in every width and format, and a phone’s within the budget: %s',
    async (_id, style, name) => {
      const { printMaster } = await engine.render({ image: await photo(name), style });
      const pictures = await encodePosterPictures(printMaster);
      expect(pictures.map(({ width, format }) => `${width} ${format}`)).toEqual(
        POSTER_PICTURE_WIDTHS.flatMap((width) => POSTER_PICTURE_FORMATS.map((format) => `${width} ${format}`)),
      );
      for (const picture of pictures) {
        const what = `${style.id} from ${name}: ${picture.width} px ${picture.format}, ${picture.bytes.length} bytes`;
        const metadata = await sharp(picture.bytes).metadata();
        expect(metadata.format, what).toBe(picture.format === 'avif' ? 'heif' : 'webp');
        expect(metadata.width, what).toBe(picture.width);
        expect(metadata.height, what).toBe(Math.round(picture.width / POSTER_ASPECT));
        // What a phone takes: AVIF at every width; the WebP fallback (browsers without AVIF) up to 640 px, its 849 px
        // picture brought down as far as its quality floor allows (decision 039).
        if (picture.format === 'avif' || picture.width <= 640)
          expect(picture.bytes.length, what).toBeLessThanOrEqual(POSTER_PICTURE_BUDGET_BYTES);
      }
    },
    180_000,
  );

  it('are named by an id that follows the master and does not reveal its key', () => {
    const id = pictureIdOf('posters/0123456789abcdef0123456789abcdef.jpg');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).toBe(pictureIdOf('posters/0123456789abcdef0123456789abcdef.jpg'));
    expect(id).not.toContain('0123456789abcdef');
    expect(posterPictureKey(id, 480, 'avif')).toBe(`pictures/480-${id}.avif`);
    expect(posterPictures('/api/storage-image/', id)).toEqual({
      avif: POSTER_PICTURE_WIDTHS.map((w) => `/api/storage-image/pictures/${w}-${id}.avif ${w}w`).join(', '),
      webp: POSTER_PICTURE_WIDTHS.map((w) => `/api/storage-image/pictures/${w}-${id}.webp ${w}w`).join(', '),
    });
  });
});
