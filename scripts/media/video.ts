/**
 * The two landing videos, rendered frame by frame with sharp and encoded with the system ffmpeg:
 * slides/intro.mp4 (the Lugano poster settling as its title slides in) and earn/hero.mp4 (a pan along a wall).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { posterPng } from './posters.ts';
import { lugano, gelato } from './posters-a.ts';
import { funicular } from './posters-b.ts';
import { cafe } from './posters-cafe.ts';
import { peak, nightTrain } from './posters-c.ts';
import { posterSvg, titleSvg, PAPER, INK } from './svg.ts';

const FPS = 24;
const FFMPEG = '/usr/bin/ffmpeg';

const clamp = (v: number) => Math.min(1, Math.max(0, v));
const easeOut = (v: number) => 1 - Math.pow(1 - v, 3);

/** Encodes f0000.png… in dir to a muted, web-ready H.264 file. */
function encode(dir: string, out: string, crf = 28): void {
  execFileSync(FFMPEG, [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    path.join(dir, 'f%04d.png'),
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-threads',
    '1',
    out,
  ]);
}

const frameName = (dir: string, i: number) => path.join(dir, `f${String(i).padStart(4, '0')}.png`);

/**
 * intro.mp4: 6.5 s, 720 × 1018. The Lugano poster, crisp from the first frame, settles from a slight zoom while its
 * title slides in. Crisp from frame 0 because frame 0 is also the poster image the page shows before playback, and
 * the slide a visitor sees first: a soft opening read as a blurred hero for the first seconds.
 */
export async function writeIntro(slidesDir: string): Promise<string[]> {
  const OW = 720;
  const OH = 1018;
  const Z = 1.08;
  const BW = Math.round(OW * Z);
  const BH = Math.round(OH * Z);
  const p = lugano();
  const scene = await sharp(Buffer.from(posterSvg(p, { title: false }, BW)))
    .resize(BW, BH, { fit: 'cover' })
    .removeAlpha()
    .png()
    .toBuffer();

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'affiche-intro-'));
  const frames = Math.round(6.5 * FPS);
  try {
    for (let i = 0; i < frames; i++) {
      const t = i / FPS;
      const z = Z - (Z - 1) * easeOut(clamp(t / 3.6));
      const cw = Math.round(BW / z);
      const ch = Math.round(BH / z);
      const left = Math.round((BW - cw) / 2);
      const top = Math.round((BH - ch) / 2);
      const tt = easeOut(clamp((t - 1) / 1.2));
      const layers =
        tt > 0
          ? [
              {
                input: Buffer.from(
                  titleSvg(p, OW, `translate(0 ${(-90 * (1 - tt)).toFixed(1)})`, Number(tt.toFixed(3)), OH),
                ),
                top: 0,
                left: 0,
              },
            ]
          : [];
      const frame = await sharp(scene)
        .extract({ left, top, width: cw, height: ch })
        .resize(OW, OH, { fit: 'fill' })
        .png()
        .toBuffer();
      await sharp(frame).composite(layers).png({ compressionLevel: 1 }).toFile(frameName(tmp, i));
    }
    await mkdir(slidesDir, { recursive: true });
    const mp4 = path.join(slidesDir, 'intro.mp4');
    encode(tmp, mp4);
    const poster = path.join(slidesDir, 'intro-poster.webp');
    await sharp(frameName(tmp, 0)).webp({ quality: 78 }).toFile(poster);
    return [mp4, poster];
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** The wall: paper-coloured, lit from above, with six framed posters in a row. */
async function wallPng(width: number, height: number): Promise<Buffer> {
  const picks = [lugano, gelato, funicular, cafe, peak, nightTrain];
  const pw = 205;
  const ph = Math.round((pw * 1200) / 848);
  const mat = 14;
  const frame = 9;
  const outerW = pw + 2 * (mat + frame);
  const outerH = ph + 2 * (mat + frame);
  const gap = (width - picks.length * outerW) / (picks.length + 1);
  const top = Math.round((height - 90 - outerH) / 2) + 10;
  let body = '';
  for (let i = 0; i < picks.length; i++) {
    const x = Math.round(gap + i * (outerW + gap));
    const png = (await posterPng(picks[i](), pw)).toString('base64');
    const frameColour = i % 3 === 1 ? '#b08a5a' : INK;
    body +=
      `<ellipse cx="${x + outerW / 2}" cy="${top - 40}" rx="${outerW * 0.9}" ry="${outerH * 0.75}" fill="url(#spot)"/>` +
      `<rect x="${x + 6}" y="${top + 12}" width="${outerW}" height="${outerH}" fill="#000" opacity="0.28" filter="url(#soft)"/>` +
      `<rect x="${x}" y="${top}" width="${outerW}" height="${outerH}" fill="${frameColour}"/>` +
      `<rect x="${x + frame}" y="${top + frame}" width="${outerW - 2 * frame}" height="${outerH - 2 * frame}" fill="#fbf8f2"/>` +
      `<image x="${x + frame + mat}" y="${top + frame + mat}" width="${pw}" height="${ph}" href="data:image/png;base64,${png}"/>`;
  }
  const floorY = height - 70;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><radialGradient id="spot"><stop offset="0" stop-color="#fffdf6" stop-opacity="0.9"/><stop offset="1" stop-color="#fffdf6" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe8da"/><stop offset="0.5" stop-color="${PAPER}"/><stop offset="1" stop-color="#e6dccb"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9ab7f"/><stop offset="1" stop-color="#a98a61"/></linearGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>${body}` +
    `<rect y="${floorY - 14}" width="${width}" height="14" fill="#fbf8f2"/><rect y="${floorY - 2}" width="${width}" height="2" fill="#d8ccb6"/>` +
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#floor)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** hero.mp4: 6 s, 1280 × 720, a slow pan along the wall and back, so it loops without a seam. */
export async function writeHero(earnDir: string): Promise<string[]> {
  const OW = 1280;
  const OH = 720;
  const travel = 480;
  const wall = await sharp(await wallPng(OW + travel, OH))
    .removeAlpha()
    .toBuffer();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'affiche-hero-'));
  const frames = 6 * FPS;
  try {
    for (let i = 0; i < frames; i++) {
      const left = Math.round((travel * (1 - Math.cos((2 * Math.PI * i) / frames))) / 2);
      await sharp(wall)
        .extract({ left, top: 0, width: OW, height: OH })
        .png({ compressionLevel: 1 })
        .toFile(frameName(tmp, i));
    }
    await mkdir(earnDir, { recursive: true });
    const mp4 = path.join(earnDir, 'hero.mp4');
    encode(tmp, mp4, 27);
    const poster = path.join(earnDir, 'hero-poster.webp');
    await sharp(frameName(tmp, 0)).webp({ quality: 78 }).toFile(poster);
    return [mp4, poster];
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
