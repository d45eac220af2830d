import { createHash } from 'node:crypto';
import type { Storage } from '../../adapters/storage/storage.ts';
import { formatKey } from '../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import type { WallRoom } from '../../../shared/wall-preview.ts';

/** Bump when a room or the frames are drawn differently: every preview gets a new key. */
const LAYOUT_VERSION = 'v1';

/**
 * The folder of one poster picture's wall previews (decision 040): named by a hash of its preview's key, itself
 * a hash of the preview's bytes. Whoever cannot name the preview cannot name its wall previews, and a new picture
 * has a new folder.
 */
export const wallFolderOf = (previewPath: string) =>
  `walls/${createHash('sha256').update(previewPath).digest('hex').slice(0, 32)}/`;

/** The storage key of a preview in a format and a room: `walls/<hash>/v1-living-room-A2-oak-1.webp`. */
export const wallPreviewKey = (previewPath: string, format: PrintFormat, room: WallRoom) =>
  `${wallFolderOf(previewPath)}${LAYOUT_VERSION}-${room}-${formatKey(format)}.webp`;

/** Removes every wall preview of a poster picture (the poster is deleted); returns how many went. */
export async function removeWallPreviews(storage: Storage, previewPath: string): Promise<number> {
  const keys: string[] = [];
  for await (const object of storage.list(wallFolderOf(previewPath))) keys.push(object.key);
  for (const key of keys) await storage.delete(key);
  return keys.length;
}
