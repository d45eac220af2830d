import { WALL_PREVIEW_SIZE } from '../../../shared/wall-preview.ts';
import type { WallRoom } from '../../../shared/wall-preview.ts';

/**
 * The rooms of "On your wall" (decision 040), drawn by the project in SVG like the demo scenes (decision 008): nothing
 * is fetched or licensed. Each room is seen straight on, so the wall is one plane at one scale: `mmPerPx` millimetres
 * of wall per pixel of the 1200 × 900 picture, from the furniture's real sizes (a 2.2 m sofa, a 1 m console table,
 * 60 cm café tables). `hang` is where the poster goes: its centre's x, and either the y of its lower edge (above
 * furniture, the way one hangs a picture over a sofa) or the y of its centre (a bare wall, at eye height).
 */
export type RoomPlan = {
  mmPerPx: number;
  hang: { x: number } & ({ bottomY: number } | { centreY: number });
  /** The light on the wall falls from this side: the poster's shadow goes the other way. */
  lightFrom: 'left' | 'right' | 'above';
  svg: () => string;
};

const W = WALL_PREVIEW_SIZE.width;
const H = WALL_PREVIEW_SIZE.height;
const f = (value: number) => value.toFixed(1);
/** Millimetres to pixels at a room's scale. */
const px = (mm: number, mmPerPx: number) => mm / mmPerPx;

const softDefs = `
  <filter id="blur2" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2"/></filter>
  <filter id="blur8" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blur20" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="20"/></filter>
  <filter id="plaster" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="noise"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.05 0" in="noise"/>
  </filter>`;

/** Floor boards seen straight on: a band whose joints run towards a vanishing point above the middle of the picture. */
function floorBoards(top: number, colours: [string, string], joint: string): string {
  const lines = Array.from({ length: 25 }, (_, i) => {
    const x = -600 + i * 100;
    const spread = (x - W / 2) * ((H - top) / (top - 300));
    return `<path d="M${f(x)},${top} L${f(x + spread)},${H}" stroke="${joint}" stroke-width="1.5" opacity="0.5"/>`;
  }).join('');
  return `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient>
  <rect y="${top}" width="${W}" height="${H - top}" fill="url(#floor)"/>${lines}`;
}

const LIVING_MM_PER_PX = 3;
const LIVING_FLOOR = 790;
/** The sofa's back, 85 cm above the floor: the poster's lower edge hangs 25 cm above it. */
const LIVING_SOFA_TOP = LIVING_FLOOR - px(850, LIVING_MM_PER_PX);

function livingRoom(): string {
  const s = (mm: number) => px(mm, LIVING_MM_PER_PX);
  const floor = LIVING_FLOOR;
  const sofaLeft = W / 2 - s(1100);
  const sofaRight = W / 2 + s(1100);
  const back = LIVING_SOFA_TOP;
  const seat = floor - s(450);
  const arm = floor - s(620);
  const legs = floor - s(110);
  const armWidth = s(220);
  const cushions = [0, 1, 2]
    .map((i) => {
      const inner = sofaRight - sofaLeft - 2 * armWidth;
      const x = sofaLeft + armWidth + (i * inner) / 3;
      return `<rect x="${f(x + 3)}" y="${f(back + 14)}" width="${f(inner / 3 - 6)}" height="${f(seat - back - 10)}" rx="18" fill="url(#sofaBack)"/>
      <rect x="${f(x + 2)}" y="${f(seat - 16)}" width="${f(inner / 3 - 4)}" height="${f(s(170))}" rx="12" fill="url(#sofaSeat)"/>`;
    })
    .join('');
  const lampX = 1090;
  const tableTop = floor - s(550);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>${softDefs}
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e7e1d3"/><stop offset="0.55" stop-color="#d9d2c2"/><stop offset="1" stop-color="#c3bba9"/></linearGradient>
    <radialGradient id="window" cx="0.05" cy="0.25" r="0.8"><stop offset="0" stop-color="#fff8e6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/></radialGradient>
    <linearGradient id="sofaBack" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4d6b72"/><stop offset="1" stop-color="#34505a"/></linearGradient>
    <linearGradient id="sofaSeat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a7a82"/><stop offset="1" stop-color="#2f4850"/></linearGradient>
    <radialGradient id="lampGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe7b0" stop-opacity="0.6"/><stop offset="1" stop-color="#ffe7b0" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${floor}" fill="url(#wall)"/>
  <rect width="${W}" height="${floor}" filter="url(#plaster)"/>
  <rect width="${W}" height="${floor}" fill="url(#window)"/>
  <circle cx="${lampX}" cy="${tableTop - 150}" r="190" fill="url(#lampGlow)"/>
  <rect y="${f(floor - s(80))}" width="${W}" height="${f(s(80))}" fill="#f3efe6"/>
  <rect y="${f(floor - s(80))}" width="${W}" height="2" fill="#fff" opacity="0.7"/>
  ${floorBoards(floor, ['#b98d5f', '#8a6139'], '#5e3f22')}
  <ellipse cx="${W / 2}" cy="${floor + 6}" rx="${f(s(1250))}" ry="18" fill="#2b1d12" opacity="0.45" filter="url(#blur8)"/>
  <rect x="${f(sofaLeft + 10)}" y="${f(back + 6)}" width="${f(sofaRight - sofaLeft - 20)}" height="${f(legs - back)}" rx="24" fill="#1e2d31" opacity="0.35" filter="url(#blur20)"/>
  ${cushions}
  <rect x="${f(sofaLeft)}" y="${f(arm)}" width="${f(armWidth)}" height="${f(legs - arm)}" rx="22" fill="url(#sofaBack)"/>
  <rect x="${f(sofaRight - armWidth)}" y="${f(arm)}" width="${f(armWidth)}" height="${f(legs - arm)}" rx="22" fill="url(#sofaBack)"/>
  <rect x="${f(sofaLeft + armWidth - 4)}" y="${f(seat + s(150))}" width="${f(sofaRight - sofaLeft - 2 * armWidth + 8)}" height="${f(legs - seat - s(150))}" fill="#2c444b"/>
  <rect x="${f(sofaLeft + 30)}" y="${f(legs)}" width="10" height="${f(floor - legs)}" fill="#3a2818"/>
  <rect x="${f(sofaRight - 40)}" y="${f(legs)}" width="10" height="${f(floor - legs)}" fill="#3a2818"/>
  <rect x="${f(sofaLeft + armWidth + 20)}" y="${f(back + 40)}" width="${f(s(400))}" height="${f(s(380))}" rx="16" fill="#d9a441" transform="rotate(-8 ${f(sofaLeft + armWidth + 90)} ${f(back + 110)})"/>
  <rect x="${f(sofaRight - armWidth - s(470))}" y="${f(back + 44)}" width="${f(s(380))}" height="${f(s(360))}" rx="16" fill="#c0694a" transform="rotate(7 ${f(sofaRight - armWidth - 90)} ${f(back + 110)})"/>
  <rect x="${lampX - 55}" y="${f(tableTop)}" width="110" height="10" fill="#6b4a2c"/>
  <rect x="${lampX - 45}" y="${f(tableTop + 10)}" width="6" height="${f(floor - tableTop - 10)}" fill="#5a3d22"/>
  <rect x="${lampX + 39}" y="${f(tableTop + 10)}" width="6" height="${f(floor - tableTop - 10)}" fill="#5a3d22"/>
  <rect x="${lampX - 3}" y="${f(tableTop - 110)}" width="6" height="110" fill="#8a8070"/>
  <path d="M${lampX - 48},${f(tableTop - 110)} L${lampX - 32},${f(tableTop - 175)} L${lampX + 32},${f(tableTop - 175)} L${lampX + 48},${f(tableTop - 110)} Z" fill="#f4e9d2"/>
  <ellipse cx="${lampX}" cy="${f(tableTop - 4)}" rx="30" ry="8" fill="#8a8070"/>
  <path d="M70,${floor} L84,${floor - 95} L146,${floor - 95} L160,${floor} Z" fill="#b4654a"/>
  ${[
    [-0.9, 180],
    [-0.5, 230],
    [-0.2, 260],
    [0.25, 240],
    [0.6, 200],
    [1.0, 150],
  ]
    .map(
      ([angle, length]) =>
        `<ellipse cx="115" cy="${floor - 95 - length! / 2}" rx="16" ry="${length! / 2}" fill="#4f7a4a" transform="rotate(${angle! * 30} 115 ${floor - 95})"/>`,
    )
    .join('')}
</svg>`;
}

const HALL_MM_PER_PX = 2.6;
const HALL_FLOOR = 840;

function hallway(): string {
  const s = (mm: number) => px(mm, HALL_MM_PER_PX);
  const floor = HALL_FLOOR;
  const dado = floor - s(800);
  const consoleTop = floor - s(780);
  const consoleLeft = W / 2 - s(500);
  const consoleRight = W / 2 + s(500);
  const doorLeft = 1010;
  const doorTop = floor - s(2050);
  const panels = Array.from({ length: 9 }, (_, i) => {
    const x = 20 + i * 135;
    return `<rect x="${x}" y="${f(dado + 26)}" width="112" height="${f(floor - s(100) - dado - 48)}" fill="none" stroke="#c9ccc4" stroke-width="3"/>`;
  }).join('');
  const hooks = [90, 170].map((x) => `<circle cx="${x}" cy="${f(floor - s(1700))}" r="6" fill="#3b3b3b"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>${softDefs}
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe2df"/><stop offset="1" stop-color="#cfd3cf"/></linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0" r="0.7"><stop offset="0" stop-color="#fffdf3" stop-opacity="0.6"/><stop offset="1" stop-color="#fffdf3" stop-opacity="0"/></radialGradient>
    <linearGradient id="door" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9e6df"/><stop offset="1" stop-color="#d3cfc6"/></linearGradient>
    <linearGradient id="walnut" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a5436"/><stop offset="1" stop-color="#4f331f"/></linearGradient>
  </defs>
  <rect width="${W}" height="${floor}" fill="url(#wall)"/>
  <rect width="${W}" height="${floor}" filter="url(#plaster)"/>
  <rect width="${W}" height="${floor}" fill="url(#spot)"/>
  <rect y="${f(dado)}" width="${W}" height="${f(floor - dado)}" fill="#e6e8e3"/>
  <rect y="${f(dado)}" width="${W}" height="10" fill="#f4f5f1"/>
  <rect y="${f(dado + 10)}" width="${W}" height="3" fill="#b9bcb4"/>
  ${panels}
  <rect y="${f(floor - s(100))}" width="${W}" height="${f(s(100))}" fill="#f4f5f1"/>
  <rect x="${doorLeft - 18}" y="${f(doorTop - 18)}" width="${f(s(900) + 36)}" height="${f(floor - doorTop + 18)}" fill="#f6f6f2"/>
  <rect x="${doorLeft}" y="${f(doorTop)}" width="${f(s(900))}" height="${f(floor - doorTop)}" fill="url(#door)"/>
  <rect x="${doorLeft + 30}" y="${f(doorTop + 40)}" width="${f(s(900) - 60)}" height="${f(s(850))}" fill="none" stroke="#c4bfb4" stroke-width="4"/>
  <circle cx="${doorLeft + 40}" cy="${f(floor - s(1050))}" r="9" fill="#a88d55"/>
  ${hooks}
  <path d="M${f(90 - s(40))},${f(floor - s(1700))} q${f(s(40))},${f(s(-60))} ${f(s(80))},0" fill="none" stroke="#6b5a3c" stroke-width="4"/>
  <path d="M${f(90 - s(180))},${f(floor - s(1450))} L${f(90 + s(180))},${f(floor - s(1450))} L${f(90 + s(160))},${f(floor - s(1050))} L${f(90 - s(160))},${f(floor - s(1050))} Z" fill="#c9b48f"/>
  <path d="M${f(90 - s(40))},${f(floor - s(1700))} L${f(90 - s(150))},${f(floor - s(1450))} M${f(90 + s(40))},${f(floor - s(1700))} L${f(90 + s(150))},${f(floor - s(1450))}" stroke="#6b5a3c" stroke-width="4"/>
  <path d="M${f(170 - s(20))},${f(floor - s(1700))} C${f(170 - s(80))},${f(floor - s(1300))} ${f(170 - s(10))},${f(floor - s(1100))} ${f(170 - s(40))},${f(floor - s(950))} L${f(170 + s(70))},${f(floor - s(950))} C${f(170 + s(60))},${f(floor - s(1200))} ${f(170 + s(80))},${f(floor - s(1400))} ${f(170 + s(20))},${f(floor - s(1700))} Z" fill="#8c3b2e"/>
  ${floorBoards(floor, ['#9a9a94', '#6f6f69'], '#4b4b46')}
  <path d="M${W / 2 - s(450)},${floor} L${W / 2 + s(450)},${floor} L${W / 2 + s(700)},${H} L${W / 2 - s(700)},${H} Z" fill="#b0473a"/>
  <path d="M${W / 2 - s(400)},${floor + 6} L${W / 2 + s(400)},${floor + 6} L${W / 2 + s(620)},${H - 8} L${W / 2 - s(620)},${H - 8} Z" fill="none" stroke="#e2c08d" stroke-width="3"/>
  <rect x="${f(consoleLeft + 6)}" y="${f(consoleTop + 8)}" width="${f(consoleRight - consoleLeft - 12)}" height="${f(s(220))}" fill="#000" opacity="0.28" filter="url(#blur8)"/>
  <ellipse cx="${W / 2}" cy="${floor + 2}" rx="${f(s(560))}" ry="8" fill="#000" opacity="0.35" filter="url(#blur8)"/>
  <rect x="${f(consoleLeft)}" y="${f(consoleTop)}" width="${f(consoleRight - consoleLeft)}" height="14" fill="url(#walnut)"/>
  <rect x="${f(consoleLeft + 16)}" y="${f(consoleTop + 14)}" width="${f(consoleRight - consoleLeft - 32)}" height="${f(s(150))}" fill="#6b472d"/>
  <rect x="${f(consoleLeft + 12)}" y="${f(consoleTop + 14)}" width="9" height="${f(floor - consoleTop - 14)}" fill="#4f331f"/>
  <rect x="${f(consoleRight - 21)}" y="${f(consoleTop + 14)}" width="9" height="${f(floor - consoleTop - 14)}" fill="#4f331f"/>
  <ellipse cx="${f(consoleRight - s(230))}" cy="${f(consoleTop - 10)}" rx="${f(s(140))}" ry="12" fill="#d9d4c7"/>
  <rect x="${f(consoleLeft + s(60))}" y="${f(consoleTop - s(30))}" width="${f(s(240))}" height="${f(s(30))}" fill="#2f5d62"/>
  <rect x="${f(consoleLeft + s(80))}" y="${f(consoleTop - s(55))}" width="${f(s(210))}" height="${f(s(25))}" fill="#c9a45c"/>
</svg>`;
}

const CAFE_MM_PER_PX = 3.2;
const CAFE_FLOOR = 830;
/** The bench's back, 1 m above the floor; the poster's lower edge hangs 25 cm above it. */
const CAFE_BENCH_TOP = CAFE_FLOOR - px(1000, CAFE_MM_PER_PX);

function cafe(): string {
  const s = (mm: number) => px(mm, CAFE_MM_PER_PX);
  const floor = CAFE_FLOOR;
  const tiles = floor - s(1150);
  const benchTop = CAFE_BENCH_TOP;
  const seat = floor - s(460);
  const tileRows = Array.from({ length: Math.ceil((floor - tiles) / s(75)) }, (_, row) => {
    const y = tiles + row * s(75);
    const offset = row % 2 ? s(75) : 0;
    const joints = Array.from(
      { length: 26 },
      (_, i) =>
        `<rect x="${f(offset + i * s(150))}" y="${f(y)}" width="1.5" height="${f(s(75))}" fill="#c9c2b2" opacity="0.8"/>`,
    ).join('');
    return `<rect y="${f(y)}" width="${W}" height="1.5" fill="#c9c2b2" opacity="0.8"/>${joints}`;
  }).join('');
  const table = (cx: number) => {
    const top = floor - s(750);
    return `<ellipse cx="${cx}" cy="${floor + 4}" rx="${f(s(350))}" ry="12" fill="#000" opacity="0.35" filter="url(#blur8)"/>
    <rect x="${cx - 5}" y="${f(top)}" width="10" height="${f(floor - top - 6)}" fill="#2d2d2d"/>
    <ellipse cx="${cx}" cy="${floor - 4}" rx="${f(s(220))}" ry="7" fill="#2d2d2d"/>
    <ellipse cx="${cx}" cy="${f(top)}" rx="${f(s(300))}" ry="10" fill="#f2efe9"/>
    <rect x="${f(cx - s(300))}" y="${f(top)}" width="${f(s(600))}" height="8" fill="#d9d4ca"/>
    <path d="M${cx - 22},${f(top - 2)} l4,-26 h28 l4,26 Z" fill="#fbfaf7"/>`;
  };
  const lamp = (cx: number) => `<rect x="${cx - 1}" y="0" width="2" height="110" fill="#222"/>
    <circle cx="${cx}" cy="150" r="180" fill="url(#lampGlow)"/>
    <path d="M${cx - 55},150 Q${cx},80 ${cx + 55},150 Z" fill="#b5873a"/>
    <ellipse cx="${cx}" cy="151" rx="20" ry="6" fill="#fff6d5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>${softDefs}
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c4a3e"/><stop offset="1" stop-color="#36584a"/></linearGradient>
    <linearGradient id="tiles" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe9dc"/><stop offset="1" stop-color="#e2dac8"/></linearGradient>
    <linearGradient id="leather" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a5a32"/><stop offset="1" stop-color="#6e3b1f"/></linearGradient>
    <radialGradient id="lampGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.45"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${f(tiles)}" fill="url(#wall)"/>
  <rect width="${W}" height="${f(tiles)}" filter="url(#plaster)"/>
  <rect y="${f(tiles)}" width="${W}" height="${f(floor - tiles)}" fill="url(#tiles)"/>
  ${tileRows}
  <rect y="${f(tiles - 8)}" width="${W}" height="8" fill="#1f3a2f"/>
  ${lamp(230)}${lamp(970)}
  <rect x="60" y="${f(benchTop + 12)}" width="${W - 120}" height="${f(floor - benchTop)}" fill="#000" opacity="0.35" filter="url(#blur8)"/>
  ${Array.from({ length: 8 }, (_, i) => {
    const x = 60 + (i * (W - 120)) / 8;
    return `<rect x="${f(x + 2)}" y="${f(benchTop)}" width="${f((W - 120) / 8 - 4)}" height="${f(seat - benchTop)}" rx="10" fill="url(#leather)"/>`;
  }).join('')}
  <rect x="56" y="${f(seat - 6)}" width="${W - 112}" height="${f(s(120))}" rx="8" fill="#8a4e2a"/>
  <rect x="64" y="${f(seat + s(120) - 6)}" width="${W - 128}" height="${f(floor - seat - s(120) + 6)}" fill="#4a2a18"/>
  ${floorBoards(floor, ['#5c4636', '#3b2c21'], '#241a13')}
  ${table(360)}${table(840)}
</svg>`;
}

export const ROOM_PLANS: Record<WallRoom, RoomPlan> = {
  'living-room': {
    mmPerPx: LIVING_MM_PER_PX,
    hang: { x: W / 2, bottomY: LIVING_SOFA_TOP - px(250, LIVING_MM_PER_PX) },
    lightFrom: 'left',
    svg: livingRoom,
  },
  hallway: {
    mmPerPx: HALL_MM_PER_PX,
    // eye height: the poster's centre 1.45 m above the floor
    hang: { x: W / 2, centreY: HALL_FLOOR - px(1450, HALL_MM_PER_PX) },
    lightFrom: 'above',
    svg: hallway,
  },
  cafe: {
    mmPerPx: CAFE_MM_PER_PX,
    hang: { x: W / 2, bottomY: CAFE_BENCH_TOP - px(250, CAFE_MM_PER_PX) },
    lightFrom: 'above',
    svg: cafe,
  },
};
