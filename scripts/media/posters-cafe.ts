/** Poster 5 — impressionist café terrace at dusk, painted in dabbed brush strokes (seeded). */
import { type Poster, W, H, M, INK, caption, circle, poly, rect, text, rng, r1 } from './svg.ts';

type Pt = [number, number];
type Region = {
  pts: Pt[];
  base: string;
  palette: (x: number, y: number, r: () => number) => string;
  angle: (x: number, y: number) => number;
};

function inside([x, y]: Pt, pts: Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i];
    const [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

const pick = (list: string[]) => (_x: number, _y: number, r: () => number) => list[Math.floor(r() * list.length)];

const SKY = '#1d2c5e';
const warm = ['#e8a23c', '#f2c25a', '#c97a34', '#d9924a'];
const cool = ['#3d4f8a', '#5a6aa0', '#2c3a6e', '#6e5f8e'];

const regions: Region[] = [
  // Order matters: the first region that holds a point paints it.
  {
    pts: [
      [22, 624],
      [392, 608],
      [392, 700],
      [22, 860],
    ],
    base: '#f0a830',
    palette: pick(['#f7c54a', '#f3a93a', '#fbd86a', '#e88c2e', '#fff0a0']),
    angle: () => 90,
  },
  {
    pts: [
      [22, 480],
      [380, 560],
      [392, 608],
      [22, 624],
    ],
    base: '#f2c230',
    palette: pick(['#f6d24a', '#f2b72c', '#f9e27a', '#e9a526']),
    angle: () => 14,
  },
  {
    pts: [
      [22, 330],
      [380, 510],
      [380, 560],
      [22, 480],
    ],
    base: '#c9803a',
    palette: pick(['#d98f3d', '#e3a34a', '#b86e2f', '#efb45a']),
    angle: () => 27,
  },
  {
    pts: [
      [848, 150],
      [580, 580],
      [580, 626],
      [848, 820],
    ],
    base: '#1a2650',
    palette: pick(['#1a2650', '#24336a', '#2e3f7c', '#141d40']),
    angle: () => 84,
  },
  {
    pts: [
      [22, 860],
      [392, 700],
      [560, 612],
      [848, 820],
      [848, 1200],
      [22, 1200],
    ],
    base: '#4a4f7a',
    palette: (x, y, r) => {
      const warmth = Math.min(1, Math.max(0, 1.15 - x / 620 - (y - 900) / 1400));
      const list = r() < warmth ? warm : cool;
      return list[Math.floor(r() * list.length)];
    },
    angle: (x, y) => -4 + 8 * Math.sin(x / 40 + y / 30),
  },
  {
    pts: [
      [0, 0],
      [W, 0],
      [W, H],
      [0, H],
    ],
    base: SKY,
    palette: pick(['#1d2c5e', '#2a3f7a', '#35508f', '#223a73', '#4a63a8', '#17224a']),
    angle: (x, y) => 15 + 35 * Math.sin(x / 110 + y / 90),
  },
];

function dab(x: number, y: number, rx: number, ry: number, a: number, fill: string): string {
  return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" transform="rotate(${Math.round(a)} ${r1(x)} ${r1(y)})"/>`;
}

function star(x: number, y: number, s: number, r: () => number): string {
  let out = '';
  for (const [rad, n, c] of [
    [28 * s, 14, '#7f97d8'],
    [18 * s, 10, '#f7e08a'],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const t = (i / n) * Math.PI * 2 + r() * 0.3;
      out += dab(x + rad * Math.cos(t), y + rad * Math.sin(t), 7 * s, 3 * s, (t * 180) / Math.PI + 90, c);
    }
  }
  return out + circle(x, y, 8 * s, '#fff4bf');
}

export function cafe(): Poster {
  const r = rng(5);
  let base = '';
  for (const g of regions.slice(0, -1)) base += poly(g.pts, g.base);
  let dabs = '';
  const step = 16;
  for (let gy = M - 6; gy < H - M + 6; gy += step) {
    for (let gx = M - 6; gx < W - M + 6; gx += step) {
      const x = gx + (r() - 0.5) * step;
      const y = gy + (r() - 0.5) * step;
      const g = regions.find((q) => inside([x, y], q.pts)) ?? regions[regions.length - 1];
      dabs += dab(x, y, 10 + r() * 6, 3.8 + r() * 2.4, g.angle(x, y) + (r() - 0.5) * 24, g.palette(x, y, r));
    }
  }
  // Lit windows on the dark houses opposite, in perspective.
  let windows = '';
  const vp: Pt = [560, 612];
  const lit = ['#f5cf5a', '#e9b84a', '#1a2650'];
  let n = 0;
  for (const x of [780, 690, 630, 594]) {
    const k = (x - vp[0]) / 288;
    const top = vp[1] + (150 - vp[1]) * k;
    const bottom = vp[1] + (820 - vp[1]) * k;
    const w = 0.11 * (x - vp[0]);
    for (const f of [0.12, 0.36, 0.6]) {
      const y = top + f * (bottom - top);
      const h = 0.15 * (bottom - top);
      const s1 = (y - vp[1]) / (x - vp[0]);
      const s2 = (y + h - vp[1]) / (x - vp[0]);
      windows += poly(
        [
          [x, y],
          [x + w, y + s1 * w],
          [x + w, y + h + s2 * w],
          [x, y + h],
        ],
        lit[n++ % 5 === 3 ? 2 : n % 2],
      );
    }
  }
  let stars = '';
  for (const [x, y, s] of [
    [520, 120, 1],
    [700, 90, 1.2],
    [610, 230, 0.8],
    [790, 220, 0.9],
    [470, 330, 0.8],
    [500, 470, 0.7],
    [740, 340, 0.6],
  ] as const)
    stars += star(x, y, s, r);
  // Tables and chairs on the terrace.
  let furniture = '';
  for (const [x, y, s] of [
    [110, 960, 1.2],
    [250, 900, 1],
    [360, 838, 0.8],
    [180, 1070, 1.4],
    [400, 960, 1.1],
  ] as const) {
    furniture +=
      rect(x - 3 * s, y, 6 * s, 46 * s, '#2a2340') +
      `<ellipse cx="${x}" cy="${y}" rx="${40 * s}" ry="${11 * s}" fill="#f6e3b0"/>`;
    const c = '#3a2f5a';
    furniture +=
      rect(x - 62 * s, y - 10 * s, 7 * s, 66 * s, c) +
      rect(x - 62 * s, y + 22 * s, 28 * s, 6 * s, c) +
      rect(x - 40 * s, y + 22 * s, 6 * s, 34 * s, c);
    furniture +=
      rect(x + 55 * s, y - 10 * s, 7 * s, 66 * s, c) +
      rect(x + 34 * s, y + 22 * s, 28 * s, 6 * s, c) +
      rect(x + 34 * s, y + 22 * s, 6 * s, 34 * s, c);
  }
  let lamp = '';
  for (let i = 0; i < 22; i++) {
    const t = (i / 22) * Math.PI * 2;
    lamp += dab(
      404 + 40 * Math.cos(t),
      540 + 40 * Math.sin(t),
      10,
      4,
      (t * 180) / Math.PI + 90,
      i % 2 ? '#f7c54a' : '#fff0a0',
    );
  }
  lamp += circle(404, 540, 24, '#fff6c8') + rect(398, 500, 12, 20, INK);
  const band = rect(0, H - M - 62, W, 80, SKY);
  const scene = [base, dabs, windows, stars, lamp, furniture, band, caption(H - M - 24, '#f2c25a')].join('');
  const title =
    text(56, 196, 150, 'CAFÉ', { fill: '#fbe7a1', spacing: -2, stroke: SKY, strokeWidth: 10 }) +
    text(62, 262, 44, 'DU SOIR', { fill: '#f2c25a', spacing: 16, stroke: SKY, strokeWidth: 8 }) +
    text(64, 302, 20, 'TERRASSE OUVERTE JUSQU’À MINUIT', {
      fill: '#c9d3f2',
      spacing: 3,
      weight: 'normal',
      stroke: SKY,
      strokeWidth: 6,
    });
  return { id: 'cafe', bg: SKY, scene, title };
}
