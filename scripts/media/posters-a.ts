/** Posters 1–3: Lugano lake steamer, pop-art gelato, psychedelic sunrise. */
import { type Poster, W, H, M, RED, INK, caption, circle, poly, rect, ridge, text, r1 } from './svg.ts';

/** 1 — Swiss mid-century: a lake steamer below the mountains. */
export function lugano(): Poster {
  const navy = '#1d2b44';
  const cream = '#f6f1e7';
  const far = ridge(
    [
      [0, 560],
      [80, 515],
      [150, 530],
      [250, 445],
      [320, 490],
      [400, 430],
      [470, 470],
      [560, 455],
      [640, 500],
      [720, 470],
      [848, 520],
    ],
    820,
    '#a8bccb',
  );
  const snow =
    poly(
      [
        [250, 445],
        [276, 468],
        [262, 466],
        [250, 478],
        [238, 468],
        [226, 466],
      ],
      cream,
    ) +
    poly(
      [
        [400, 430],
        [428, 455],
        [414, 452],
        [401, 464],
        [388, 454],
        [374, 456],
      ],
      cream,
    );
  const salvatore = `<path d="M430 820 C520 760 560 560 640 520 C700 490 740 600 848 700 L848 820 Z" fill="#3f6e6a"/>`;
  const bre = `<path d="M0 640 C120 600 220 660 330 740 L400 820 L0 820 Z" fill="#527f72"/>`;
  let town = '';
  const houses: [number, number, string][] = [
    [10, 40, '#e9c98f'],
    [54, 52, '#f2e2c0'],
    [110, 36, '#e3a765'],
    [150, 58, '#f2e2c0'],
    [214, 44, '#e9c98f'],
    [262, 40, '#f4d9a8'],
    [306, 50, '#e3a765'],
  ];
  for (const [x, hgt, c] of houses) {
    const w = 40;
    town +=
      rect(x, 806 - hgt, w, hgt + 14, c) +
      poly(
        [
          [x - 3, 806 - hgt],
          [x + w / 2, 792 - hgt],
          [x + w + 3, 806 - hgt],
        ],
        '#b5472c',
      );
    for (let wy = 814 - hgt; wy < 806; wy += 14) town += rect(x + 9, wy, 6, 8, navy) + rect(x + 25, wy, 6, 8, navy);
  }
  town +=
    rect(372, 736, 18, 84, '#f2e2c0') +
    poly(
      [
        [368, 736],
        [381, 706],
        [394, 736],
      ],
      '#b5472c',
    ) +
    circle(381, 752, 5, '#1d2b44');
  const lake = rect(0, 820, W, 400, '#2b7a9c');
  let glints = '';
  for (let i = 0; i < 9; i++) {
    const y = 850 + i * 30;
    glints += rect(560 + ((i * 37) % 60), y, 150 - i * 8, 4, '#f7c95a', 'rx="2"');
    glints += rect(40 + ((i * 53) % 120), y + 12, 90 + ((i * 29) % 70), 3, '#5fa3c2', 'rx="1.5"');
  }
  const sun = circle(640, 395, 74, '#f7b733');
  // The steamer, waterline at y 990.
  const wl = 990;
  const hull =
    poly(
      [
        [86, wl - 52],
        [620, wl - 48],
        [600, wl],
        [150, wl],
      ],
      navy,
    ) +
    poly(
      [
        [92, wl - 54],
        [618, wl - 50],
        [616, wl - 40],
        [100, wl - 44],
      ],
      RED,
    );
  const deck =
    rect(190, wl - 98, 360, 50, cream) + rect(240, wl - 134, 250, 36, cream) + rect(180, wl - 100, 380, 6, navy);
  let windows = '';
  for (let x = 204; x < 540; x += 24) windows += rect(x, wl - 84, 12, 16, navy, 'rx="2"');
  for (let x = 254; x < 480; x += 28) windows += rect(x, wl - 124, 14, 14, navy, 'rx="2"');
  const paddle = `<path d="M320 ${wl - 48} A54 54 0 0 1 428 ${wl - 48} Z" fill="${cream}" stroke="${navy}" stroke-width="6"/>`;
  const funnel = rect(352, wl - 214, 38, 80, '#e8b33a') + rect(352, wl - 214, 38, 16, INK);
  const smoke =
    circle(414, wl - 236, 24, '#e6dccb') + circle(452, wl - 258, 19, '#ece4d5') + circle(484, wl - 272, 13, '#f1ebe0');
  const mast =
    rect(560, wl - 190, 4, 92, navy) +
    rect(564, wl - 188, 34, 30, RED) +
    rect(578, wl - 183, 6, 20, cream) +
    rect(571, wl - 176, 20, 6, cream);
  const wake =
    rect(600, wl + 8, 170, 5, '#bfe0ea', 'rx="2.5"') +
    rect(660, wl + 24, 140, 4, '#8ec4d9', 'rx="2"') +
    rect(40, wl + 10, 70, 4, '#8ec4d9', 'rx="2"');
  const reflection = rect(160, wl + 2, 430, 20, '#1d5f7c');
  const scene = [
    sun,
    far,
    snow,
    salvatore,
    bre,
    town,
    lake,
    glints,
    reflection,
    hull,
    paddle,
    deck,
    windows,
    funnel,
    smoke,
    mast,
    wake,
    caption(H - M - 30, cream),
  ].join('');
  const title =
    text(W / 2, 222, 150, 'LUGANO', { fill: RED, anchor: 'middle', spacing: 2 }) +
    text(W / 2, 276, 24, 'LAGO DI LUGANO  ·  TICINO', { fill: navy, anchor: 'middle', spacing: 8 });
  return { id: 'lugano', bg: '#f3dfae', scene, title };
}

/** A scoop with a dripping lower edge. */
function scoop(cx: number, top: number, rx: number, bottom: number, fill: string, shade: string): string {
  const l = cx - rx;
  const rr = cx + rx;
  let d = `M${l} ${bottom} C${l} ${top + 30} ${cx - rx * 0.6} ${top} ${cx} ${top} C${cx + rx * 0.6} ${top} ${rr} ${top + 30} ${rr} ${bottom}`;
  const n = 6;
  for (let i = n - 1; i >= 0; i--) {
    const x0 = l + ((i + 1) * 2 * rx) / n;
    const x1 = l + (i * 2 * rx) / n;
    const drop = i % 2 === 0 ? 46 : 24;
    d += ` C${r1(x0)} ${bottom + drop} ${r1(x1)} ${bottom + drop} ${r1(x1)} ${bottom}`;
  }
  d += 'Z';
  const id = `s${Math.round(top)}`;
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath>` +
    `<path d="${d}" fill="${fill}"/>` +
    `<g clip-path="url(#${id})"><circle cx="${cx + rx * 0.9}" cy="${bottom + 10}" r="${rx * 1.05}" fill="url(#${shade})"/></g>` +
    `<path d="${d}" fill="none" stroke="${INK}" stroke-width="9" stroke-linejoin="round"/>` +
    `<ellipse cx="${cx - rx * 0.45}" cy="${top + 48}" rx="${rx * 0.2}" ry="14" fill="#fff" transform="rotate(-30 ${cx - rx * 0.45} ${top + 48})"/>`
  );
}

/** 2 — Pop-art halftone ice cream. */
export function gelato(): Poster {
  const dot = (id: string, size: number, r: number, c: string) =>
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<circle cx="${size / 4}" cy="${size / 4}" r="${r}" fill="${c}"/><circle cx="${(3 * size) / 4}" cy="${(3 * size) / 4}" r="${r}" fill="${c}"/></pattern>`;
  const defs =
    dot('ray', 26, 5.2, '#ff5a1f') + dot('pinkdots', 16, 3.4, '#d8337a') + dot('mintdots', 16, 3.4, '#2f9f88');
  const cx = 424;
  const cy = 620;
  let rays = '';
  for (let i = 0; i < 16; i += 2) {
    const a0 = (i * Math.PI) / 8;
    const a1 = ((i + 1) * Math.PI) / 8;
    rays += poly(
      [
        [cx, cy],
        [cx + 1200 * Math.cos(a0), cy + 1200 * Math.sin(a0)],
        [cx + 1200 * Math.cos(a1), cy + 1200 * Math.sin(a1)],
      ],
      'url(#ray)',
    );
  }
  const cone =
    `<clipPath id="cone"><polygon points="298,700 550,700 424,1040"/></clipPath>` +
    `<polygon points="298,700 550,700 424,1040" fill="#eaa54c"/>` +
    `<g clip-path="url(#cone)" stroke="#b06a22" stroke-width="6">` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<line x1="${220 + i * 40}" y1="680" x2="${40 + i * 40}" y2="1060"/><line x1="${180 + i * 40}" y1="680" x2="${360 + i * 40}" y2="1060"/>`,
    ).join('') +
    `</g><polygon points="298,700 550,700 424,1040" fill="none" stroke="${INK}" stroke-width="9" stroke-linejoin="round"/>`;
  const scoops = scoop(424, 470, 150, 690, '#ff7fb2', 'pinkdots') + scoop(424, 320, 122, 500, '#8ee8cf', 'mintdots');
  const cherry =
    `<path d="M452 292 C460 250 480 232 506 222" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>` +
    circle(446, 300, 36, '#e3241b', `stroke="${INK}" stroke-width="8"`) +
    `<ellipse cx="434" cy="288" rx="9" ry="6" fill="#fff" transform="rotate(-30 434 288)"/>`;
  const band = rect(0, 1090, W, 120, INK);
  const scene = [
    rays,
    cone,
    scoops,
    cherry,
    band,
    text(W / 2, 1138, 26, 'FRESH EVERY DAY  ·  TUTTI I GUSTI', { fill: '#ffd23a', anchor: 'middle', spacing: 5 }),
    caption(H - M - 18, '#f6f1e7'),
  ].join('');
  const title =
    `<g transform="rotate(-6 424 170)">` +
    text(W / 2 + 10, 232, 152, 'GELATO!', { fill: INK, anchor: 'middle', stroke: INK, strokeWidth: 18, spacing: -4 }) +
    text(W / 2, 222, 152, 'GELATO!', { fill: RED, anchor: 'middle', stroke: INK, strokeWidth: 10, spacing: -4 }) +
    `</g>`;
  return { id: 'gelato', bg: '#ffd23a', defs, scene, title };
}

/** A closed wavy ring: radius r, amplitude a, k lobes, phase p. */
function wavyRing(cx: number, cy: number, r: number, a: number, k: number, p: number): string {
  const pts: string[] = [];
  for (let i = 0; i <= 180; i++) {
    const t = (i / 180) * Math.PI * 2;
    const rr = r + a * Math.sin(k * t + p);
    pts.push(`${r1(cx + rr * Math.cos(t))},${r1(cy + rr * Math.sin(t))}`);
  }
  return pts.join(' ');
}

/** 3 — Psychedelic concert bill with a swirling sunrise. */
export function sunrise(): Poster {
  const colours = ['#ffd23f', '#ff8a1f', '#e0317e', '#7b2cbf', '#1fb5a5', '#ff8a1f', '#e0317e', '#3b1a6e'];
  const cx = W / 2;
  const cy = 820;
  let bands = '';
  for (let i = 14; i >= 1; i--) {
    const c = colours[i % colours.length];
    bands += `<polygon points="${wavyRing(cx, cy, 40 + i * 56, 10 + i * 2.2, 9, i * 0.55)}" fill="${c}"/>`;
  }
  bands += circle(cx, cy, 70, '#fff3c4');
  // The land below the horizon: flowing stripes.
  let land = '';
  const land_c = ['#3b1a6e', '#e0317e', '#2a0f4a', '#ff8a1f', '#3b1a6e', '#1fb5a5', '#2a0f4a'];
  for (let j = 0; j < land_c.length; j++) {
    const y0 = 880 + j * 46;
    let d = `M0 ${y0}`;
    for (let x = 0; x <= W; x += 24) d += ` L${x} ${r1(y0 + 16 * Math.sin(x / 70 + j * 0.9))}`;
    d += ` L${W} ${H} L0 ${H} Z`;
    land += `<path d="${d}" fill="${land_c[j]}"/>`;
  }
  const purple = '#2a0f4a';
  const bill =
    rect(0, 1070, W, 140, purple) +
    text(W / 2, 1112, 30, 'MORNING STAR  ·  THE DAWN BAND  ·  LUMEN', {
      fill: '#ffd23f',
      anchor: 'middle',
      spacing: 1,
      stretch: 'condensed',
    }) +
    text(W / 2, 1146, 20, 'OPEN AIR ON THE LAKE  ·  SATURDAY 21 JUNE  ·  5 AM', {
      fill: '#ff9fcb',
      anchor: 'middle',
      spacing: 3,
    }) +
    caption(H - M - 14, '#c9b3ff');
  const scene = [bands, land, bill].join('');
  let letters = '';
  let shadows = '';
  const word = 'SUNRISE';
  for (let i = 0; i < word.length; i++) {
    const x = cx + (i - 3) * 104;
    const wave = Math.sin((i / 6) * Math.PI * 2);
    const size = 150 + 34 * Math.sin((i / 6) * Math.PI);
    const y = 300 + 26 * wave;
    const rot = -10 * Math.cos((i / 6) * Math.PI * 2);
    const tf = `translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)}) scale(0.86 1.25)`;
    shadows += text(7, 6, Math.round(size), word[i], {
      fill: '#e0317e',
      anchor: 'middle',
      stroke: purple,
      strokeWidth: 16,
      transform: tf,
    });
    letters += text(0, 0, Math.round(size), word[i], {
      fill: '#ffd23f',
      anchor: 'middle',
      stroke: purple,
      strokeWidth: 9,
      transform: tf,
    });
  }
  const title =
    text(W / 2, 80, 24, 'A  SUMMER  HAPPENING', {
      fill: '#fff3c4',
      anchor: 'middle',
      spacing: 10,
      stroke: purple,
      strokeWidth: 6,
    }) +
    shadows +
    letters;
  return { id: 'sunrise', bg: purple, scene, title };
}
