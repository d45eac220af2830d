/** Posters 4 and 6: modernist funicular, striped lighthouse. (Poster 5, the café, is in posters-cafe.ts.) */
import { type Poster, W, H, M, RED, INK, caption, circle, poly, rect, text, r1 } from './svg.ts';

/** 4 — Minimal modernist: a red funicular on a diagonal track. */
export function funicular(): Poster {
  const bg = '#e9e2d2';
  const hill = '#22403a';
  const slope = (x: number) => 1080 - 0.72 * x;
  const angle = (Math.atan(0.72) * 180) / Math.PI;
  const ground = poly(
    [
      [0, slope(0)],
      [W, slope(W)],
      [W, H],
      [0, H],
    ],
    hill,
  );
  const far = poly(
    [
      [0, slope(0) - 120],
      [W, slope(W) - 300],
      [W, slope(W)],
      [0, slope(0)],
    ],
    '#b9c4b5',
  );
  // Rails on a thin bed, with sleepers drawn across.
  const off = 18;
  let track = `<line x1="0" y1="${slope(0) - off}" x2="${W}" y2="${r1(slope(W) - off)}" stroke="${INK}" stroke-width="5"/>`;
  track += `<line x1="0" y1="${slope(0) - off - 16}" x2="${W}" y2="${r1(slope(W) - off - 16)}" stroke="${INK}" stroke-width="3"/>`;
  for (let x = 10; x < W; x += 26)
    track += `<line x1="${x}" y1="${r1(slope(x) - off + 2)}" x2="${x + 6}" y2="${r1(slope(x + 6) - off - 22)}" stroke="${INK}" stroke-width="3"/>`;
  track += `<line x1="0" y1="${slope(0) - off - 8}" x2="${W}" y2="${r1(slope(W) - off - 8)}" stroke="${RED}" stroke-width="1.5"/>`;
  // The car: rectangles in a skewed frame become a parallelogram with upright ends.
  const cx = 330;
  const cy = slope(cx) - off - 20;
  let car = `<g transform="translate(${cx} ${r1(cy)}) skewY(${r1(-angle)})">`;
  car += rect(0, -150, 300, 150, RED) + rect(-6, -162, 312, 14, INK) + rect(10, -4, 280, 8, INK);
  for (let i = 0; i < 4; i++) car += rect(20 + i * 68, -126, 50, 60, '#f6f1e7');
  car += rect(0, -50, 300, 8, '#f6f1e7') + rect(292, -150, 8, 150, '#a81d11');
  car += '</g>';
  const sun = circle(640, 300, 92, '#f0b43c');
  const sx = 692;
  let station =
    poly(
      [
        [sx, slope(sx) - off - 16],
        [sx, 360],
        [W, 360],
        [W, slope(W) - off - 16],
      ],
      INK,
    ) + rect(sx - 14, 346, W - sx + 14, 16, RED);
  for (let x = sx + 18; x < W - 20; x += 40) station += rect(x, 388, 24, 40, '#f0b43c');
  const scene = [
    sun,
    far,
    ground,
    track,
    station,
    car,
    text(W - M - 40, 1086, 120, '37°', { fill: '#f6f1e7', anchor: 'end' }),
    caption(H - M - 30, '#c8d3c4'),
  ].join('');
  const title =
    text(58, 168, 116, 'Funiculaire', { fill: INK, spacing: -3, stretch: 'condensed' }) +
    rect(62, 200, 220, 10, RED) +
    text(60, 256, 22, 'STANDSEILBAHN · FUNICOLARE', { fill: INK, spacing: 4, weight: 'normal' }) +
    text(60, 288, 22, 'VIEILLE VILLE — BELVÉDÈRE', { fill: RED, spacing: 4 });
  return { id: 'funicular', bg, scene, title };
}

/** 6 — Seaside poster with a striped lighthouse at dusk. */
export function lighthouse(): Poster {
  const navy = '#1c2b4a';
  const cream = '#f6f1e7';
  const bands = ['#1c2b4a', '#2c3f6a', '#45558a', '#7a5f8f', '#d9786a', '#f2a66b', '#f8cf8a'];
  let sky = '';
  bands.forEach((c, i) => (sky += rect(0, i * 100, W, 110, c)));
  const horizon = 720;
  const beams =
    poly(
      [
        [560, 452],
        [0, 240],
        [0, 330],
      ],
      '#f8e7a8',
      'opacity="0.35"',
    ) +
    poly(
      [
        [560, 452],
        [W, 330],
        [W, 420],
      ],
      '#f8e7a8',
      'opacity="0.25"',
    );
  const sunDisc = circle(230, horizon, 70, '#fbe3a3');
  let sea = rect(0, horizon, W, 500, '#2b5f8c');
  for (let row = 0; row < 9; row++) {
    const y = horizon + 26 + row * row * 6 + row * 18;
    const step = 40 + row * 14;
    let d = '';
    for (let x = -((row * 23) % step); x < W + step; x += step)
      d += `M${x} ${r1(y)} q${step / 4} ${-6 - row} ${step / 2} 0 `;
    sea += `<path d="${d}" fill="none" stroke="#6fb1d2" stroke-width="${2 + row * 0.6}" stroke-linecap="round"/>`;
  }
  const glow =
    rect(180, horizon + 4, 100, 5, '#fbe3a3', 'rx="2.5"') +
    rect(200, horizon + 22, 60, 5, '#fbe3a3', 'rx="2.5"') +
    rect(214, horizon + 42, 32, 4, '#f2a66b', 'rx="2"');
  const rocks =
    poly(
      [
        [330, 1200],
        [352, 1040],
        [380, 990],
        [420, 905],
        [470, 880],
        [560, 872],
        [680, 890],
        [760, 930],
        [848, 950],
        [848, 1200],
      ],
      navy,
    ) +
    poly(
      [
        [250, 1200],
        [300, 1110],
        [370, 1070],
        [450, 1080],
        [540, 1140],
        [600, 1200],
      ],
      '#101a30',
    );
  // Tower tapering from 120 wide at the base to 76 under the gallery.
  const base = 880;
  const top = 470;
  const tower: [number, number][] = [
    [500, base],
    [620, base],
    [598, top],
    [522, top],
  ];
  const towerPts = tower.map(([x, y]) => `${x},${y}`).join(' ');
  let stripes = '';
  for (let i = 0; i < 6; i++) stripes += rect(480, top + i * 70, 160, 35, RED);
  const lighthouseG =
    `<clipPath id="tw"><polygon points="${towerPts}"/></clipPath><polygon points="${towerPts}" fill="${cream}"/>` +
    `<g clip-path="url(#tw)">${stripes}${rect(560, top, 60, base - top, '#000', 'opacity="0.12"')}</g>` +
    `<path d="M548 880 V846 a12 12 0 0 1 24 0 V880 Z" fill="${navy}"/>` +
    rect(506, top - 14, 108, 16, navy) +
    rect(526, top - 76, 68, 62, '#fbe3a3') +
    rect(524, top - 76, 6, 62, navy) +
    rect(590, top - 76, 6, 62, navy) +
    rect(557, top - 76, 6, 62, navy) +
    `<path d="M516 ${top - 76} Q560 ${top - 140} 604 ${top - 76} Z" fill="${RED}"/>` +
    rect(557, top - 152, 6, 30, navy);
  const gull = (x: number, y: number, s: number) =>
    `<path d="M${x - 20 * s} ${y} q${10 * s} ${-12 * s} ${20 * s} 0 q${10 * s} ${-12 * s} ${20 * s} 0" fill="none" stroke="${navy}" stroke-width="${3.5 * s}" stroke-linecap="round"/>`;
  const boat =
    poly(
      [
        [120, horizon - 4],
        [170, horizon - 4],
        [162, horizon + 4],
        [128, horizon + 4],
      ],
      navy,
    ) +
    poly(
      [
        [146, horizon - 6],
        [146, horizon - 58],
        [172, horizon - 8],
      ],
      cream,
    );
  const scene = [
    sky,
    beams,
    sunDisc,
    sea,
    glow,
    boat,
    rocks,
    lighthouseG,
    gull(360, 520, 1.2),
    gull(420, 470, 0.9),
    gull(300, 590, 0.7),
    caption(H - M - 30, '#9fb3d6'),
  ].join('');
  const title =
    text(W / 2, 186, 128, 'LE PHARE', { fill: cream, anchor: 'middle', spacing: -2 }) +
    text(W / 2, 244, 24, 'BAINS DE MER  ·  SOIRS D’ÉTÉ', { fill: '#f8cf8a', anchor: 'middle', spacing: 8 });
  return { id: 'lighthouse', bg: navy, scene, title };
}
