import sharp from 'sharp';
import { seededRandom } from '../../../shared/seeded-random.ts';

/**
 * Photo-like pictures the project draws itself for the demo catalogue: a lakeside town, a café table, a
 * mountain road and a harbour. Each is an SVG with gradients, soft light and depth blur, drawn on a 1600 × 1200
 * plan, enlarged to SCENE_WIDTH × SCENE_HEIGHT and given film grain, so the poster engine has photographic tones
 * and edges to work with. Deterministic: the same seed gives the same bytes.
 */
const PLAN_WIDTH = 1600;
const PLAN_HEIGHT = 1200;
/**
 * The photo's size: as large as a phone's photo of 8.5 MP, so the part a poster shows (the full height, 1 : 1.414
 * wide) prints A4 and A3 at 150 DPI or more, like a customer's photo, and a demo poster warns only for A2 and A1.
 */
const SCALE = 2.1;
export const SCENE_WIDTH = Math.round(PLAN_WIDTH * SCALE);
export const SCENE_HEIGHT = Math.round(PLAN_HEIGHT * SCALE);

export type DemoScene = 'lakeside-town' | 'cafe-table' | 'mountain-road' | 'harbour';
export const DEMO_SCENES: readonly DemoScene[] = ['lakeside-town', 'cafe-table', 'mountain-road', 'harbour'];

const W = PLAN_WIDTH;
const H = PLAN_HEIGHT;
const pick = <T>(rand: () => number, items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
const f = (value: number) => value.toFixed(1);

const sharedDefs = `
  <filter id="far"><feGaussianBlur stdDeviation="5"/></filter>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="haze" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="60"/></filter>
  <filter id="ripple"><feGaussianBlur stdDeviation="2 7"/></filter>`;

function lakesideTown(rand: () => number): string {
  const horizon = 640;
  const walls = ['#efe4cf', '#e8c9a0', '#f3ead8', '#d9b48a', '#f0d9c0', '#cfd8d6'];
  const roofs = ['#9c3b2a', '#7d4a33', '#a5523a', '#5d5550'];
  let x = 120;
  const houses: string[] = [];
  while (x < W - 160) {
    const w = 70 + rand() * 70,
      h = 90 + rand() * 120,
      wall = pick(rand, walls),
      roof = pick(rand, roofs);
    const base = horizon + 18;
    const windows = Array.from({ length: Math.floor(h / 45) }, (_, row) =>
      [0.2, 0.6]
        .map(
          (fx) =>
            `<rect x="${f(x + w * fx)}" y="${f(base - h + 16 + row * 40)}" width="${f(w * 0.18)}" height="20" fill="#35414d" opacity="0.85"/>`,
        )
        .join(''),
    ).join('');
    houses.push(
      `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>` +
        `<rect x="${f(x + w * 0.75)}" y="${f(base - h)}" width="${f(w * 0.25)}" height="${f(h)}" fill="#000" opacity="0.12"/>` +
        `<path d="M${f(x - 6)},${f(base - h)} L${f(x + w / 2)},${f(base - h - 30 - rand() * 25)} L${f(x + w + 6)},${f(base - h)} Z" fill="${roof}"/>` +
        windows,
    );
    x += w + 4 + rand() * 10;
  }
  const town = houses.join('');
  const tower = `<rect x="760" y="${horizon - 300}" width="60" height="318" fill="#efe6d4"/><path d="M752,${horizon - 300} L790,${horizon - 400} L828,${horizon - 300} Z" fill="#4f6b5a"/><circle cx="790" cy="${horizon - 250}" r="14" fill="#2f3a44"/>`;
  const ripples = Array.from({ length: 90 }, () => {
    const y = horizon + 30 + rand() ** 1.5 * (H - horizon - 40);
    return `<rect x="${f(rand() * W)}" y="${f(y)}" width="${f(60 + rand() * 260)}" height="${f(2 + rand() * 3)}" fill="#fff" opacity="${(0.08 + rand() * 0.2).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>${sharedDefs}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9fd2"/><stop offset="0.7" stop-color="#f1d6b3"/><stop offset="1" stop-color="#f7c99a"/></linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#88a9c0"/><stop offset="1" stop-color="#284e68"/></linearGradient>
    <radialGradient id="sun" cx="0.2" cy="0.45" r="0.4"><stop offset="0" stop-color="#fff2cf" stop-opacity="0.9"/><stop offset="1" stop-color="#fff2cf" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${horizon}" fill="url(#sky)"/>
  <rect width="${W}" height="${horizon}" fill="url(#sun)"/>
  <g filter="url(#far)"><path d="M0,${horizon - 180} C300,${horizon - 330} 520,${horizon - 260} 760,${horizon - 380} S1300,${horizon - 240} ${W},${horizon - 320} L${W},${horizon} L0,${horizon} Z" fill="#8d9cb3"/>
  <path d="M0,${horizon - 90} C400,${horizon - 170} 900,${horizon - 110} ${W},${horizon - 150} L${W},${horizon} L0,${horizon} Z" fill="#5f7a62"/></g>
  ${tower}${town}
  <rect y="${horizon + 18}" width="${W}" height="${H - horizon}" fill="url(#lake)"/>
  <g transform="translate(0 ${2 * (horizon + 18)}) scale(1 -1)" opacity="0.35" filter="url(#ripple)">${tower}${town}</g>
  ${ripples}
  <path d="M0,${H - 120} C300,${H - 160} 500,${H - 90} ${W * 0.45},${H - 110} L${W * 0.45},${H} L0,${H} Z" fill="#41592f"/>
  <g filter="url(#soft)"><ellipse cx="${W * 0.82}" cy="${H - 40}" rx="260" ry="90" fill="#2d4424"/></g>
</svg>`;
}

function cafeTable(rand: () => number): string {
  const cup = (cx: number, cy: number, scale: number, colour: string) => `
    <ellipse cx="${cx + 18 * scale}" cy="${cy + 100 * scale}" rx="${150 * scale}" ry="${40 * scale}" fill="#000" opacity="0.22" filter="url(#soft)"/>
    <ellipse cx="${cx}" cy="${cy + 92 * scale}" rx="${150 * scale}" ry="${42 * scale}" fill="#f4f1ea"/>
    <ellipse cx="${cx}" cy="${cy + 88 * scale}" rx="${120 * scale}" ry="${30 * scale}" fill="#ddd8cd"/>
    <path d="M${cx - 95 * scale},${cy - 40 * scale} L${cx - 80 * scale},${cy + 80 * scale} Q${cx},${cy + 110 * scale} ${cx + 80 * scale},${cy + 80 * scale} L${cx + 95 * scale},${cy - 40 * scale} Z" fill="${colour}"/>
    <path d="M${cx + 90 * scale},${cy - 10 * scale} q${70 * scale},${5 * scale} ${45 * scale},${60 * scale} q${-15 * scale},${20 * scale} ${-50 * scale},${15 * scale}" fill="none" stroke="${colour}" stroke-width="${16 * scale}"/>
    <ellipse cx="${cx}" cy="${cy - 40 * scale}" rx="${95 * scale}" ry="${26 * scale}" fill="#5a3520"/>
    <ellipse cx="${cx - 10 * scale}" cy="${cy - 44 * scale}" rx="${60 * scale}" ry="${14 * scale}" fill="#c89a6a" opacity="0.85"/>
    <path d="M${cx - 60 * scale},${cy - 30 * scale} L${cx - 75 * scale},${cy + 70 * scale}" stroke="#fff" stroke-width="${8 * scale}" opacity="0.35"/>`;
  const grain = Array.from({ length: 70 }, () => {
    const y = 560 + rand() * 640;
    return `<path d="M0,${f(y)} C${f(W * 0.3)},${f(y + (rand() - 0.5) * 30)} ${f(W * 0.7)},${f(y + (rand() - 0.5) * 30)} ${W},${f(y)}" stroke="#5b3a22" stroke-width="${f(1 + rand() * 3)}" fill="none" opacity="${(0.15 + rand() * 0.25).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>${sharedDefs}
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3d4b46"/><stop offset="0.6" stop-color="#6f7d6c"/><stop offset="1" stop-color="#c9b48f"/></linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a8774c"/><stop offset="1" stop-color="#6b4326"/></linearGradient>
    <radialGradient id="window" cx="0.85" cy="0.2" r="0.6"><stop offset="0" stop-color="#fff4d8" stop-opacity="0.95"/><stop offset="1" stop-color="#fff4d8" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="600" fill="url(#wall)"/>
  <g filter="url(#haze)">
    <rect x="1080" y="40" width="420" height="420" fill="#f7ecd0"/>
    <circle cx="260" cy="220" r="120" fill="#e7b15a" opacity="0.8"/>
    <rect x="520" y="120" width="220" height="300" fill="#2a3531" opacity="0.7"/>
  </g>
  <rect width="${W}" height="600" fill="url(#window)"/>
  <path d="M0,560 L${W},520 L${W},${H} L0,${H} Z" fill="url(#table)"/>
  ${grain}
  <g filter="url(#far)"><rect x="1180" y="380" width="160" height="190" rx="16" fill="#c84f32"/><rect x="1200" y="350" width="120" height="40" fill="#eee"/></g>
  ${cup(560, 700, 1.3, '#f2efe8')}
  ${cup(1060, 760, 1.05, '#2f6e8e')}
  <ellipse cx="300" cy="980" rx="170" ry="60" fill="#e9dcc3"/><path d="M190,960 q110,-70 220,0 q-110,30 -220,0" fill="#d49b45"/>
  <rect width="${W}" height="${H}" fill="url(#window)" opacity="0.25"/>
</svg>`;
}

function mountainRoad(rand: () => number): string {
  // a jagged range: a few summits, then midpoint displacement between them
  let ridge: [number, number][] = Array.from({ length: 6 }, (_, i) => [
    (i / 5) * W,
    i % 2 ? 70 + rand() * 90 : 250 + rand() * 90,
  ]);
  for (let level = 0, amplitude = 170; level < 6; level++, amplitude *= 0.58) {
    ridge = ridge.flatMap(([x, y], i) => {
      const next = ridge[i + 1];
      return next
        ? [
            [x, y] as [number, number],
            [(x + next[0]) / 2, (y + next[1]) / 2 + (rand() - 0.5) * amplitude] as [number, number],
          ]
        : [[x, y] as [number, number]];
    });
  }
  const range = `M0,640 ${ridge.map(([x, y]) => `L${f(x)},${f(y)}`).join(' ')} L${W},640 Z`;
  // snow lies thick on the summits and thins out towards the snowline
  const snow = `M${ridge.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')} ${[...ridge]
    .reverse()
    .map(([x, y]) => `L${f(x)},${f(y + Math.max(6, (330 - y) * 0.75) + (rand() - 0.5) * 24)}`)
    .join(' ')} Z`;
  const posts = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8,
      x = 980 + t * 560,
      y = 700 + t * t * 480,
      s = 0.4 + t * 1.6;
    return `<rect x="${f(x)}" y="${f(y - 40 * s)}" width="${f(8 * s)}" height="${f(40 * s)}" fill="#f2f2f2"/><rect x="${f(x)}" y="${f(y - 32 * s)}" width="${f(8 * s)}" height="${f(8 * s)}" fill="#c0392b"/>`;
  }).join('');
  const trees = Array.from({ length: 40 }, () => {
    const x = rand() * 700,
      y = 640 + rand() * 420,
      h = 40 + (y - 600) * 0.35;
    return `<path d="M${f(x)},${f(y - h)} L${f(x + h * 0.22)},${f(y)} L${f(x - h * 0.22)},${f(y)} Z" fill="${rand() > 0.5 ? '#1e3a27' : '#2a4a31'}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>${sharedDefs}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d6fb0"/><stop offset="1" stop-color="#cfe0ee"/></linearGradient>
    <linearGradient id="snow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d5deea"/></linearGradient>
    <linearGradient id="meadow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fae5a"/><stop offset="1" stop-color="#3f6a2a"/></linearGradient>
    <linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a8d91"/><stop offset="1" stop-color="#3b3e42"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <g filter="url(#haze)"><ellipse cx="400" cy="160" rx="300" ry="50" fill="#fff" opacity="0.7"/><ellipse cx="1200" cy="110" rx="260" ry="40" fill="#fff" opacity="0.6"/></g>
  <g filter="url(#far)">
    <path d="${range}" fill="#7a879d"/>
    <path d="${snow}" fill="url(#snow)"/>
    <path d="M0,640 C300,520 600,590 900,530 S1400,590 ${W},540 L${W},700 L0,700 Z" fill="#6f8466"/>
  </g>
  <path d="M0,660 C400,600 900,650 ${W},620 L${W},${H} L0,${H} Z" fill="url(#meadow)"/>
  ${trees}
  <path d="M860,640 C900,700 760,760 820,840 S1200,1000 1100,${H} L1600,${H} C1600,1050 1050,950 1000,860 S1000,700 900,640 Z" fill="url(#asphalt)"/>
  <path d="M880,650 C910,720 800,770 860,850 S1280,1010 1330,${H}" stroke="#f3f0e6" stroke-width="6" stroke-dasharray="40 36" fill="none"/>
  ${posts}
  <g filter="url(#soft)"><ellipse cx="1450" cy="1150" rx="300" ry="80" fill="#28401f"/></g>
</svg>`;
}

function harbour(rand: () => number): string {
  const horizon = 560;
  const hulls = ['#f4f1ea', '#2f5d8a', '#b5452b', '#e3c35a', '#ffffff', '#1f3b4d'];
  const boats = Array.from({ length: 7 }, (_, i) => {
    const cx = 140 + i * 210 + rand() * 60,
      cy = 820 + (i % 2) * 110 + rand() * 30,
      s = 0.8 + rand() * 0.5,
      hull = pick(rand, hulls);
    return `<g>
      <path d="M${f(cx - 110 * s)},${f(cy)} L${f(cx + 110 * s)},${f(cy)} L${f(cx + 80 * s)},${f(cy + 40 * s)} L${f(cx - 85 * s)},${f(cy + 40 * s)} Z" fill="${hull}"/>
      <rect x="${f(cx - 30 * s)}" y="${f(cy - 36 * s)}" width="${f(60 * s)}" height="${f(36 * s)}" fill="#f1ede4"/>
      <rect x="${f(cx - 2 * s)}" y="${f(cy - 260 * s)}" width="${f(4 * s)}" height="${f(224 * s)}" fill="#d9d4c8"/>
      <path d="M${f(cx)},${f(cy - 250 * s)} L${f(cx + 90 * s)},${f(cy - 40 * s)}" stroke="#b9b4a8" stroke-width="2"/>
      <g transform="translate(0 ${f(2 * cy + 80 * s)}) scale(1 -1)" opacity="0.3" filter="url(#ripple)"><path d="M${f(cx - 110 * s)},${f(cy + 40 * s)} L${f(cx + 110 * s)},${f(cy + 40 * s)} L${f(cx + 80 * s)},${f(cy + 80 * s)} L${f(cx - 85 * s)},${f(cy + 80 * s)} Z" fill="${hull}"/></g>
    </g>`;
  }).join('');
  const facades = Array.from({ length: 14 }, (_, i) => {
    const x = i * 118,
      h = 120 + rand() * 90;
    return `<rect x="${x}" y="${f(horizon - h)}" width="116" height="${f(h)}" fill="${pick(rand, ['#e9d3b0', '#d98c5f', '#f2e6cf', '#c9a37b', '#e7b7a0'])}"/><rect x="${x + 20}" y="${f(horizon - h + 30)}" width="22" height="30" fill="#3c4650"/><rect x="${x + 70}" y="${f(horizon - h + 30)}" width="22" height="30" fill="#3c4650"/>`;
  }).join('');
  const ripples = Array.from({ length: 110 }, () => {
    const y = horizon + 20 + rand() ** 1.4 * (H - horizon - 20);
    return `<rect x="${f(rand() * W)}" y="${f(y)}" width="${f(40 + rand() * 200)}" height="${f(2 + rand() * 3)}" fill="#e8f1f5" opacity="${(0.08 + rand() * 0.2).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>${sharedDefs}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3a86b"/><stop offset="0.55" stop-color="#f6d7a7"/><stop offset="1" stop-color="#d9e2e4"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa3b5"/><stop offset="1" stop-color="#1f4459"/></linearGradient>
  </defs>
  <rect width="${W}" height="${horizon}" fill="url(#sky)"/>
  <g filter="url(#haze)"><circle cx="1240" cy="260" r="120" fill="#fff1d0"/></g>
  <g filter="url(#far)"><path d="M0,${horizon - 150} C400,${horizon - 260} 800,${horizon - 180} ${W},${horizon - 240} L${W},${horizon} L0,${horizon} Z" fill="#a08f9a"/></g>
  ${facades}
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#water)"/>
  <rect y="${horizon}" width="${W}" height="26" fill="#6b6259"/>
  ${ripples}${boats}
  <rect x="0" y="${H - 90}" width="${W}" height="90" fill="#5d5148"/><rect x="0" y="${H - 90}" width="${W}" height="10" fill="#7d7064"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${120 + i * 260}" y="${H - 130}" width="26" height="50" rx="8" fill="#2e2a27"/>`).join('')}
</svg>`;
}

const drawers: Record<DemoScene, (rand: () => number) => string> = {
  'lakeside-town': lakesideTown,
  'cafe-table': cafeTable,
  'mountain-road': mountainRoad,
  harbour,
};

/** One scene as a SCENE_WIDTH × SCENE_HEIGHT JPEG (quality 90) with film grain. */
export async function demoScenePhoto(scene: DemoScene, seed = 1): Promise<Buffer> {
  const rand = seededRandom(seed * 7919 + DEMO_SCENES.indexOf(scene));
  // drawn at the plan's size, then enlarged (its blurs took 15 times as long drawn large), the grain at full size
  const drawn = await sharp(Buffer.from(drawers[scene](rand)))
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  const { data, info } = await sharp(drawn)
    .resize(SCENE_WIDTH, SCENE_HEIGHT)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const noise = seededRandom(seed);
  for (let i = 0; i < data.length; i += 3) {
    const grain = (noise() + noise() + noise() - 1.5) * 12;
    data[i] = clamp(data[i]! + grain);
    data[i + 1] = clamp(data[i + 1]! + grain);
    data[i + 2] = clamp(data[i + 2]! + grain);
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));
