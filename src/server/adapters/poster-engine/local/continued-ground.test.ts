import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { styleById } from '../../../../shared/styles.ts';
import { captionColoursFor } from '../poster-engine.ts';
import { renderArtwork } from './artwork.ts';
import type { Artwork } from './artwork.ts';
import { continuedGroundOf, paintContinuedField } from './continued-ground.ts';
import type { ColourPlan } from './plan.ts';
import { hexToRgb } from './quantise.ts';

/**
 * Swiss mid-century prints the pale ground continuing a wide photo as a bold field of its palette (decision 042):
 * never a third of the sheet of pale paper.
 */

const swiss = styleById('swissmidcentury')!;
const subject = {
  box: { left: 0.04, top: 0.26, width: 0.92, height: 0.64 },
  faces: [],
  found: 'detector' as const,
};

/**
 * A wide animal side-on on a 3:2 photo: a pale grey backdrop above (the photo's top edge), a green floor, the animal
 * a long dark-red body with a cream belly (its own pale part).
 */
async function paleBackdropPhoto(): Promise<Buffer> {
  const w = 1200,
    h = 800;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="#dcd8cd"/>
    <rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#4f7a3e"/>
    <ellipse cx="${w / 2}" cy="${h * 0.56}" rx="${w * 0.44}" ry="${h * 0.26}" fill="#9c2f27"/>
    <ellipse cx="${w / 2}" cy="${h * 0.66}" rx="${w * 0.2}" ry="${h * 0.08}" fill="#efe6d2"/>
    <circle cx="${w * 0.86}" cy="${h * 0.4}" r="${h * 0.1}" fill="#2a2220"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let state = 24680;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    data[i] = Math.max(0, Math.min(255, data[i]! + ((state >>> 24) % 21) - 10));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const pixelAt = ({ data, width }: Artwork, x: number, y: number) => {
  const i = (y * width + x) * 3;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
};
const near = (rgb: number[], hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return Math.hypot(rgb[0]! - r, rgb[1]! - g, rgb[2]! - b) < 48;
};

/** The palette colour nearest a printed pixel (the print's grain aside). */
const nearestInk = (rgb: number[]) => {
  const distances = swiss.palette.map((hex) => {
    const [r, g, b] = hexToRgb(hex);
    return Math.hypot(rgb[0]! - r, rgb[1]! - g, rgb[2]! - b);
  });
  return distances.indexOf(Math.min(...distances));
};

/** The share of the sheet's rows whose pixels (nearly all) are near `hex`, sampled every 4 pixels. */
function rowsOf(art: Artwork, hex: string): number {
  let rows = 0;
  for (let y = 0; y < art.height; y += 4) {
    let count = 0;
    for (let x = 0; x < art.width; x += 4) if (near(pixelAt(art, x, y), hex)) count++;
    if (count >= 0.95 * Math.ceil(art.width / 4)) rows++;
  }
  return rows / Math.ceil(art.height / 4);
}

describe('swiss mid-century, a wide subject under a pale edge', () => {
  let art: Artwork;
  beforeAll(async () => {
    art = await renderArtwork(await paleBackdropPhoto(), swiss, { subject, captionBand: { top: 0.8, bottom: 0.93 } });
  }, 60_000);

  it('prints the ground above the photo as one bold plane of the palette, not as the paper', () => {
    const paper = captionColoursFor(swiss).paper;
    expect(rowsOf(art, paper)).toBeLessThanOrEqual(0.02);
    // the sheet's top quarter (the continued ground) is one flat ink of the palette, neither the paper nor the darkest
    const held = new Array<number>(swiss.palette.length).fill(0);
    let samples = 0;
    for (let y = 0; y < art.height / 4; y += 4) {
      for (let x = 0; x < art.width; x += 4, samples++) held[nearestInk(pixelAt(art, x, y))]!++;
    }
    const [paperShare, , , , darkest] = held.map((count) => count / samples);
    const bold = held.slice(1, 4).map((count) => count / samples);
    expect(paperShare).toBeLessThanOrEqual(0.02);
    expect(darkest).toBeLessThanOrEqual(0.02);
    expect(Math.max(...bold)).toBeGreaterThanOrEqual(0.95);
  });

  it("keeps the subject's own pale part in the paper", () => {
    const { box } = art.subjectOnSheet;
    // the belly's middle: the photo's (0.5, 0.66), well inside the subject's box on the sheet
    const y = Math.round(box.top + box.height * ((0.66 - subject.box.top) / subject.box.height));
    expect(near(pixelAt(art, Math.round(art.width / 2), y), captionColoursFor(swiss).paper)).toBe(true);
  });
});

describe('the bold field', () => {
  // a 40 × 60 window: the photo in rows 20–59, its continued ground above; planes 0 paper, 1 green, 2 dark
  const width = 40,
    height = 60;
  const cropped = { data: Buffer.alloc(width * height * 3, 200), width, height };
  const photoArea = { left: 0, top: 20, width, height: 40 };
  const subjectInCrop = { box: { left: 10, top: 30, width: 20, height: 25 }, faces: [], found: 'detector' as const };
  const plan = {
    count: 3,
    inks: [0, 3, 4],
    labels: () => new Uint8Array(0),
    memberships: () => [],
    paint: {
      colours: [0, 3, 4].map((p) => hexToRgb(swiss.palette[p]!)),
      screen: [0, 0, 0],
      echoes: [0, 3, 4].map((p) => hexToRgb(swiss.palette[p]!)),
      fountain: [null, null, null],
      paper: hexToRgb(swiss.palette[0]!),
      ink: hexToRgb(swiss.palette[4]!),
      inkPlane: 2,
    },
  } satisfies ColourPlan;
  const ground = continuedGroundOf(swiss, true, cropped, subjectInCrop, photoArea)!;

  it('is only for the styles that print it so, and only where the photo was continued', () => {
    expect(ground).not.toBeNull();
    expect(continuedGroundOf(swiss, false, cropped, subjectInCrop, photoArea)).toBeNull();
    expect(continuedGroundOf(styleById('alpinecoastal')!, true, cropped, subjectInCrop, photoArea)).toBeNull();
  });

  it("takes a pale side in the ink the subject holds least, with the paper joined to it, not the subject's", () => {
    const labels = new Uint8Array(width * height); // all paper
    for (let y = 40; y < height; y++) labels.fill(1, y * width, y * width + width); // a green floor
    const painted = paintContinuedField(plan, swiss, labels, ground);
    // cobalt (palette 2) and red (1) are held by nothing; the palette's order gives red
    expect(painted.count).toBe(4);
    expect(painted.inks[3]).toBe(1);
    expect(labels[5 * width + 5]).toBe(3); // the continued ground
    expect(labels[30 * width + 2]).toBe(3); // the photo's pale ground beside the subject, joined to it
    expect(labels[38 * width + 20]).toBe(0); // the subject's own paper (the ellipse in its box)
    expect(labels[50 * width + 5]).toBe(1); // the floor
  });

  it('leaves a side mostly in a colour alone, its specks of paper included', () => {
    const labels = new Uint8Array(width * height).fill(1);
    for (let y = 10; y < 40; y++) labels.fill(0, y * width + 18, y * width + 22); // a cream ear reaching up
    const before = Uint8Array.from(labels);
    expect(paintContinuedField(plan, swiss, labels, ground)).toBe(plan);
    expect(labels).toEqual(before);
  });
});
