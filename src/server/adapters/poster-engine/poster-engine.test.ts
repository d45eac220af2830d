import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { finishPoster, PREVIEW_SIZE, PRINT_SIZE, THUMBNAIL_SIZE } from './poster-engine.ts';
import { flatImage } from './test-photos.ts';

const grey = (width: number, height: number) => ({
  data: Buffer.alloc(width * height * 3, 128),
  width,
  height,
  channels: 3 as const,
});
const colours = { ink: '#000000', paper: '#ffffff' };

/** Bounding box of the pixels whose first channel passes `test`. */
async function boxOf(image: Buffer, test: (value: number) => boolean) {
  const { data, info } = await sharp(image).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let left = Infinity,
    top = Infinity,
    right = -1,
    bottom = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (!test(data[y * info.width + x]!)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return {
    centreX: (left + right) / 2,
    centreY: (top + bottom) / 2,
    width: right - left + 1,
    height: bottom - top + 1,
  };
}

describe('finishing a poster', () => {
  it('gives a 3508×4961 sRGB JPEG print master, an 849×1200 WebP preview and a 340×480 WebP thumbnail', async () => {
    const output = await finishPoster(grey(1754, 2481));
    const print = await sharp(output.printMaster).metadata();
    expect([print.format, print.width, print.height, print.space, print.hasProfile]).toEqual([
      'jpeg',
      PRINT_SIZE.width,
      PRINT_SIZE.height,
      'srgb',
      true,
    ]);
    expect(print.height! / print.width!).toBeCloseTo(1.414, 2);
    const preview = await sharp(output.preview).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', PREVIEW_SIZE.width, PREVIEW_SIZE.height]);
    const thumbnail = await sharp(output.thumbnail).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual([
      'webp',
      THUMBNAIL_SIZE.width,
      THUMBNAIL_SIZE.height,
    ]);
  });

  it('cover-crops artwork of another shape (a 2:3 picture) to the A3 frame', async () => {
    const output = await finishPoster(await flatImage(512, 768, '#3366aa'));
    const print = await sharp(output.printMaster).metadata();
    expect([print.width, print.height]).toEqual([3508, 4961]);
    const { dominant } = await sharp(output.preview).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it('draws the caption centred on the editor position scaled to the print size', async () => {
    const caption = { text: 'Lake Geneva', x: 100, y: 150, frameWidth: 350, frameHeight: 495 };
    const output = await finishPoster(grey(1754, 2481), caption, colours);
    const expected = { x: (100 / 350) * 3508, y: (150 / 495) * 4961 };

    const plate = await boxOf(output.printMaster, (value) => value > 200);
    expect(Math.abs(plate.centreX - expected.x)).toBeLessThan(6);
    expect(Math.abs(plate.centreY - expected.y)).toBeLessThan(6);
    const text = await boxOf(output.printMaster, (value) => value < 60);
    expect(Math.abs(text.centreX - expected.x)).toBeLessThan(25);
    expect(Math.abs(text.centreY - expected.y)).toBeLessThan(25);
    // about 4.5% of the width: the capitals are some 70% of the font size high
    expect(text.height).toBeGreaterThan(0.045 * 3508 * 0.6);
    expect(text.height).toBeLessThan(0.045 * 3508 * 1.1);

    const scale = PREVIEW_SIZE.width / PRINT_SIZE.width;
    const previewText = await boxOf(output.preview, (value) => value < 60);
    expect(Math.abs(previewText.centreX - expected.x * scale)).toBeLessThan(8);
    expect(Math.abs(previewText.centreY - expected.y * scale)).toBeLessThan(8);
  });

  it('draws a 200-character caption inside the poster', async () => {
    const text = 'x'.repeat(60) + ' ' + 'y'.repeat(60) + ' ' + 'z'.repeat(78);
    const output = await finishPoster(
      grey(1754, 2481),
      { text, x: 350, y: 495, frameWidth: 350, frameHeight: 495 },
      colours,
    );
    const plate = await boxOf(output.printMaster, (value) => value > 200);
    expect(plate.centreX + plate.width / 2).toBeLessThanOrEqual(3508);
    expect(plate.centreY + plate.height / 2).toBeLessThanOrEqual(4961);
    expect(plate.width).toBeGreaterThan(3508 * 0.5);
  });
});
