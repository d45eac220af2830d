import sharp from 'sharp';
import {
  CAPTION_EDGE_SHARE,
  CAPTION_FONT_SHARE,
  CAPTION_MAX_LINES,
  smallerCaptionType,
} from '../../../shared/caption-type.ts';
import type { CaptionPlacement } from './poster-engine.ts';

/**
 * The caption as crisp vector text: laid out once in print-master pixels (wrapped to at most three lines,
 * kept inside the poster with a margin), then drawn as SVG at each output's own resolution on a
 * paper-coloured plate, so it reads on any background.
 */

export type CaptionColours = { ink: string; paper: string };

export type CaptionLayout = {
  lines: string[];
  fontSize: number;
  lineHeight: number;
  /** The plate, in pixels of the poster the layout was made for. */
  left: number;
  top: number;
  width: number;
  height: number;
};

const FONT_FAMILY = 'DejaVu Sans';
const LINE_HEIGHT_EM = 1.22;
const PAD_X_EM = 0.55;
const PAD_Y_EM = 0.32;

/** Drops characters XML cannot carry and escapes the markup ones. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Advance widths of DejaVu Sans Bold in em, close enough to wrap; the final lines are measured exactly. */
function estimateWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === ' ') em += 0.35;
    else if ("ijl.,:;!|'`".includes(char)) em += 0.34;
    else if ('frtI()[]-'.includes(char)) em += 0.5;
    else if ('mwMW@%'.includes(char)) em += 1.03;
    else if (char >= 'A' && char <= 'Z') em += 0.78;
    else if (code >= 0x2e80) em += 1.0;
    else em += 0.69;
  }
  return em * fontSize;
}

function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (estimateWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A word wider than the line is broken between characters.
    while (estimateWidth(line, fontSize) > maxWidth) {
      const chars = [...line];
      let take = chars.length - 1;
      while (take > 1 && estimateWidth(chars.slice(0, take).join(''), fontSize) > maxWidth) take--;
      lines.push(chars.slice(0, take).join(''));
      line = chars.slice(take).join('');
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function measureWidth(line: string, fontSize: number): Promise<number> {
  const { width } = await sharp({
    text: { text: escapeXml(line), font: `${FONT_FAMILY} Bold ${Math.round(fontSize)}`, dpi: 72 },
  }).metadata();
  return width ?? estimateWidth(line, fontSize);
}

/** Lays the caption out on a poster of `width` × `height` pixels, centred on the editor position scaled to it. */
export async function layoutCaption(
  caption: CaptionPlacement,
  width: number,
  height: number,
): Promise<CaptionLayout | null> {
  const text = caption.text.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const margin = Math.round(width * CAPTION_EDGE_SHARE);
  let fontSize = width * CAPTION_FONT_SHARE;
  const maxPlateWidth = width - 2 * margin;

  // Wrap by estimated widths, measure the lines, and correct the estimate until the measured lines fit;
  // when more than three lines are needed the type gets smaller (below the usual minimum only as a last resort).
  let lines: string[] = [];
  let textWidth = 0;
  let correction = 1;
  for (let attempt = 0; attempt < 40; attempt++) {
    const maxTextWidth = maxPlateWidth - 2 * PAD_X_EM * fontSize;
    lines = wrap(text, fontSize * correction, maxTextWidth);
    if (lines.length > CAPTION_MAX_LINES) {
      fontSize = smallerCaptionType(fontSize, width);
      continue;
    }
    const measured = await Promise.all(lines.map((line) => measureWidth(line, fontSize)));
    textWidth = Math.max(...measured);
    if (textWidth <= maxTextWidth) break;
    const worst = Math.max(...lines.map((line, i) => measured[i]! / estimateWidth(line, fontSize)));
    correction = Math.max(correction * 1.02, worst * 1.01);
  }

  const lineHeight = fontSize * LINE_HEIGHT_EM;
  const plateWidth = Math.min(maxPlateWidth, Math.ceil(textWidth + 2 * PAD_X_EM * fontSize));
  const plateHeight = Math.ceil(lines.length * lineHeight + 2 * PAD_Y_EM * fontSize);
  const centreX = (finiteOr(caption.x, 0) / positiveOr(caption.frameWidth, 1)) * width;
  const centreY = (finiteOr(caption.y, 0) / positiveOr(caption.frameHeight, 1)) * height;
  const left = clamp(Math.round(centreX - plateWidth / 2), margin, width - margin - plateWidth);
  const top = clamp(Math.round(centreY - plateHeight / 2), margin, height - margin - plateHeight);
  return { lines, fontSize, lineHeight, left, top, width: plateWidth, height: plateHeight };
}

/** The caption plate as an SVG for a poster `scale` times the size the layout was made for. */
export function captionOverlay(
  layout: CaptionLayout,
  scale: number,
  colours: CaptionColours,
): { input: Buffer; left: number; top: number } {
  const left = Math.round(layout.left * scale);
  const top = Math.round(layout.top * scale);
  const width = Math.max(1, Math.round(layout.width * scale));
  const height = Math.max(1, Math.round(layout.height * scale));
  const fontSize = layout.fontSize * scale;
  const lineHeight = layout.lineHeight * scale;
  const padY = PAD_Y_EM * fontSize;
  const radius = 0.28 * fontSize;
  const text = layout.lines
    .map((line, index) => {
      // The visual middle of mixed-case DejaVu text sits about 0.34 em above its baseline.
      const baseline = padY + index * lineHeight + lineHeight / 2 + 0.34 * fontSize;
      return `<text x="${(width / 2).toFixed(2)}" y="${baseline.toFixed(2)}">${escapeXml(line)}</text>`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect x="0" y="0" width="${width}" height="${height}" rx="${radius.toFixed(2)}" fill="${colours.paper}" ` +
    `fill-opacity="0.9"/>` +
    `<rect x="${(fontSize * 0.08).toFixed(2)}" y="${(fontSize * 0.08).toFixed(2)}" ` +
    `width="${(width - fontSize * 0.16).toFixed(2)}" height="${(height - fontSize * 0.16).toFixed(2)}" ` +
    `rx="${(radius * 0.8).toFixed(2)}" fill="none" stroke="${colours.ink}" stroke-opacity="0.35" ` +
    `stroke-width="${Math.max(0.5, fontSize * 0.03).toFixed(2)}"/>` +
    `<g font-family="${FONT_FAMILY}" font-weight="bold" font-size="${fontSize.toFixed(2)}" ` +
    `fill="${colours.ink}" text-anchor="middle">${text}</g>` +
    `</svg>`;
  return { input: Buffer.from(svg), left, top };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
const positiveOr = (value: number, fallback: number) => (Number.isFinite(value) && value > 0 ? value : fallback);
