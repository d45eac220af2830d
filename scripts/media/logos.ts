/**
 * Partner café logos (ids from src/shared/partners.ts): a wordmark and a simple emblem each,
 * dark ink on transparent, viewBox 240 × 96, written as plain SVG text.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const INK = '#141414';
const SANS = "'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif";
const SERIF = "Georgia, 'DejaVu Serif', serif";

type T = {
  size: number;
  family?: string;
  weight?: string;
  italic?: boolean;
  spacing?: number;
  anchor?: 'start' | 'middle' | 'end';
};

function t(x: number, y: number, s: string, o: T): string {
  const a = [`x="${x}" y="${y}" font-family="${o.family ?? SANS}" font-size="${o.size}"`];
  if (o.weight) a.push(`font-weight="${o.weight}"`);
  if (o.italic) a.push('font-style="italic"');
  if (o.spacing) a.push(`letter-spacing="${o.spacing}"`);
  if (o.anchor && o.anchor !== 'start') a.push(`text-anchor="${o.anchor}"`);
  return `<text ${a.join(' ')}>${s}</text>`;
}

const line = (d: string, w = 3) =>
  `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A cup seen from the side, top-left corner at (x, y), body w wide. */
function cup(x: number, y: number, w: number): string {
  const h = w * 0.62;
  return (
    `<path d="M${x} ${y}h${w}v${h * 0.45}a${w / 2} ${h * 0.55} 0 0 1 -${w} 0z"/>` +
    line(`M${x + w} ${y + h * 0.15}h${w * 0.12}a${w * 0.16} ${w * 0.16} 0 0 1 0 ${w * 0.32}h-${w * 0.14}`, w * 0.09)
  );
}

/** A coffee bean outline with an S-shaped crease. */
function bean(cx: number, cy: number, rx: number, ry: number, rot: number, w = 3): string {
  return (
    `<g transform="rotate(${rot} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${INK}" stroke-width="${w}"/>` +
    line(
      `M${cx - rx * 0.8} ${cy}c${rx * 0.4} ${-ry * 0.5} ${rx * 0.5} ${ry * 0.5} ${rx * 0.8} 0s${rx * 0.5} ${-ry * 0.4} ${rx * 0.8} 0`,
      w,
    ) +
    '</g>'
  );
}

const wave = (x: number, y: number, n: number, s: number, w = 2.5) =>
  line(`M${x} ${y}` + `q${s / 2} ${-s / 2.2} ${s} 0t${s} 0`.repeat(1) + `t${s} 0`.repeat(n - 2), w);

const logos: Record<string, string> = {
  // Caffè Lungolago: a cup over the lake in a ring.
  lungolago:
    `<circle cx="40" cy="48" r="31" fill="none" stroke="${INK}" stroke-width="3"/>` +
    cup(27, 30, 24) +
    wave(22, 62, 4, 9) +
    wave(27, 70, 3, 9, 2) +
    t(82, 42, 'Caffè', { size: 19, family: SERIF, italic: true }) +
    t(82, 67, 'LUNGOLAGO', { size: 19, weight: 'bold', spacing: 1.2 }) +
    t(83, 82, 'LUGANO', { size: 8, spacing: 4 }),
  // Kornhaus Kaffee: a gable with a bean inside, name below.
  kornhaus:
    line('M96 38L120 12L144 38V44H96Z', 3) +
    bean(120, 31, 9, 6, -20, 2.4) +
    t(120, 72, 'KORNHAUS', { size: 25, weight: 'bold', spacing: 3, anchor: 'middle' }) +
    `<rect x="22" y="80" width="28" height="1.5"/><rect x="190" y="80" width="28" height="1.5"/>` +
    t(120, 84, 'KAFFEE · BERN', { size: 9, spacing: 3, anchor: 'middle' }),
  // Limmat Rösterei: a solid bean with a river for a crease.
  limmat:
    `<mask id="lm"><rect x="-100" y="-100" width="440" height="300" fill="#fff"/>` +
    `<path d="M40 14c-10 10 10 22 0 34s10 22 0 34" fill="none" stroke="#000" stroke-width="4.5" stroke-linecap="round"/></mask>` +
    `<g transform="rotate(-28 40 48)"><ellipse cx="40" cy="48" rx="24" ry="33" mask="url(#lm)"/></g>` +
    t(80, 56, 'Limmat', { size: 34, family: SERIF, weight: 'bold' }) +
    `<rect x="82" y="66" width="14" height="2"/>` +
    t(102, 71, 'RÖSTEREI', { size: 10, spacing: 4.5 }),
  // Café du Grand-Pont: a three-arch bridge over the water.
  'grand-pont':
    `<path d="M46 12H194V16H190V42H180a14 14 0 0 0 -28 0h-18a14 14 0 0 0 -28 0h-18a14 14 0 0 0 -28 0H50V16H46Z"/>` +
    `<rect x="64" y="4" width="2" height="8"/><rect x="119" y="4" width="2" height="8"/><rect x="174" y="4" width="2" height="8"/>` +
    wave(66, 50, 6, 18, 2) +
    t(120, 66, 'CAFÉ DU', { size: 10, spacing: 6, anchor: 'middle' }) +
    t(120, 88, 'GRAND-PONT', { size: 22, weight: 'bold', spacing: 1.5, anchor: 'middle' }),
  // Rheinsprung Bar: a badge with the river running through.
  rheinsprung:
    `<rect x="6" y="10" width="228" height="76" rx="12" fill="none" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="12" y="16" width="216" height="64" rx="8" fill="none" stroke="${INK}" stroke-width="1"/>` +
    t(120, 50, 'RHEINSPRUNG', { size: 23, weight: 'bold', spacing: 1, anchor: 'middle' }) +
    wave(34, 68, 5, 12, 2.2) +
    wave(146, 68, 5, 12, 2.2) +
    t(120, 72, 'BAR', { size: 13, weight: 'bold', spacing: 5, anchor: 'middle' }),
  // Alpenblick Stübli: two peaks and the sun.
  alpenblick:
    `<mask id="am"><rect width="240" height="96" fill="#fff"/><path d="M22 44L27 40L31 44L35 39L38 44L30 30Z" fill="#000"/></mask>` +
    `<path d="M6 70L30 30L42 48L52 36L74 70Z" mask="url(#am)"/>` +
    `<circle cx="60" cy="22" r="7" fill="none" stroke="${INK}" stroke-width="2.5"/><rect x="6" y="75" width="68" height="3"/>` +
    t(84, 52, 'Alpenblick', { size: 22, weight: 'bold' }) +
    t(85, 72, 'STÜBLI', { size: 11, spacing: 7 }),
  // Brûlerie Plainpalais: a flame over a bean, the name set on the left.
  plainpalais:
    t(10, 44, 'Brûlerie', { size: 27, family: SERIF, italic: true }) +
    t(11, 70, 'PLAINPALAIS', { size: 16, weight: 'bold', spacing: 1.5 }) +
    `<rect x="11" y="79" width="140" height="1.5"/>` +
    `<circle cx="200" cy="48" r="37" fill="none" stroke="${INK}" stroke-width="3"/>` +
    `<path transform="translate(200 20) scale(0.66) translate(-206 -10)" d="M206 10c8 10 14 16 14 25a14 14 0 0 1 -28 0c0 -6 3 -9 6 -13c1 5 3 7 6 7c-2 -6 -1 -12 2 -19z"/>` +
    bean(200, 63, 8, 11, 25, 2.5),
};

export function logoSvg(id: string): string {
  const body = logos[id];
  if (!body) throw new Error(`no logo for ${id}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" fill="${INK}">${body}</svg>\n`;
}

export const logoIds = Object.keys(logos);

export async function writeLogos(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const id of logoIds) {
    const file = path.join(outDir, `${id}.svg`);
    await writeFile(file, logoSvg(id));
    written.push(file);
  }
  return written;
}
