import { createHash } from 'node:crypto';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import type { WallRoom } from '../../../shared/wall-preview.ts';
import type { RenderSlots } from '../../adapters/poster-engine/local/render-slots.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError, serviceUnavailable } from '../../errors.ts';
import { wallPreviewKey } from './wall-preview-keys.ts';
import { renderWallPreview } from './wall-render.ts';
import { findWallPoster } from './walls.repository.ts';

/** Distinct previews drawn or waiting to be drawn at once in a process; one more is refused with 503 (decision 040). */
export const WALL_RENDERS_AT_ONCE = 4;
const BUSY_RETRY_AFTER_SECONDS = 3;

export type WallPreview = {
  etag: string;
  /** A catalogue poster's preview, which anyone may see (and caches may keep); else its owner's alone. */
  shared: boolean;
  /**
   * The bytes: read from storage (`stored`), drawn for this request and stored (`drawn`), or drawn for another request
   * that asked for the same preview a moment before (`joined`).
   */
  bytes(): Promise<{ bytes: Buffer; source: 'stored' | 'drawn' | 'joined' }>;
};

/**
 * "On your wall" (docs/product/catalogue.md#on-your-wall, decision 040): a poster's preview in a format and a room.
 * A catalogue poster's for anyone, a private one's for its owner only (anyone else gets the 404 of a missing poster).
 * Each preview is drawn once and kept in storage under its poster picture's folder; requests for a preview being
 * drawn wait for that drawing, and the drawings take the process's image slots like every render.
 */
export function createWallPreviewService({
  db,
  storage,
  slots,
  rendersAtOnce = WALL_RENDERS_AT_ONCE,
}: {
  db: Database;
  storage: Storage;
  /** The process's image slots (runtime.ts). */
  slots: RenderSlots;
  rendersAtOnce?: number;
}) {
  const drawing = new Map<string, Promise<Buffer>>();

  function draw(key: string, previewPath: string, format: PrintFormat, room: WallRoom) {
    const running = drawing.get(key);
    if (running) return { work: running, source: 'joined' as const };
    if (drawing.size >= rendersAtOnce)
      throw Object.assign(serviceUnavailable('wall_preview_busy'), {
        headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
      });
    const work = slots
      .run(async () => {
        const preview = await storage.get(previewPath);
        if (!preview) throw new AppError('poster_not_available');
        const bytes = await renderWallPreview(Buffer.concat(await preview.body.toArray()), format, room);
        await storage.put(key, bytes, { contentType: 'image/webp' });
        return bytes;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, work);
    return { work, source: 'drawn' as const };
  }

  return {
    async preview(
      posterId: number,
      viewerId: number | null,
      format: PrintFormat,
      room: WallRoom,
    ): Promise<WallPreview> {
      const poster = await findWallPoster(db, posterId);
      const shared = Boolean(poster?.isPublic && poster.isApproved);
      if (!poster || (!shared && (viewerId === null || poster.userId !== viewerId)))
        throw new AppError('poster_not_available');
      const key = wallPreviewKey(poster.previewPath, format, room);
      return {
        etag: `"${createHash('sha256').update(key).digest('hex').slice(0, 32)}"`,
        shared,
        async bytes() {
          const stored = await storage.get(key);
          if (stored) return { bytes: Buffer.concat(await stored.body.toArray()), source: 'stored' };
          const { work, source } = draw(key, poster.previewPath, format, room);
          return { bytes: await work, source };
        },
      };
    },
  };
}

export type WallPreviewService = ReturnType<typeof createWallPreviewService>;
