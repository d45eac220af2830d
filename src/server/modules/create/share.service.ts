import sharp from 'sharp';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { storageKeyOfUrl } from '../storage/index.ts';
import { findPosterByFileKey } from './generation.repository.ts';

export const SHARE_BORDER_PX = 30;
const posterNotFound = () => new AppError('poster_not_found');

/** The poster as a PNG framed in white, for sharing: the owner's own posters, or any approved public one. */
export function createPosterShareService({ db, storage }: { db: Database; storage: Storage }) {
  return {
    async borderedPng(imageUrl: string, viewerId: number | null): Promise<Buffer> {
      const key = storageKeyOfUrl(imageUrl);
      if (!key) throw posterNotFound();
      const image = await findPosterByFileKey(db, key);
      const visible = image && (image.userId === viewerId || (image.isPublic && image.isApproved));
      if (!visible) throw posterNotFound();
      const preview = await storage.get(image.previewPath);
      if (!preview) throw posterNotFound();
      const bytes = Buffer.concat(await preview.body.toArray());
      const border = {
        top: SHARE_BORDER_PX,
        bottom: SHARE_BORDER_PX,
        left: SHARE_BORDER_PX,
        right: SHARE_BORDER_PX,
        background: '#ffffff',
      };
      return sharp(bytes).extend(border).png({ compressionLevel: 6 }).toBuffer();
    },
  };
}

export type PosterShareService = ReturnType<typeof createPosterShareService>;
