import sharp from 'sharp';
import { seededRandom } from '../../../shared/seeded-random.ts';

/**
 * A deterministic, photo-like 12 MP landscape (4000 × 3000 JPEG) made from nothing: an evening sky with
 * clouds, snow-capped ranges, a forested ridge, a lake mirroring it all, a village on a meadow shore,
 * then film grain. Used for the style thumbnails, the demo posters and the render benchmark.
 */
export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
const HORIZON = 1760;

/** A mountain ridge by midpoint displacement: points from x = 0 to the photo's width. */
function ridge(
  rand: () => number,
  left: number,
  right: number,
  roughness: number,
  peaks: { x: number; y: number }[],
): [number, number][] {
  let points: [number, number][] = [[0, left], ...peaks.map((p): [number, number] => [p.x, p.y]), [PHOTO_WIDTH, right]];
  let amplitude = roughness;
  for (let level = 0; level < 7; level++) {
    const next: [number, number][] = [];
    for (let i = 0; i < points.length - 1; i++) {
      const [x0, y0] = points[i]!,
        [x1, y1] = points[i + 1]!;
      next.push([x0, y0], [(x0 + x1) / 2, (y0 + y1) / 2 + (rand() - 0.5) * amplitude]);
    }
    next.push(points[points.length - 1]!);
    points = next;
    amplitude *= 0.55;
  }
  return points;
}

const polygon = (points: [number, number][], base: number) =>
  `M0,${base} ${points.map(([x, y]) => `L${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} L${PHOTO_WIDTH},${base} Z`;

function conifer(x: number, baseY: number, height: number, colour: string): string {
  const width = height * 0.38;
  const tiers = [0, 0.3, 0.55].map((t) => {
    const top = baseY - height + t * height * 0.8;
    const bottom = baseY - height * 0.12 - (0.55 - t) * height * 0.25;
    const w = width * (0.55 + t);
    return `<path d="M${x},${top} L${x + w / 2},${bottom} L${x - w / 2},${bottom} Z" fill="${colour}"/>`;
  });
  return `<rect x="${x - height * 0.025}" y="${baseY - height * 0.15}" width="${height * 0.05}" height="${height * 0.15}" fill="#3b2a1e"/>${tiers.join('')}`;
}

function house(x: number, baseY: number, width: number, wall: string, roof: string): string {
  const height = width * 0.62,
    roofHeight = width * 0.42;
  const windows = [0.22, 0.62]
    .map(
      (fx) =>
        `<rect x="${x + width * fx}" y="${baseY - height * 0.68}" width="${width * 0.16}" height="${height * 0.24}" fill="#2c3440"/>`,
    )
    .join('');
  return (
    `<rect x="${x}" y="${baseY - height}" width="${width}" height="${height}" fill="${wall}"/>` +
    `<rect x="${x}" y="${baseY - height}" width="${width * 0.18}" height="${height}" fill="#000" opacity="0.12"/>` +
    `<path d="M${x - width * 0.08},${baseY - height} L${x + width / 2},${baseY - height - roofHeight} L${x + width * 1.08},${baseY - height} Z" fill="${roof}"/>` +
    windows +
    `<rect x="${x + width * 0.42}" y="${baseY - height * 0.42}" width="${width * 0.16}" height="${height * 0.42}" fill="#4a3426"/>`
  );
}

function landscapeSvg(drawWidth: number, drawHeight: number): string {
  const rand = seededRandom(20250121);
  const far = ridge(rand, 1250, 1320, 420, [
    { x: 900, y: 760 },
    { x: 1500, y: 980 },
    { x: 2350, y: 640 },
    { x: 3200, y: 900 },
  ]);
  const mid = ridge(rand, 1380, 1450, 300, [
    { x: 700, y: 1180 },
    { x: 1900, y: 1330 },
    { x: 2900, y: 1120 },
  ]);
  const hill = ridge(rand, 1600, 1560, 120, [
    { x: 1200, y: 1530 },
    { x: 2600, y: 1640 },
  ]);
  const clouds = Array.from({ length: 9 }, () => {
    const cx = rand() * PHOTO_WIDTH,
      cy = 180 + rand() * 420,
      rx = 260 + rand() * 420,
      ry = 50 + rand() * 60;
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity="${(0.45 + rand() * 0.35).toFixed(2)}"/>`;
  }).join('');
  const ridgeTrees = Array.from({ length: 150 }, (_, i) => {
    const x = (i / 150) * PHOTO_WIDTH + rand() * 20;
    const point = hill.reduce((best, p) => (Math.abs(p[0] - x) < Math.abs(best[0] - x) ? p : best));
    return conifer(x, point[1] + 40, 70 + rand() * 60, rand() > 0.5 ? '#1f3a26' : '#26452c');
  }).join('');
  const village = [
    house(1150, 2560, 170, '#efe6d2', '#9c3b2a'),
    house(1400, 2585, 210, '#f4efe4', '#7d2f22'),
    house(1700, 2555, 150, '#e9d8b8', '#a5482f'),
    house(2250, 2600, 230, '#f2ebdc', '#8c3726'),
  ].join('');
  const church = `<rect x="1960" y="2200" width="90" height="370" fill="#f1ece1"/><path d="M1945,2200 L2005,1980 L2065,2200 Z" fill="#5b2f26"/><rect x="1990" y="2260" width="30" height="50" fill="#2c3440"/><rect x="2050" y="2390" width="170" height="180" fill="#efe8da"/><path d="M2040,2390 L2135,2320 L2230,2390 Z" fill="#8a3a2a"/>`;
  const shoreTrees = [
    ...[300, 420, 540, 2650, 2780, 3420, 3560, 3700].map((x, i) =>
      conifer(x, 2640 + (i % 3) * 25, 330 + (i % 4) * 60, i % 2 ? '#1d3a24' : '#24462b'),
    ),
    ...[820, 2950, 3150].map(
      (x, i) =>
        `<rect x="${x - 14}" y="${2480}" width="28" height="140" fill="#4a3424"/><circle cx="${x}" cy="${2420 - i * 10}" r="${120 + i * 15}" fill="#3f6b2e"/><circle cx="${x - 50}" cy="${2450}" r="90" fill="#4d7a35"/>`,
    ),
  ].join('');
  const ripples = Array.from({ length: 120 }, () => {
    const y = HORIZON + 20 + rand() ** 1.6 * 680,
      x = rand() * PHOTO_WIDTH,
      w = 80 + rand() * 500;
    return `<rect x="${x}" y="${y}" width="${w}" height="${2 + rand() * 4}" fill="#fff" opacity="${(0.08 + rand() * 0.18).toFixed(2)}"/>`;
  }).join('');
  const blotches = Array.from({ length: 260 }, () => {
    const x = rand() * PHOTO_WIDTH,
      y = 1100 + rand() * 650,
      light = rand() > 0.55;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(30 + rand() * 90).toFixed(0)}" ry="${(12 + rand() * 40).toFixed(0)}" fill="${light ? '#8a9a6a' : '#1f3325'}" opacity="${(0.25 + rand() * 0.3).toFixed(2)}"/>`;
  }).join('');
  const snowClip = `<clipPath id="farClip"><path d="${polygon(far, HORIZON)}"/></clipPath>`;
  const mountains = `
    <path d="${polygon(far, HORIZON)}" fill="#6d7f9f"/>
    <g clip-path="url(#farClip)">
      <path d="${polygon(
        far.map(([x, y]): [number, number] => [x + 110, y + 35]),
        HORIZON,
      )}" fill="#8f9fba"/>
      <path d="M0,0 ${far.map(([x, y]) => `L${x.toFixed(1)},${Math.max(y, Math.min(y + 240, 1060 + Math.sin(x / 61) * 45 + Math.sin(x / 17) * 14)).toFixed(1)}`).join(' ')} L${PHOTO_WIDTH},0 Z" fill="url(#snow)"/>
      <path d="M0,0 ${far.map(([x, y]) => `L${(x + 110).toFixed(1)},${Math.max(y + 35, Math.min(y + 275, 1095 + Math.sin(x / 61) * 45 + Math.sin(x / 17) * 14)).toFixed(1)}`).join(' ')} L${PHOTO_WIDTH},0 Z" fill="#c3cede"/>
    </g>
    <path d="${polygon(mid, HORIZON)}" fill="url(#midFill)"/>
    <g clip-path="url(#midClip)" filter="url(#blotch)">${blotches}</g>
    <path d="${polygon(hill, HORIZON)}" fill="#2b4a31"/>
    ${ridgeTrees}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${drawWidth}" height="${drawHeight}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2f5fa3"/><stop offset="0.45" stop-color="#7fa9d6"/><stop offset="0.8" stop-color="#d9dde0"/><stop offset="1" stop-color="#f2d8b8"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.72" cy="0.3" r="0.35"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.95"/><stop offset="0.08" stop-color="#ffe3a8" stop-opacity="0.6"/><stop offset="1" stop-color="#ffe3a8" stop-opacity="0"/></radialGradient>
    <linearGradient id="snow" x1="0" y1="0" x2="0" y2="1"><stop offset="0.2" stop-color="#ffffff"/><stop offset="0.6" stop-color="#e3e9f3"/></linearGradient>
    <linearGradient id="midFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b6e52"/><stop offset="1" stop-color="#37503b"/></linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb2cf"/><stop offset="1" stop-color="#2d5675"/></linearGradient>
    <linearGradient id="meadow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7aa04a"/><stop offset="1" stop-color="#3f6a2a"/></linearGradient>
    <filter id="blotch"><feGaussianBlur stdDeviation="14"/></filter>
    <clipPath id="midClip"><path d="${polygon(mid, HORIZON)}"/></clipPath>
    <filter id="soft"><feGaussianBlur stdDeviation="40"/></filter>
    <filter id="reflection"><feGaussianBlur stdDeviation="3 10"/></filter>
    ${snowClip}
  </defs>
  <rect width="${PHOTO_WIDTH}" height="${HORIZON}" fill="url(#sky)"/>
  <rect width="${PHOTO_WIDTH}" height="${HORIZON}" fill="url(#sun)"/>
  <g filter="url(#soft)">${clouds}</g>
  ${mountains}
  <rect y="${HORIZON}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - HORIZON}" fill="url(#lake)"/>
  <g transform="translate(0 ${2 * HORIZON}) scale(1 -1)" opacity="0.5" filter="url(#reflection)">${mountains}</g>
  ${ripples}
  <path d="M0,2520 C600,2470 1000,2560 1500,2530 S2600,2500 3100,2560 S3800,2520 4000,2540 L4000,3000 L0,3000 Z" fill="url(#meadow)"/>
  ${village}${church}${shoreTrees}
  <path d="M0,2860 C900,2800 1800,2900 2600,2850 S3600,2820 4000,2870 L4000,3000 L0,3000 Z" fill="#355a25" opacity="0.8"/>
</svg>`;
}

/**
 * The landscape as a JPEG (quality 90), with film grain, 12 MP unless a smaller size is asked for (the style
 * thumbnails need no more than 1600 × 1200, the demo posters 3360 × 2520, and a 12 MP photo costs about 150 MB of
 * memory to make). Deterministic: the same bytes every time for the same size.
 */
export async function makeLandscapePhoto(
  size: { width: number; height: number } = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
): Promise<Buffer> {
  // Drawn at half the full size at most (the 12 MP photo is then enlarged, soft at pixel level like a real one)
  // to keep the filters quick; sharp would re-render an SVG at the enlarged size if it were resized in the same pipeline.
  const drawWidth = Math.min(size.width, PHOTO_WIDTH / 2);
  const drawn = await sharp(Buffer.from(landscapeSvg(drawWidth, Math.round((drawWidth * size.height) / size.width))))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } =
    drawn.info.width === size.width && drawn.info.height === size.height
      ? drawn
      : await sharp(drawn.data, { raw: drawn.info })
          .resize(size.width, size.height, { kernel: 'lanczos3' })
          .raw()
          .toBuffer({ resolveWithObject: true });
  const rand = seededRandom(42);
  for (let i = 0; i < data.length; i += 3) {
    const grain = (rand() + rand() + rand() - 1.5) * 14;
    const tint = (rand() - 0.5) * 4;
    data[i] = clamp(data[i]! + grain + tint);
    data[i + 1] = clamp(data[i + 1]! + grain);
    data[i + 2] = clamp(data[i + 2]! + grain - tint);
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));
