/**
 * The nine landing posters (order matches the alt texts in src/shared/slides.ts), drawn as SVG and
 * written as 848 × 1200 WebP slides. The builders live in posters-a/-b/-c and posters-cafe.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { lugano, gelato, sunrise } from './posters-a.ts';
import { funicular, lighthouse } from './posters-b.ts';
import { cafe } from './posters-cafe.ts';
import { peak, village, nightTrain } from './posters-c.ts';
import { type Poster, posterSvg, W } from './svg.ts';

export { lugano };

/** Slide n (1-based) is builders[n - 1]. */
export const builders: (() => Poster)[] = [
  lugano,
  gelato,
  sunrise,
  funicular,
  cafe,
  lighthouse,
  peak,
  village,
  nightTrain,
];

/** Soft size cap per slide; quality steps down from 80 until a slide fits. */
const MAX_BYTES = 120 * 1024;

/** Renders one poster to PNG at the given width (for the video, the wall and the og image). */
export async function posterPng(p: Poster, width: number): Promise<Buffer> {
  return sharp(Buffer.from(posterSvg(p, {}, width)))
    .png()
    .toBuffer();
}

export async function writeSlides(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (let i = 0; i < builders.length; i++) {
    const svg = Buffer.from(posterSvg(builders[i](), {}, W));
    let quality = 80;
    let buf = await sharp(svg).webp({ quality, effort: 6 }).toBuffer();
    while (buf.length > MAX_BYTES && quality > 60) {
      quality -= 4;
      buf = await sharp(svg).webp({ quality, effort: 6 }).toBuffer();
    }
    const file = path.join(outDir, `slide-${i + 1}.webp`);
    await writeFile(file, buf);
    written.push(file);
  }
  return written;
}
