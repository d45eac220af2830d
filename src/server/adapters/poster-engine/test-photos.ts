import sharp from 'sharp';
import type { Subject } from './local/boxes.ts';
import { PRINT_SIZE } from './poster-engine.ts';

/**
 * Small, deterministic, photo-like test inputs drawn with SVG: a sunny lake scene (sky gradient, sun,
 * hills, water, a red-roofed house, trees) with sensor noise. Nothing is downloaded. Also a real photo cut to the
 * sheet's shape, as the contact sheet and the photo tests judge it (`sheetCrop`), and what the subject finder answers
 * for the photos of bench/photos the engine's tests render (`FINDER_ANSWERS`).
 */
const SKY_GRADIENT =
  '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#2c62a8"/><stop offset="1" stop-color="#cfe0ee"/></linearGradient>';
const LAKE_GRADIENT =
  '<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#7fa6c4"/><stop offset="1" stop-color="#2b5573"/></linearGradient>';

export async function scenePhoto({
  width = 900,
  height = 675,
  orientation,
}: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const w = width,
    h = height,
    horizon = Math.round(h * 0.58);
  const mountains =
    `M0,${horizon} L${w * 0.18},${h * 0.3} L${w * 0.35},${h * 0.42} L${w * 0.55},${h * 0.22} ` +
    `L${w * 0.8},${h * 0.4} L${w},${h * 0.33} L${w},${horizon} Z`;
  const hills = `M0,${horizon} C${w * 0.3},${h * 0.44} ${w * 0.6},${h * 0.5} ${w},${h * 0.46} L${w},${horizon} Z`;
  const meadow = `M0,${h * 0.86} C${w * 0.4},${h * 0.8} ${w * 0.7},${h * 0.88} ${w},${h * 0.84} L${w},${h} L0,${h} Z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      ${SKY_GRADIENT}
      ${LAKE_GRADIENT}
    </defs>
    <rect width="${w}" height="${horizon}" fill="url(#sky)"/>
    <circle cx="${w * 0.78}" cy="${h * 0.18}" r="${h * 0.07}" fill="#fff1c4"/>
    <path d="${mountains}" fill="#8a96ad"/>
    <path d="${hills}" fill="#355e3b"/>
    <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#lake)"/>
    <path d="${meadow}" fill="#6f9a3e"/>
    <rect x="${w * 0.42}" y="${h * 0.74}" width="${w * 0.12}" height="${h * 0.1}" fill="#f2ede2"/>
    <path d="M${w * 0.4},${h * 0.74} L${w * 0.48},${h * 0.66} L${w * 0.56},${h * 0.74} Z" fill="#b8332a"/>
    <path d="M${w * 0.2},${h * 0.86} L${w * 0.24},${h * 0.68} L${w * 0.28},${h * 0.86} Z" fill="#1f3b26"/>
    <path d="M${w * 0.7},${h * 0.86} L${w * 0.74},${h * 0.64} L${w * 0.78},${h * 0.86} Z" fill="#1f3b26"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let state = 12345;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((state >>> 24) % 17) - 8));
  }
  const pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  return (orientation ? pipeline.withMetadata({ orientation }) : pipeline).jpeg({ quality: 90 }).toBuffer();
}

/** A flat image of one colour (for measuring what is drawn on it). */
export function flatImage(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A person drawn on a textured wall: a head with dark eyes and mouth on a red body, standing clear of the
 * photo's edges; `subject` is where a detector would find them (fractions of the photo).
 */
export async function portraitPhoto(): Promise<{
  image: Buffer;
  subject: {
    box: { left: number; top: number; width: number; height: number };
    faces: { left: number; top: number; width: number; height: number }[];
    found: 'detector';
  };
}> {
  const w = 600,
    h = 800;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="#6f8f6a"/>
    <rect x="200" y="330" width="200" height="380" rx="40" fill="#c8372d"/>
    <rect x="200" y="520" width="200" height="26" fill="#2a2222"/>
    <ellipse cx="300" cy="230" rx="72" ry="90" fill="#ecc3a0"/>
    <ellipse cx="300" cy="160" rx="78" ry="40" fill="#4a2e1e"/>
    <circle cx="272" cy="225" r="10" fill="#231a18"/>
    <circle cx="328" cy="225" r="10" fill="#231a18"/>
    <rect x="278" y="275" width="44" height="9" rx="4" fill="#7a2a24"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let state = 54321;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((state >>> 24) % 41) - 20));
  }
  const image = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return {
    image,
    subject: {
      box: { left: 190 / w, top: 115 / h, width: 220 / w, height: 600 / h },
      faces: [{ left: 228 / w, top: 140 / h, width: 144 / w, height: 180 / h }],
      found: 'detector',
    },
  };
}

/**
 * The photo cut to the sheet's A-portrait shape about its centre, as large as it fits (a JPEG, as a phone would send).
 */
export async function sheetCrop(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image).rotate().raw().toBuffer({ resolveWithObject: true });
  const aspect = PRINT_SIZE.width / PRINT_SIZE.height;
  const cropWidth = Math.min(info.width, Math.round(info.height * aspect)),
    cropHeight = Math.min(info.height, Math.round(cropWidth / aspect));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract({
      left: Math.floor((info.width - cropWidth) / 2),
      top: Math.floor((info.height - cropHeight) / 2),
      width: cropWidth,
      height: cropHeight,
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * The subject finder's answers for photos of bench/photos (licences in LICENCES.md there), so a test of the engine's
 * stages renders them as the shop would without loading the detector; `subject-finder.test.ts` checks that the finder
 * still gives them. It names the cat a dog, the dog and the pig horses, the flying fox a bird, the espresso a cup.
 */
export const FINDER_ANSWERS = {
  'cat-chelsea': {
    box: { left: 0, top: 0.0156, width: 0.9479, height: 0.9844 },
    faces: [{ left: 0.0554, top: 0, width: 0.7118, height: 1 }],
    found: 'detector',
    label: 'dog',
  },
  'shepherd-dog': {
    box: { left: 0.0208, top: 0.1667, width: 0.9583, height: 0.8333 },
    faces: [],
    found: 'detector',
    label: 'horse',
  },
  espresso: {
    box: { left: 0.2708, top: 0.0469, width: 0.4271, height: 0.6406 },
    faces: [],
    found: 'detector',
    label: 'cup',
  },
  pig: {
    box: { left: 0.1458, top: 0.2222, width: 0.4896, height: 0.6111 },
    faces: [],
    found: 'detector',
    label: 'horse',
  },
  astronaut: {
    box: { left: 0, top: 0.0104, width: 0.7396, height: 0.9896 },
    faces: [{ left: 0.2969, top: 0.1074, width: 0.2871, height: 0.2852 }],
    found: 'detector',
    label: 'person',
  },
  'flying-fox-backlit': {
    box: { left: 0.4375, top: 0.0185, width: 0.3958, height: 0.9444 },
    faces: [],
    found: 'detector',
    label: 'bird',
  },
  'mariachi-band': {
    box: { left: 0.0729, top: 0.1563, width: 0.9271, height: 0.8438 },
    faces: [
      { left: 0.7402, top: 0.2971, width: 0.2598, height: 0.4559 },
      { left: 0.3477, top: 0.1824, width: 0.1094, height: 0.1647 },
    ],
    found: 'detector',
    label: 'person',
  },
  'opera-chorus': {
    box: { left: 0.125, top: 0.2969, width: 0.875, height: 0.7031 },
    faces: [{ left: 0.291, top: 0.3041, width: 0.1035, height: 0.155 }],
    found: 'detector',
    label: 'person',
  },
} satisfies Record<string, Subject>;
