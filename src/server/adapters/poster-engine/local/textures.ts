import sharp from 'sharp';
import { seededRandom } from '../../../../shared/seeded-random.ts';

/**
 * Deterministic, seamlessly tiling textures of the print finishes, made once per process. Values are
 * 0–255 around a mean of 128; sample them with `(y & mask) * size + (x & mask)`.
 */
export type Textures = {
  size: number;
  /** Fine film grain, about one pixel. */
  grain: Uint8Array;
  /** Coarser speckle: litho-crayon tooth and riso ink starvation. */
  speckle: Uint8Array;
  /** Low-frequency paper fibre and ink lay-down unevenness. */
  paper: Uint8Array;
  /** Canvas weave. */
  weave: Uint8Array;
  /** Brush dabs: each dab carries two independent values, `dabOrder` and `dabShade`. */
  strokeSize: number;
  dabOrder: Uint8Array;
  dabShade: Uint8Array;
};

const SIZE = 512;
const STROKE_SIZE = 1024;

let cached: Promise<Textures> | undefined;

export function loadTextures(): Promise<Textures> {
  cached ??= makeTextures().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function makeTextures(): Promise<Textures> {
  const random = seededRandom(0x7e47);
  const whiteNoise = () =>
    Uint8Array.from({ length: SIZE * SIZE }, () => {
      const gaussian = (random() + random() + random() + random() - 2) * 1.73;
      return clampByte(128 + gaussian * 48);
    });
  const [grain, speckle, paperFine, paperCoarse, strokes] = await Promise.all([
    blurTile(whiteNoise(), 0.55, 1.6),
    blurTile(whiteNoise(), 1.4, 4.5),
    blurTile(whiteNoise(), 2.2, 5),
    blurTile(whiteNoise(), 9, 18),
    strokeTile(random),
  ]);
  const paper = paperFine.map((value, i) => clampByte(128 + (value - 128) * 0.45 + (paperCoarse[i]! - 128) * 0.8));
  const weave = Uint8Array.from({ length: SIZE * SIZE }, (_, i) => {
    const x = i % SIZE,
      y = Math.floor(i / SIZE);
    const warp = Math.sin((x * 2 * Math.PI) / 8),
      weft = Math.sin((y * 2 * Math.PI) / 8);
    return clampByte(128 + 70 * warp * weft + (grain[i]! - 128) * 0.5);
  });
  return {
    size: SIZE,
    grain,
    speckle,
    paper,
    weave,
    strokeSize: STROKE_SIZE,
    dabOrder: strokes.order,
    dabShade: strokes.shade,
  };
}

/**
 * Gaussian blur with wrap-around (the tile is padded with its own opposite edges), then contrast-stretched
 * by `gain`. Blurred as three identical bands: sharp's single-band Gaussian leaves faint horizontal streaks.
 */
async function blurTile(noise: Uint8Array, sigma: number, gain: number): Promise<Uint8Array> {
  const pad = Math.ceil(sigma * 4) + 1;
  const padded = SIZE + 2 * pad;
  const source = Buffer.alloc(padded * padded * 3);
  for (let y = 0; y < padded; y++) {
    for (let x = 0; x < padded; x++) {
      const value = noise[((y - pad + SIZE) % SIZE) * SIZE + ((x - pad + SIZE) % SIZE)]!;
      source.fill(value, (y * padded + x) * 3, (y * padded + x) * 3 + 3);
    }
  }
  const blurred = await sharp(source, { raw: { width: padded, height: padded, channels: 3 } })
    .blur(sigma)
    .raw()
    .toBuffer();
  const tile = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++)
      tile[y * SIZE + x] = clampByte(128 + (blurred[((y + pad) * padded + x + pad) * 3]! - 128) * gain);
  }
  return tile;
}

/**
 * Short rounded dabs following a slowly turning direction, drawn with SVG; red and green carry two random values per
 * dab.
 */
async function strokeTile(random: () => number): Promise<{ order: Uint8Array; shade: Uint8Array }> {
  const dabs: string[] = [];
  for (let i = 0; i < 9000; i++) {
    const x = random() * STROKE_SIZE,
      y = random() * STROKE_SIZE;
    const angle = 0.6 + 0.7 * Math.sin(x / 170) * Math.cos(y / 230) + (random() - 0.5) * 0.6;
    const length = 12 + random() * 18,
      thickness = 5 + random() * 5;
    const dx = (Math.cos(angle) * length) / 2,
      dy = (Math.sin(angle) * length) / 2;
    const colour = `rgb(${Math.floor(random() * 256)},${Math.floor(random() * 256)},0)`;
    for (const ox of [0, -STROKE_SIZE, STROKE_SIZE]) {
      for (const oy of [0, -STROKE_SIZE, STROKE_SIZE]) {
        const cx = x + ox,
          cy = y + oy;
        if (cx < -40 || cx > STROKE_SIZE + 40 || cy < -40 || cy > STROKE_SIZE + 40) continue;
        dabs.push(
          `<line x1="${(cx - dx).toFixed(1)}" y1="${(cy - dy).toFixed(1)}" x2="${(cx + dx).toFixed(1)}" ` +
            `y2="${(cy + dy).toFixed(1)}" stroke="${colour}" stroke-width="${thickness.toFixed(1)}"/>`,
        );
      }
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${STROKE_SIZE}" height="${STROKE_SIZE}" ` +
    `shape-rendering="crispEdges"><rect width="100%" height="100%" fill="rgb(128,128,0)"/><g ` +
    `stroke-linecap="round">${dabs.join('')}</g></svg>`;
  const rgb = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const order = new Uint8Array(STROKE_SIZE * STROKE_SIZE),
    shade = new Uint8Array(STROKE_SIZE * STROKE_SIZE);
  for (let i = 0; i < order.length; i++) {
    order[i] = rgb[i * 3]!;
    shade[i] = rgb[i * 3 + 1]!;
  }
  return { order, shade };
}

const clampByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));
