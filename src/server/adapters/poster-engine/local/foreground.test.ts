import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../shared/seeded-random.ts';
import type { RgbImage } from '../source-image.ts';
import { foregroundMask } from './foreground.ts';
import type { SubjectInCrop } from './boxes.ts';

const WIDTH = 300,
  HEIGHT = 400;

/**
 * A figure drawn on a ground: a skin-coloured head with dark eyes and mouth, a red body with a dark belt and
 * a blue arm, on grass (green noise) or a plain grey wall. Returns the picture and the figure's true pixels.
 */
function drawnFigure(ground: 'textured' | 'plain'): { image: RgbImage; truth: Uint8Array } {
  const random = seededRandom(7);
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  const truth = new Uint8Array(WIDTH * HEIGHT);
  const set = (i: number, r: number, g: number, b: number) => {
    data[i * 3] = r;
    data[i * 3 + 1] = g;
    data[i * 3 + 2] = b;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      const noise = ground === 'textured' ? (random() - 0.5) * 70 : (random() - 0.5) * 8;
      if (ground === 'textured') set(i, 70 + noise * 0.6, 130 + noise, 60 + noise * 0.5 + (y / HEIGHT) * 40);
      else set(i, 150 + noise, 150 + noise, 155 + noise);
      const head = Math.hypot((x - 150) / 38, (y - 110) / 46) <= 1;
      const body = x >= 95 && x < 205 && y >= 160 && y < 360;
      const arm = x >= 205 && x < 240 && y >= 175 && y < 300;
      if (!head && !body && !arm) continue;
      truth[i] = 1;
      const shade = (random() - 0.5) * 16;
      if (head) {
        const eye = Math.hypot(x - 136, y - 100) < 5 || Math.hypot(x - 164, y - 100) < 5;
        const mouth = Math.abs(y - 130) < 3 && Math.abs(x - 150) < 14;
        if (eye || mouth) set(i, 40, 30, 30);
        else set(i, 232 + shade, 188 + shade, 160 + shade);
      } else if (arm) set(i, 40 + shade, 70 + shade, 170 + shade);
      else if (y >= 250 && y < 268) set(i, 30 + shade, 25 + shade, 25 + shade);
      else set(i, 200 + shade, 50 + shade, 45 + shade);
    }
  }
  return { image: { data, width: WIDTH, height: HEIGHT }, truth };
}

const subject: SubjectInCrop = {
  box: { left: 85, top: 55, width: 165, height: 315 },
  faces: [{ left: 115, top: 68, width: 70, height: 84 }],
  found: 'detector',
};

function intersectionOverUnion(mask: Uint8Array, truth: Uint8Array): number {
  let both = 0,
    either = 0;
  for (let i = 0; i < truth.length; i++) {
    const inMask = mask[i]! > 0,
      inTruth = truth[i] === 1;
    if (inMask && inTruth) both++;
    if (inMask || inTruth) either++;
  }
  return both / either;
}

describe('foreground mask', () => {
  it.each(['textured', 'plain'] as const)('finds a drawn figure on a %s ground from its box and face', (ground) => {
    const { image, truth } = drawnFigure(ground);
    const mask = foregroundMask(image, subject);
    expect(mask).not.toBeNull();
    expect(intersectionOverUnion(mask!, truth)).toBeGreaterThan(0.8);
  });

  it('finds the figure from its box alone when the box fills the picture', () => {
    const { image, truth } = drawnFigure('textured');
    const mask = foregroundMask(image, {
      box: { left: 0, top: 0, width: WIDTH, height: HEIGHT },
      faces: [],
      found: 'detector',
    });
    expect(mask).not.toBeNull();
    expect(intersectionOverUnion(mask!, truth)).toBeGreaterThan(0.7);
  });

  it('keeps nothing outside the part of the picture that is photo', () => {
    const { image } = drawnFigure('plain');
    const mask = foregroundMask(image, subject, { left: 0, top: 0, width: WIDTH, height: 300 })!;
    expect(mask.subarray(300 * WIDTH).every((value) => value === 0)).toBe(true);
  });

  it('gives the same mask for the same picture', () => {
    const { image } = drawnFigure('textured');
    expect(Buffer.from(foregroundMask(image, subject)!).equals(Buffer.from(foregroundMask(image, subject)!))).toBe(
      true,
    );
  });

  it('answers no silhouette for a plain picture with nothing in the box', () => {
    const data = Buffer.alloc(WIDTH * HEIGHT * 3, 128);
    expect(foregroundMask({ data, width: WIDTH, height: HEIGHT }, { ...subject, faces: [] })).toBeNull();
  });

  it('draws a clean silhouette with a smooth outline, not the stairs of the working grid', () => {
    // a red disc on a plain wall, large enough that a cell of the working grid is five of its pixels
    const size = 900,
      centre = 450,
      radius = 300;
    const data = Buffer.alloc(size * size * 3);
    for (let i = 0; i < size * size; i++) {
      const x = i % size,
        y = Math.floor(i / size);
      const inDisc = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= radius;
      data.set(inDisc ? [205, 45, 40] : [150, 152, 156], i * 3);
    }
    const box = { left: centre - radius, top: centre - radius, width: 2 * radius, height: 2 * radius };
    const mask = foregroundMask({ data, width: size, height: size }, { box, faces: [], found: 'detector' }, undefined, {
      clean: true,
    })!;
    // the outline's left side, row by row, against its own running mean over two cells: a stair of the grid strays a
    // good part of a cell from it, a smooth outline less than a pixel
    const leftEdge = (y: number) => mask.subarray(y * size, (y + 1) * size).findIndex((value) => value > 0);
    let stray = 0;
    for (let y = centre - 0.6 * radius; y < centre + 0.6 * radius; y++) {
      let sum = 0;
      for (let k = -5; k <= 5; k++) sum += leftEdge(y + k);
      stray = Math.max(stray, Math.abs(leftEdge(y) - sum / 11));
    }
    expect(stray).toBeLessThan(1);
    expect(Math.abs(leftEdge(centre) - (centre - radius))).toBeLessThanOrEqual(6);
  });

  it('takes a part of the subject in colours its core lacks, where the ground has them nowhere', () => {
    // a bird drawn as a kingfisher: an orange breast round its box's middle, a blue head above it, on a soft ground
    // of grey-blue sky over olive leaves; the core (the box's middle) holds only orange, and the head's blue is nearer
    // the sky's than the breast's
    const random = seededRandom(11);
    const data = Buffer.alloc(WIDTH * HEIGHT * 3);
    const head = new Uint8Array(WIDTH * HEIGHT);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const i = y * WIDTH + x;
        const shade = (random() - 0.5) * 12;
        const inHead = Math.hypot((x - 150) / 55, (y - 95) / 42) <= 1;
        const inBreast = Math.hypot((x - 150) / 75, (y - 240) / 100) <= 1;
        head[i] = inHead ? 1 : 0;
        if (inHead) data.set([40 + shade, 95 + shade, 185 + shade], i * 3);
        else if (inBreast) data.set([225 + shade, 110 + shade, 45 + shade], i * 3);
        else if (y < HEIGHT / 2) data.set([120 + shade, 130 + shade, 150 + shade], i * 3);
        else data.set([150 + shade, 145 + shade, 100 + shade], i * 3);
      }
    }
    const bird: SubjectInCrop = { box: { left: 70, top: 50, width: 160, height: 295 }, faces: [], found: 'detector' };
    const mask = foregroundMask({ data, width: WIDTH, height: HEIGHT }, { ...bird, label: 'bird' }, undefined, {
      clean: true,
    })!;
    let kept = 0,
      all = 0;
    for (let i = 0; i < head.length; i++) {
      all += head[i]!;
      if (head[i] && mask[i]) kept++;
    }
    expect(kept / all).toBeGreaterThan(0.9);
  });
});
