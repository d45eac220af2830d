/** Brand images: the favicon (a red A-series sheet with a white A) and the default Open Graph card. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { posterPng } from './posters.ts';
import { gelato, lugano } from './posters-a.ts';
import { nightTrain } from './posters-c.ts';
import { PAPER, INK, RED, FONT, esc } from './svg.ts';

/** The white "A", drawn as a path in a 64 × 64 box so it never depends on fonts. */
const A_PATH = 'M17 52L27.8 12H36.2L47 52H39.4L37.5 44H26.5L24.6 52ZM28 38H36L32 22.5Z';

/** The mark: a red sheet in 1 : √2 proportion with the white A, fitted to a 64-high box at (x, y), scaled by s. */
function mark(x: number, y: number, s: number): string {
  const w = 64 / Math.SQRT2;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="${((64 - w) / 2).toFixed(2)}" y="0" width="${w.toFixed(2)}" height="64" rx="2.5" fill="${RED}"/>` +
    `<path d="${A_PATH}" fill="#fff" fill-rule="evenodd"/></g>`
  );
}

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${mark(0, 0, 1)}</svg>\n`;
}

const text = (x: number, y: number, size: number, s: string, fill: string, weight = 'bold', spacing = 0) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" letter-spacing="${spacing}">${esc(s)}</text>`;

/** og-default.png: 1200 × 630, name and promise on the left, three posters fanned out on the right. */
export async function ogPng(): Promise<Buffer> {
  const pw = 250;
  const ph = Math.round((pw * 1200) / 848);
  const picks = [gelato, nightTrain, lugano];
  const placed: [number, number, number][] = [
    [760, 170, -7],
    [980, 170, 7],
    [870, 138, 0],
  ];
  let posters = '';
  for (let i = 0; i < picks.length; i++) {
    const [cx, top, rot] = placed[i];
    const png = (await posterPng(picks[i](), pw * 2)).toString('base64');
    posters +=
      `<g transform="rotate(${rot} ${cx} ${top + ph / 2})">` +
      `<rect x="${cx - pw / 2 + 8}" y="${top + 14}" width="${pw}" height="${ph}" fill="#000" opacity="0.25" filter="url(#soft)"/>` +
      `<image x="${cx - pw / 2}" y="${top}" width="${pw}" height="${ph}" href="data:image/png;base64,${png}"/></g>`;
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">` +
    `<defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter></defs>` +
    `<rect width="1200" height="630" fill="${PAPER}"/>` +
    mark(62, 140, 1.5) +
    text(162, 226, 100, 'Affiche', INK, 'bold', -2) +
    `<rect x="84" y="268" width="96" height="8" fill="${RED}"/>` +
    text(80, 352, 44, 'Turn photos into', INK, 'normal') +
    text(80, 406, 44, 'collectible prints.', INK, 'normal') +
    text(82, 488, 18, 'A3 POSTERS · PRINTED IN SWITZERLAND', RED, 'bold', 2.5) +
    posters +
    `</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}

export async function writeBrand(mediaDir: string): Promise<string[]> {
  await mkdir(mediaDir, { recursive: true });
  const favicon = path.join(mediaDir, 'favicon.svg');
  await writeFile(favicon, faviconSvg());
  const og = path.join(mediaDir, 'og-default.png');
  await writeFile(og, await ogPng());
  return [favicon, og];
}
