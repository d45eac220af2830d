import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRINT_SIZES, SHEET_MM, outerSizeMm } from '../../../shared/print-formats.ts';
import type { PrintFormat, PrintSize } from '../../../shared/print-formats.ts';
import { WALL_PREVIEW_SIZE, WALL_ROOMS } from '../../../shared/wall-preview.ts';
import { demoScenePhoto } from '../demo/demo-scenes.ts';
import { ROOM_PLANS } from './wall-rooms.ts';
import { renderWallPreview, wallLayout } from './wall-render.ts';
import type { Rect } from './wall-render.ts';

/** The seven ways a print is finished: bare, or in one of three frames with or without a passe-partout. */
const FRAMINGS = [
  { frame: 'none', passepartout: false },
  ...(['black', 'white', 'oak'] as const).flatMap((frame) => [
    { frame, passepartout: false },
    { frame, passepartout: true },
  ]),
] as const;
const everyFormat: PrintFormat[] = PRINT_SIZES.flatMap((size) => FRAMINGS.map((framing) => ({ size, ...framing })));

/** A poster of one pure colour no room uses, so its rectangle can be found in the picture. */
const magentaPoster = sharp({ create: { width: 849, height: 1200, channels: 3, background: '#ff00ff' } })
  .webp()
  .toBuffer();

/** The bounding box of the pixels that pass `test`, within `within` (the whole picture by default). */
async function boxOf(webp: Buffer, test: (r: number, g: number, b: number) => boolean, within?: Rect): Promise<Rect> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const area = within ?? { left: 0, top: 0, width: info.width, height: info.height };
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = Math.max(0, area.top); y < Math.min(info.height, area.top + area.height); y++)
    for (let x = Math.max(0, area.left); x < Math.min(info.width, area.left + area.width); x++) {
      const i = (y * info.width + x) * 3;
      if (!test(data[i]!, data[i + 1]!, data[i + 2]!)) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}
const isMagenta = (r: number, g: number, b: number) => r > 200 && b > 200 && g < 90;
const isBlack = (r: number, g: number, b: number) => r < 70 && g < 70 && b < 70;
const grown = (rect: Rect, by: number): Rect => ({
  left: rect.left - by,
  top: rect.top - by,
  width: rect.width + 2 * by,
  height: rect.height + 2 * by,
});

describe('where a print hangs in a room', () => {
  it('every format of every size fits on the picture, the frame’s outside as outerSizeMm documents it', () => {
    for (const room of WALL_ROOMS)
      for (const format of everyFormat) {
        const { mmPerPx } = ROOM_PLANS[room];
        const { outer, sheet } = wallLayout(room, format);
        const label = `${room} ${format.size} ${format.frame} ${format.passepartout}`;
        expect(Math.abs(outer.width - outerSizeMm(format).width / mmPerPx), label).toBeLessThanOrEqual(1.5);
        expect(Math.abs(outer.height - outerSizeMm(format).height / mmPerPx), label).toBeLessThanOrEqual(1.5);
        // the sheet keeps its A size in any frame
        expect(Math.abs(sheet.width - SHEET_MM[format.size].width / mmPerPx), label).toBeLessThanOrEqual(0.5);
        expect(outer.left, label).toBeGreaterThanOrEqual(0);
        expect(outer.top, label).toBeGreaterThanOrEqual(0);
        expect(outer.left + outer.width, label).toBeLessThanOrEqual(WALL_PREVIEW_SIZE.width);
        expect(outer.top + outer.height, label).toBeLessThanOrEqual(WALL_PREVIEW_SIZE.height);
      }
  });
});

describe('a poster on the wall at true scale', () => {
  it('grows with the size: an A1 is about 2.83 times as wide as an A4 in every room', async () => {
    for (const room of WALL_ROOMS) {
      const widths = {} as Record<PrintSize, number>;
      for (const size of PRINT_SIZES) {
        const picture = await renderWallPreview(
          await magentaPoster,
          { size, frame: 'none', passepartout: false },
          room,
        );
        const box = await boxOf(picture, isMagenta);
        widths[size] = box.width;
        expect(box.height / box.width, `${room} ${size}`).toBeCloseTo(Math.SQRT2, 1);
      }
      expect(widths.A4).toBeLessThan(widths.A3);
      expect(widths.A3).toBeLessThan(widths.A2);
      expect(widths.A2).toBeLessThan(widths.A1);
      expect(widths.A1 / widths.A4, room).toBeGreaterThan(2.75);
      expect(widths.A1 / widths.A4, room).toBeLessThan(2.91);
      // and the wall's scale is the room's: an A3 is 297 mm wide
      expect(Math.abs(widths.A3 - 297 / ROOM_PLANS[room].mmPerPx), room).toBeLessThanOrEqual(2);
    }
  });

  it('a frame and a passe-partout grow what hangs on the wall, never the print', async () => {
    const room = 'living-room';
    const bare = await boxOf(
      await renderWallPreview(await magentaPoster, { size: 'A2', frame: 'none', passepartout: false }, room),
      isMagenta,
    );
    for (const passepartout of [false, true]) {
      const format: PrintFormat = { size: 'A2', frame: 'black', passepartout };
      const picture = await renderWallPreview(await magentaPoster, format, room);
      const sheet = await boxOf(picture, isMagenta);
      expect(Math.abs(sheet.width - bare.width), `sheet ${passepartout}`).toBeLessThanOrEqual(2);
      expect(Math.abs(sheet.height - bare.height), `sheet ${passepartout}`).toBeLessThanOrEqual(2);
      const frame = await boxOf(picture, isBlack, grown(wallLayout(room, format).outer, 12));
      const outer = outerSizeMm(format);
      expect(Math.abs(frame.width - outer.width / 3), `frame ${passepartout}`).toBeLessThanOrEqual(2);
      expect(Math.abs(frame.height - outer.height / 3), `frame ${passepartout}`).toBeLessThanOrEqual(2);
    }
  });

  it('stays within 120 KB for a phone in every room, with a detailed poster at every size', async () => {
    const detailed = await sharp(await demoScenePhoto('lakeside-town', 5))
      .resize(849, 1200, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    const sizes: number[] = [];
    for (const room of WALL_ROOMS)
      for (const format of [
        { size: 'A4', frame: 'none', passepartout: false },
        { size: 'A1', frame: 'oak', passepartout: false },
        { size: 'A1', frame: 'white', passepartout: true },
      ] as const) {
        const picture = await renderWallPreview(detailed, format, room);
        const meta = await sharp(picture).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([WALL_PREVIEW_SIZE.width, WALL_PREVIEW_SIZE.height]);
        sizes.push(picture.length);
      }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(120 * 1024);
  });
});
