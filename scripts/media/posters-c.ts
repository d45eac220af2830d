/** Posters 7–9: neo-minimal peak, lakeside village, night train on a viaduct. */
import { type Poster, W, H, M, RED, caption, circle, poly, rect, ridge, text, rng, r1 } from './svg.ts';

/** 7 — Neo-minimal: one peak, three flat colours, lots of space. */
export function peak(): Poster {
  const sand = '#efe6d6';
  const blue = '#24365e';
  const mountain = poly(
    [
      [90, 1010],
      [300, 790],
      [360, 760],
      [430, 640],
      [470, 560],
      [496, 566],
      [520, 610],
      [560, 640],
      [660, 790],
      [780, 900],
      [848, 950],
      [848, 1010],
    ],
    blue,
  );
  const snow = poly(
    [
      [430, 640],
      [470, 560],
      [496, 566],
      [520, 610],
      [560, 640],
      [528, 650],
      [506, 626],
      [482, 668],
      [458, 640],
    ],
    sand,
  );
  const ground = rect(0, 1008, W, 200, blue);
  const sun = circle(486, 560, 176, RED);
  const scene = [sun, mountain, snow, ground, caption(H - M - 34, sand)].join('');
  const title =
    text(W / 2, 190, 76, 'CERVIN', { fill: blue, anchor: 'middle', spacing: 26 }) +
    text(W / 2, 236, 20, '4478 M  ·  VALAIS', { fill: RED, anchor: 'middle', spacing: 8 });
  return { id: 'peak', bg: sand, scene, title };
}

/** One house: body, roof, windows. */
function house(x: number, base: number, w: number, h: number, wall: string, roof: string, win: string): string {
  let out =
    rect(x, base - h, w, h, wall) +
    poly(
      [
        [x - 6, base - h + 2],
        [x + w / 2, base - h - w * 0.42],
        [x + w + 6, base - h + 2],
      ],
      roof,
    );
  for (let wy = base - h + 12; wy < base - 16; wy += 20)
    for (let wx = x + 8; wx < x + w - 12; wx += 16) out += rect(wx, wy, 7, 10, win);
  return out;
}

/** 8 — Alpine coastal poster of a lakeside village. */
export function village(): Poster {
  const sky = '#d7e6ea';
  const deep = '#1f4a3d';
  const far = ridge(
    [
      [0, 430],
      [90, 360],
      [170, 300],
      [230, 340],
      [330, 230],
      [420, 320],
      [500, 290],
      [600, 200],
      [690, 300],
      [760, 270],
      [848, 330],
    ],
    700,
    '#8ea8c3',
  );
  const snow =
    poly(
      [
        [330, 230],
        [370, 275],
        [350, 270],
        [334, 290],
        [316, 268],
        [296, 272],
      ],
      '#fbfbf7',
    ) +
    poly(
      [
        [600, 200],
        [646, 250],
        [624, 244],
        [604, 266],
        [588, 246],
        [566, 252],
      ],
      '#fbfbf7',
    ) +
    poly(
      [
        [170, 300],
        [196, 320],
        [180, 318],
        [168, 332],
        [152, 318],
      ],
      '#fbfbf7',
    );
  const mid = `<path d="M0 520 C140 430 260 470 380 520 C500 570 640 460 848 500 L848 760 L0 760 Z" fill="#5f8c63"/>`;
  const near = `<path d="M0 600 C120 560 240 590 330 640 L520 760 L0 760 Z" fill="${deep}"/>`;
  const lake = rect(0, 760, W, 300, '#2f6f8f');
  const r = rng(8);
  let houses = '';
  let reflect = '';
  const walls = ['#f3e6c8', '#e8b36a', '#f4d9c7', '#d9805b', '#fbf3e0', '#e9c46a'];
  const spots: [number, number][] = [
    [30, 712],
    [96, 704],
    [150, 690],
    [60, 750],
    [206, 720],
    [270, 740],
    [330, 750],
    [130, 760],
    [390, 762],
    [450, 764],
  ];
  spots.forEach(([x, base], i) => {
    const w = 44 + Math.floor(r() * 18);
    const h = 52 + Math.floor(r() * 40);
    houses += house(x, base, w, h, walls[i % walls.length], i % 3 === 0 ? '#8a3b2a' : '#b5472c', '#2b3a4a');
    if (base > 745)
      for (let k = 0; k < 4; k++)
        reflect += rect(x + k * 3, 768 + k * 16, w - k * 6, 9, walls[i % walls.length], 'opacity="0.4"');
  });
  // Church with a tall spire, and a few round trees.
  const church =
    rect(236, 590, 34, 130, '#fbf3e0') +
    poly(
      [
        [230, 592],
        [253, 500],
        [276, 592],
      ],
      '#2b3a4a',
    ) +
    circle(253, 620, 7, '#2b3a4a');
  let trees = '';
  for (const [x, y, s] of [
    [14, 690, 26],
    [196, 676, 20],
    [300, 700, 24],
    [520, 748, 24],
    [556, 742, 18],
    [380, 720, 20],
  ] as const)
    trees += circle(x, y, s, deep);
  let ripples = '';
  for (let i = 0; i < 10; i++)
    ripples += rect(40 + ((i * 173) % 700), 800 + i * 22, 60 + ((i * 41) % 80), 3, '#6aa3bf', 'rx="1.5"');
  const boat =
    poly(
      [
        [620, 880],
        [700, 880],
        [690, 892],
        [630, 892],
      ],
      '#fbf3e0',
    ) +
    poly(
      [
        [660, 878],
        [660, 800],
        [700, 876],
      ],
      '#fbf3e0',
    ) +
    poly(
      [
        [656, 876],
        [656, 812],
        [626, 874],
      ],
      RED,
    );
  const band = rect(0, 1036, W, 180, '#f3ead8');
  const sun = circle(150, 170, 56, '#f6e7b0');
  const cloud = (x: number, y: number, s: number) =>
    `<path d="M${x} ${y} h${150 * s} a${22 * s} ${22 * s} 0 0 0 -${30 * s} -${26 * s} a${30 * s} ${30 * s} 0 0 0 -${56 * s} -${14 * s} a${26 * s} ${26 * s} 0 0 0 -${44 * s} ${18 * s} a${16 * s} ${16 * s} 0 0 0 -${20 * s} ${22 * s} Z" fill="#f7f4ec"/>`;
  const scene = [
    sun,
    cloud(420, 150, 1),
    cloud(640, 110, 0.7),
    far,
    snow,
    mid,
    near,
    lake,
    reflect,
    ripples,
    trees,
    church,
    houses,
    boat,
    band,
    caption(H - M - 26, deep),
  ].join('');
  const title =
    text(W / 2, 1034, 150, 'BRIENZ', { fill: RED, anchor: 'middle', spacing: 6 }) +
    text(W / 2, 1102, 24, 'AM SEE  ·  BERNER OBERLAND', { fill: deep, anchor: 'middle', spacing: 8 });
  return { id: 'village', bg: sky, scene, title };
}

/** 9 — Swiss travel poster: a night train crossing a stone viaduct under the stars. */
export function nightTrain(): Poster {
  const night = '#0f1d3a';
  const r = rng(9);
  let stars = '';
  for (let i = 0; i < 150; i++) {
    const x = M + r() * (W - 2 * M);
    const y = M + r() * 560;
    stars += circle(x, y, 0.8 + r() * r() * 2.6, '#f4ecd0', `opacity="${r1(0.55 + r() * 0.45)}"`);
  }
  for (const [x, y] of [
    [140, 360],
    [690, 470],
    [420, 420],
    [790, 300],
  ] as const)
    stars += `<path d="M${x} ${y - 14} L${x + 3} ${y - 3} L${x + 14} ${y} L${x + 3} ${y + 3} L${x} ${y + 14} L${x - 3} ${y + 3} L${x - 14} ${y} L${x - 3} ${y - 3} Z" fill="#fff4c4"/>`;
  const moon = circle(680, 340, 54, '#f4ecd0') + circle(700, 326, 48, night);
  const far = ridge(
    [
      [0, 640],
      [120, 520],
      [200, 560],
      [320, 450],
      [420, 540],
      [520, 480],
      [640, 560],
      [740, 500],
      [848, 560],
    ],
    1200,
    '#22355e',
  );
  const caps =
    poly(
      [
        [320, 450],
        [350, 480],
        [334, 478],
        [320, 492],
        [306, 478],
        [292, 478],
      ],
      '#aab6d0',
    ) +
    poly(
      [
        [520, 480],
        [548, 506],
        [532, 504],
        [520, 516],
        [508, 504],
        [494, 506],
      ],
      '#aab6d0',
    );
  const near = ridge(
    [
      [0, 760],
      [160, 690],
      [300, 760],
      [470, 700],
      [620, 780],
      [848, 700],
    ],
    1200,
    '#16274a',
  );
  // The viaduct: one stone mass with arched holes (even-odd fill).
  const deck = 720;
  let d = `M${M - 4} ${deck} H${W - M + 4} V1200 H${M - 4} Z`;
  const span = 118;
  for (let x = 40; x < W; x += span) {
    const w = span - 34;
    const top = deck + 110;
    d += ` M${x} 1200 V${top} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${top} V1200 Z`;
  }
  let viaduct = `<clipPath id="stone"><path d="${d}" clip-rule="evenodd"/></clipPath><path d="${d}" fill="#7d7a96" fill-rule="evenodd"/><g clip-path="url(#stone)">`;
  for (let y = deck + 60; y < 1200; y += 56) viaduct += rect(0, y, W, 3, '#6a6785');
  for (let x = 40; x < W; x += span) viaduct += rect(x + span - 12, deck + 22, 12, 500, '#625f7e');
  viaduct += '</g>' + rect(0, deck, W, 16, '#9d9ab4') + rect(0, deck + 16, W, 6, '#5d5a78');
  const mist = rect(0, 1040, W, 40, '#2a3c66', 'opacity="0.7"') + rect(0, 1080, W, 140, '#1d2d52');
  // The train: a red engine and five blue coaches with lit windows.
  const base = deck - 4;
  let train = '';
  for (let c = 0; c < 5; c++) {
    const x = 150 + c * 108;
    train += rect(x, base - 44, 102, 40, '#1d2b44', 'rx="5"') + rect(x + 2, base - 48, 98, 6, '#2c3d5e', 'rx="3"');
    for (let k = 0; k < 6; k++) train += rect(x + 8 + k * 15, base - 36, 10, 13, '#ffd66b', 'rx="2"');
    train += circle(x + 16, base - 3, 5, '#0b1530') + circle(x + 86, base - 3, 5, '#0b1530');
  }
  const lx = 150 + 5 * 108;
  train += `<path d="M${lx} ${base - 4} V${base - 48} H${lx + 84} Q${lx + 104} ${base - 44} ${lx + 106} ${base - 18} V${base - 4} Z" fill="${RED}"/>`;
  train +=
    rect(lx + 70, base - 38, 22, 14, '#ffd66b', 'rx="2"') +
    rect(lx + 10, base - 36, 12, 12, '#ffd66b', 'rx="2"') +
    rect(lx, base - 16, 106, 4, '#f4ecd0');
  train += `<path d="M${lx + 30} ${base - 48} L${lx + 44} ${base - 66} L${lx + 58} ${base - 48}" fill="none" stroke="#aab6d0" stroke-width="3"/>`;
  train +=
    poly(
      [
        [lx + 106, base - 14],
        [W, base - 50],
        [W, base + 20],
      ],
      '#ffe9a0',
      'opacity="0.22"',
    ) + circle(lx + 104, base - 12, 4, '#fff4c4');
  let forest = '';
  for (let x = M - 10; x < W; x += 16 + r() * 14) {
    const h = 70 + r() * 90;
    const y = 1210 - r() * 30;
    forest += poly(
      [
        [x - h * 0.22, y],
        [x, y - h],
        [x + h * 0.22, y],
      ],
      r() < 0.5 ? '#0b1530' : '#101c3a',
    );
  }
  const valleyMist =
    rect(0, 1000, W, 30, '#3a4c7a', 'opacity="0.35"') + rect(0, 1030, W, 200, '#2a3c66', 'opacity="0.45"');
  const scene = [
    stars,
    moon,
    far,
    caps,
    near,
    mist,
    viaduct,
    valleyMist,
    forest,
    train,
    caption(H - M - 30, '#aab6d0'),
  ].join('');
  const title =
    text(W / 2, 184, 112, 'NACHTZUG', { fill: '#ffd66b', anchor: 'middle', spacing: 2 }) +
    text(W / 2, 244, 24, 'GRAUBÜNDEN  ·  TRAIN DE NUIT', { fill: '#c9d3f2', anchor: 'middle', spacing: 8 });
  return { id: 'night-train', bg: night, scene, title };
}
