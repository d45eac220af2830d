import type { RgbImage } from '../source-image.ts';
import { unionOf } from '../local/boxes.ts';
import type { Box } from '../local/boxes.ts';

/** A pixel this far (RGB distance) from every colour of the photo's border is part of something, not the ground. */
const FOREGROUND_DISTANCE = 60;
/** The detector's box grows at most this much in each direction to take in the rest of its subject. */
const MAX_GROWTH = 1;
/** Colours sampled from the border to describe the ground. */
const GROUND_COLOURS = 6;
/**
 * The box grows over a column (a row) only where what it takes in there spans at least this share of the box's height
 * (width): a bird's body does, the branch it perches on, leading out of the box to the photo's edge, does not.
 */
const THICK = 0.1;

/**
 * The detector sometimes boxes only part of its subject (the torso of a figure, the head of a dog). On a ground
 * that the photo's border describes, the rest is found as what differs from that ground and touches the box: the
 * box grows over those pixels (read from `picture`, a small copy), at most its own size in each direction, and only
 * as far as they are thick across the direction it grows in. On a busy ground everything differs; growth then stops
 * at the limit, and the detector's box is kept.
 */
export function fullExtent(box: Box, picture: RgbImage): Box {
  const { width, height, data } = picture;
  const ground = borderColours(picture);
  const foreground = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const r = data[i * 3]!,
      g = data[i * 3 + 1]!,
      b = data[i * 3 + 2]!;
    foreground[i] = ground.every(([gr, gg, gb]) => Math.hypot(r - gr, g - gg, b - gb) > FOREGROUND_DISTANCE) ? 1 : 0;
  }
  const limit = {
    left: Math.max(0, Math.floor((box.left - box.width * MAX_GROWTH) * width)),
    top: Math.max(0, Math.floor((box.top - box.height * MAX_GROWTH) * height)),
    right: Math.min(width - 1, Math.ceil((box.left + box.width * (1 + MAX_GROWTH)) * width)),
    bottom: Math.min(height - 1, Math.ceil((box.top + box.height * (1 + MAX_GROWTH)) * height)),
  };
  // flood from the foreground pixels inside the box, within the limit
  const seen = new Uint8Array(width * height);
  const queue: number[] = [];
  const x0 = Math.max(0, Math.floor(box.left * width)),
    x1 = Math.min(width - 1, Math.ceil((box.left + box.width) * width));
  const y0 = Math.max(0, Math.floor(box.top * height)),
    y1 = Math.min(height - 1, Math.ceil((box.top + box.height) * height));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++)
      if (foreground[y * width + x]) {
        seen[y * width + x] = 1;
        queue.push(y * width + x);
      }
  if (queue.length === 0) return box;
  let left = x0,
    right = x1,
    top = y0,
    bottom = y1;
  while (queue.length) {
    const i = queue.pop()!;
    const x = i % width,
      y = (i - x) / width;
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      if (nx < limit.left || nx > limit.right || ny < limit.top || ny > limit.bottom) continue;
      const n = ny * width + nx;
      if (!seen[n] && foreground[n]) {
        seen[n] = 1;
        queue.push(n);
      }
    }
  }
  // grown to the limit on every side: the ground is busy and says nothing about the subject
  if (left <= limit.left && right >= limit.right && top <= limit.top && bottom >= limit.bottom) return box;
  // each side moves out from the box while the column (row) beyond it is thick enough, counted across the box's own
  // span (what passes above or below it, a branch under a bird, does not count), up to where the flood reached;
  // growth stops at the first thin one
  const column = (x: number) => countSeen(seen, x, width, y0, y1);
  const row = (y: number) => countSeen(seen, y * width, 1, x0, x1);
  const acrossColumns = THICK * (y1 - y0 + 1),
    acrossRows = THICK * (x1 - x0 + 1);
  let grownLeft = x0,
    grownRight = x1,
    grownTop = y0,
    grownBottom = y1;
  while (grownLeft > left && column(grownLeft - 1) >= acrossColumns) grownLeft--;
  while (grownRight < right && column(grownRight + 1) >= acrossColumns) grownRight++;
  while (grownTop > top && row(grownTop - 1) >= acrossRows) grownTop--;
  while (grownBottom < bottom && row(grownBottom + 1) >= acrossRows) grownBottom++;
  const grown = {
    left: grownLeft / width,
    top: grownTop / height,
    width: (grownRight + 1 - grownLeft) / width,
    height: (grownBottom + 1 - grownTop) / height,
  };
  return unionOf([box, grown]);
}

/** How many of `seen[offset + k * stride]` are set for k from `from` to `to`: a column's or a row's flooded pixels. */
function countSeen(seen: Uint8Array, offset: number, stride: number, from: number, to: number) {
  let count = 0;
  for (let k = from; k <= to; k++) count += seen[offset + k * stride]!;
  return count;
}

/**
 * The ground's colours: k-means-free, a few evenly spaced samples of the border sorted by brightness, averaged in
 * groups.
 */
function borderColours({ width, height, data }: RgbImage): [number, number, number][] {
  const ring: [number, number, number][] = [];
  const push = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    ring.push([data[i]!, data[i + 1]!, data[i + 2]!]);
  };
  for (let x = 0; x < width; x++) {
    push(x, 0);
    push(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    push(0, y);
    push(width - 1, y);
  }
  ring.sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]));
  const size = Math.max(1, Math.floor(ring.length / GROUND_COLOURS));
  const colours: [number, number, number][] = [];
  for (let start = 0; start < ring.length; start += size) {
    const group = ring.slice(start, start + size);
    colours.push(
      [0, 1, 2].map((c) => group.reduce((sum, colour) => sum + colour[c]!, 0) / group.length) as [
        number,
        number,
        number,
      ],
    );
  }
  return colours;
}
