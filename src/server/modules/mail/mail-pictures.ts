import sharp from 'sharp';
import type { Logger } from 'pino';
import type { Storage } from '../../adapters/storage/storage.ts';
import { storageKeyOfUrl, storageUrl } from '../storage/index.ts';

/** Pixels across a mail picture: twice the 84 px the confirmation mail shows it at, sharp on a dense screen. */
export const MAIL_PICTURE_WIDTH = 168;
/** The public folder of mail pictures (src/server/modules/storage/storage-access.ts). */
export const MAIL_PICTURE_FOLDER = 'mail-pictures';

/**
 * Pictures in mails are JPEG (docs/product/pay.md#completing-an-order, decision 035): several mail clients show a
 * WebP as an empty box, and the shop stores its posters' previews and thumbnails as WebP. A mail picture is a JPEG
 * copy of the stored picture, on white, made once and kept under `mail-pictures/` with the source's
 * (content-addressed) name, so it is cached forever and a second mail reuses it.
 */
export function createMailPictures({ storage, logger }: { storage: Storage; logger: Logger }) {
  return {
    /**
     * The address path of a JPEG copy of the stored picture at `url` (`/api/storage-image/…`). A picture that is not
     * in storage, or cannot be read as an image, is answered as it was: the mail still leaves.
     */
    async jpegOf(url: string): Promise<string> {
      const key = storageKeyOfUrl(url);
      if (key === null) return url;
      if (/\.jpe?g$/i.test(key)) return storageUrl(key);
      const name = key.slice(key.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
      const jpegKey = `${MAIL_PICTURE_FOLDER}/${name}.jpg`;
      try {
        if (await storage.head(jpegKey)) return storageUrl(jpegKey);
        const source = await storage.get(key);
        if (!source) {
          logger.warn({ key }, 'mail picture: the stored picture is missing');
          return url;
        }
        const jpeg = await sharp(Buffer.concat(await source.body.toArray()))
          .resize({ width: MAIL_PICTURE_WIDTH, withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
        await storage.put(jpegKey, jpeg, { contentType: 'image/jpeg' });
        return storageUrl(jpegKey);
      } catch (error) {
        logger.warn({ err: error, key }, 'mail picture: could not make the JPEG copy');
        return url;
      }
    },
  };
}

export type MailPictures = ReturnType<typeof createMailPictures>;
