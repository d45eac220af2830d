import type { PrintFormat } from './print-formats.ts';

/**
 * "On your wall" (docs/product/catalogue.md#on-your-wall, decision 040): a poster in its size and frame on the wall of
 * a room the project draws itself, at true scale. The rooms, in the order the switcher shows them.
 */
export const WALL_ROOMS = ['living-room', 'hallway', 'cafe'] as const;
export type WallRoom = (typeof WALL_ROOMS)[number];
export const DEFAULT_WALL_ROOM: WallRoom = 'living-room';

/** Every preview is this size (4 : 3, the component keeps the ratio so nothing moves while it loads). */
export const WALL_PREVIEW_SIZE = { width: 1200, height: 900 } as const;

/** The address of a poster's wall preview in a format and a room. */
export function wallPreviewUrl(posterId: number, format: PrintFormat, room: WallRoom): string {
  const query = new URLSearchParams({
    size: format.size,
    frame: format.frame,
    passepartout: String(format.frame !== 'none' && format.passepartout),
    room,
  });
  return `/api/posters/${posterId}/wall?${query.toString()}`;
}
