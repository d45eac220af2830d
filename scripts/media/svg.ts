import { seededRandom } from '../../src/shared/seeded-random.ts';

/** Small SVG helpers shared by the media scripts (posters, video, brand). All randomness is seeded. */

export const W = 848;
export const H = 1200;
/** Paper margin around every poster. */
export const M = 22;
export const PAPER = '#f6f1e7';
export const INK = '#141414';
export const RED = '#d62718';
export const FONT = "'DejaVu Sans', sans-serif";

/** A poster in parts, so the video can animate the title on its own. */
export type Poster = {
  id: string;
  /** Colour of the art area behind the scene. */
  bg: string;
  defs?: string;
  /** Everything but the title, drawn in 848 × 1200 coordinates. */
  scene: string;
  /** The big typography. */
  title: string;
};

/** mulberry32: a tiny deterministic generator. */
export const rng = seededRandom;

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Rounds to one decimal for compact SVG. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export type TextOpts = {
  fill?: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  stretch?: 'condensed' | 'normal';
  style?: 'normal' | 'oblique';
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
  transform?: string;
};

export function text(x: number, y: number, size: number, s: string, o: TextOpts = {}): string {
  const a = [
    `x="${r1(x)}" y="${r1(y)}" font-size="${size}" font-family="${FONT}"`,
    `font-weight="${o.weight ?? 'bold'}" fill="${o.fill ?? INK}" text-anchor="${o.anchor ?? 'start'}"`,
  ];
  if (o.spacing) a.push(`letter-spacing="${o.spacing}"`);
  if (o.stretch === 'condensed') a.push(`font-stretch="condensed"`);
  if (o.style === 'oblique') a.push(`font-style="oblique"`);
  if (o.stroke)
    a.push(`stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? 2}" stroke-linejoin="round" paint-order="stroke"`);
  if (o.opacity !== undefined) a.push(`opacity="${o.opacity}"`);
  if (o.transform) a.push(`transform="${o.transform}"`);
  return `<text ${a.join(' ')}>${esc(s)}</text>`;
}

/** The small caption line every poster carries. */
export function caption(y: number, fill: string, left = 'AFFICHE', right = 'PRINTED IN SWITZERLAND'): string {
  return (
    text(M + 34, y, 15, left, { fill, spacing: 3, weight: 'bold' }) +
    text(W - M - 34, y, 15, right, { fill, spacing: 3, weight: 'normal', anchor: 'end' })
  );
}

export function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function circle(cx: number, cy: number, rr: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rr)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** A mountain ridge from a list of points, closed down to `bottom`. */
export function ridge(points: [number, number][], bottom: number, fill: string, extra = ''): string {
  const first = points[0];
  const last = points[points.length - 1];
  return poly([[first[0], bottom], ...points, [last[0], bottom]], fill, extra);
}

export type RenderParts = { scene?: boolean; title?: boolean; margin?: boolean };

/** Assembles a poster as a complete SVG document at 848 × 1200 (scaled to `width` if given). */
export function posterSvg(p: Poster, parts: RenderParts = {}, width = W): string {
  const { scene = true, title = true, margin = true } = parts;
  const height = Math.round((width * H) / W);
  const clip = `clip-${p.id}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">`,
    `<defs><clipPath id="${clip}"><rect x="${M}" y="${M}" width="${W - 2 * M}" height="${H - 2 * M}"/></clipPath>${p.defs ?? ''}</defs>`,
    margin ? rect(0, 0, W, H, PAPER) : '',
    `<g clip-path="url(#${clip})">`,
    rect(0, 0, W, H, p.bg),
    scene ? p.scene : '',
    title ? p.title : '',
    '</g></svg>',
  ].join('');
}

/** Only the title layer on a transparent canvas (for the video). */
export function titleSvg(
  p: Poster,
  width: number,
  transform = '',
  opacity = 1,
  height = Math.round((width * H) / W),
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">` +
    `<defs><clipPath id="t"><rect x="${M}" y="${M}" width="${W - 2 * M}" height="${H - 2 * M}"/></clipPath>${p.defs ?? ''}</defs>` +
    `<g clip-path="url(#t)"><g transform="${transform}" opacity="${opacity}">${p.title}</g></g></svg>`
  );
}
