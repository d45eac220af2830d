import sharp from 'sharp';
import { FRAME_MOULDING_MM, PASSEPARTOUT_MM, SHEET_MM } from '../../../shared/print-formats.ts';
import type { Frame, PrintFormat } from '../../../shared/print-formats.ts';
import { WALL_PREVIEW_SIZE } from '../../../shared/wall-preview.ts';
import type { WallRoom } from '../../../shared/wall-preview.ts';
import { ROOM_PLANS } from './wall-rooms.ts';

/**
 * Draws a poster on a room's wall (decision 040): the sheet at the room's scale, in its frame (a moulding of
 * FRAME_MOULDING_MM) and its white passe-partout, with a soft shadow on the wall, encoded as a WebP for a phone.
 */

export type Rect = { left: number; top: number; width: number; height: number };

/** Where a format hangs in a room, in pixels of the picture: the outside of the frame, and the sheet in it. */
export type WallLayout = { outer: Rect; sheet: Rect; moulding: number; mount: number };

/**
 * WebP at quality 80, chosen on measurements (decision 040; the three rooms, A4 bare and A1 in oak with a mount, a
 * detailed poster): 10–19 KB a picture in 85 ms of encoding. JPEG (mozjpeg, quality 80) gave 28–44 KB, AVIF (quality
 * 55) 6–13 KB but 1.7 s of CPU a picture. Every picture stays far below the 120 KB a phone may load.
 */
export const WALL_WEBP = { quality: 80, effort: 4 } as const;

export function wallLayout(room: WallRoom, format: PrintFormat): WallLayout {
  const plan = ROOM_PLANS[room];
  const toPx = (mm: number) => Math.round(mm / plan.mmPerPx);
  const framed = format.frame !== 'none';
  const moulding = framed ? toPx(FRAME_MOULDING_MM) : 0;
  const mount = framed && format.passepartout ? toPx(PASSEPARTOUT_MM[format.size]) : 0;
  const sheetWidth = toPx(SHEET_MM[format.size].width);
  const sheetHeight = toPx(SHEET_MM[format.size].height);
  const border = moulding + mount;
  const width = sheetWidth + 2 * border;
  const height = sheetHeight + 2 * border;
  const left = Math.round(plan.hang.x - width / 2);
  const top = Math.round('bottomY' in plan.hang ? plan.hang.bottomY - height : plan.hang.centreY - height / 2);
  return {
    outer: { left, top, width, height },
    sheet: { left: left + border, top: top + border, width: sheetWidth, height: sheetHeight },
    moulding,
    mount,
  };
}

/** Each room's wall and furniture, rasterised once per process (3.2 MB of pixels a room). */
const roomPixels = new Map<WallRoom, Promise<Buffer>>();

function roomRaster(room: WallRoom): Promise<Buffer> {
  let pixels = roomPixels.get(room);
  if (!pixels) {
    pixels = sharp(Buffer.from(ROOM_PLANS[room].svg()))
      .resize(WALL_PREVIEW_SIZE.width, WALL_PREVIEW_SIZE.height)
      .removeAlpha()
      .raw()
      .toBuffer();
    roomPixels.set(room, pixels);
    pixels.catch(() => roomPixels.delete(room));
  }
  return pixels;
}

/** The poster (its public preview, never the master) on the wall of a room, as WebP bytes. */
export async function renderWallPreview(preview: Buffer, format: PrintFormat, room: WallRoom): Promise<Buffer> {
  const layout = wallLayout(room, format);
  const sheet = await sharp(preview)
    .resize(layout.sheet.width, layout.sheet.height, { fit: 'cover' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const margin = 40;
  const piece = pieceSvg(layout, format.frame, ROOM_PLANS[room].lightFrom, sheet, margin);
  const { width, height } = WALL_PREVIEW_SIZE;
  return sharp(await roomRaster(room), { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(piece), left: layout.outer.left - margin, top: layout.outer.top - margin }])
    .webp(WALL_WEBP)
    .toBuffer();
}

const MOULDING_COLOURS: Record<Exclude<Frame, 'none'>, { top: string; side: string; bottom: string }> = {
  black: { top: '#3a3a3a', side: '#222222', bottom: '#111111' },
  white: { top: '#ffffff', side: '#f1f0ec', bottom: '#d9d7d0' },
  oak: { top: '#d8b27c', side: '#c49a63', bottom: '#a67c4a' },
};

/**
 * The framed piece and its shadow as one SVG, `margin` pixels wider than the frame on each side (the shadow's room).
 * The moulding's four sides are mitred, lit from above; oak gets a grain drawn with stretched noise; the frame's depth
 * casts a thin shadow on the mount or sheet inside it, and the glass a faint sheen.
 */
function pieceSvg(
  layout: WallLayout,
  frame: Frame,
  lightFrom: 'left' | 'right' | 'above',
  sheet: Buffer,
  margin: number,
) {
  const { outer, moulding: m, mount } = layout;
  const w = outer.width;
  const h = outer.height;
  const framed = frame !== 'none';
  // A frame stands about 25 mm off the wall, a bare sheet lies on it.
  const depth = framed ? Math.max(4, Math.round(w * 0.03)) : 2;
  const blur = framed ? Math.max(3, depth * 0.9) : 2;
  const dx = lightFrom === 'left' ? depth * 0.8 : lightFrom === 'right' ? -depth * 0.8 : depth * 0.15;
  const dy = depth;
  const x = (value: number) => value + margin;
  const inner = { left: m, top: m, width: w - 2 * m, height: h - 2 * m };
  const sheetX = m + mount;
  const sheetImage =
    `<image x="${x(sheetX)}" y="${x(sheetX)}" width="${layout.sheet.width}" ` +
    `height="${layout.sheet.height}" href="data:image/png;base64,${sheet.toString('base64')}"/>`;
  const mountEdge =
    mount > 0
      ? `<rect x="${x(sheetX) - 0.5}" y="${x(sheetX) - 0.5}" width="${layout.sheet.width + 1}" ` +
        `height="${layout.sheet.height + 1}" fill="none" stroke="#fffefa" stroke-width="1.2"/>`
      : '';
  const shadow =
    `<rect x="${x(dx)}" y="${x(dy)}" width="${w}" height="${h}" fill="#1a140e" ` +
    `opacity="${framed ? 0.42 : 0.3}" filter="url(#shadow)"/>`;
  if (!framed)
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w + 2 * margin}" height="${h + 2 * margin}">
      <defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur \
stdDeviation="${blur}"/></filter></defs>
      ${shadow}${sheetImage}</svg>`;

  const colours = MOULDING_COLOURS[frame];
  const side = (points: number[][], fill: string, grain: 'h' | 'v') =>
    `<path d="M${points.map(([px, py]) => `${x(px!)},${x(py!)}`).join(' L')} Z" fill="${fill}"/>` +
    (frame === 'oak'
      ? `<path d="M${points.map(([px, py]) => `${x(px!)},${x(py!)}`).join(' L')} Z" fill="#5a3a1c" ` +
        `filter="url(#grain-${grain})" opacity="0.55"/>`
      : '');
  const sides = [
    side(
      [
        [0, 0],
        [w, 0],
        [w - m, m],
        [m, m],
      ],
      colours.top,
      'h',
    ),
    side(
      [
        [0, h],
        [w, h],
        [w - m, h - m],
        [m, h - m],
      ],
      colours.bottom,
      'h',
    ),
    side(
      [
        [0, 0],
        [m, m],
        [m, h - m],
        [0, h],
      ],
      colours.side,
      'v',
    ),
    side(
      [
        [w, 0],
        [w - m, m],
        [w - m, h - m],
        [w, h],
      ],
      colours.side,
      'v',
    ),
  ].join('');
  const rebate = Math.max(2, Math.round(m * 0.45));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w + 2 * margin}" height="${h + 2 * margin}">
    <defs>
      <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter>
      <filter id="grain-h" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" \
baseFrequency="0.012 0.9" numOctaves="2" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 \
0  0 0 0 1.6 -0.6"/><feComposite in2="SourceGraphic" operator="in"/></filter>
      <filter id="grain-v" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" \
baseFrequency="0.9 0.012" numOctaves="2" seed="5"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 \
0  0 0 0 1.6 -0.6"/><feComposite in2="SourceGraphic" operator="in"/></filter>
      <linearGradient id="rebate-top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" \
stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
      <linearGradient id="rebate-left" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" \
stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
      <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" \
stop-opacity="0.10"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.02"/><stop offset="0.5" stop-color="#fff" \
stop-opacity="0.07"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    </defs>
    ${shadow}
    <rect x="${x(inner.left)}" y="${x(inner.top)}" width="${inner.width}" height="${inner.height}" fill="#f7f5ef"/>
    ${sheetImage}
    ${mountEdge}
    <rect x="${x(inner.left)}" y="${x(inner.top)}" width="${inner.width}" height="${rebate}" fill="url(#rebate-top)"/>
    <rect x="${x(inner.left)}" y="${x(inner.top)}" width="${rebate}" height="${inner.height}" fill="url(#rebate-left)"/>
    <rect x="${x(inner.left)}" y="${x(inner.top)}" width="${inner.width}" height="${inner.height}" fill="url(#sheen)"/>
    ${sides}
  </svg>`;
}
