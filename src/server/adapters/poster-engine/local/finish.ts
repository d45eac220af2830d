import type { EdgeRule, PrintFinish } from '../../../../shared/styles.ts';
import { lineCoverage, lineHalfWidth } from './edges.ts';
import type { LabelField } from './labels.ts';
import type { Rgb } from './quantise.ts';
import type { Textures } from './textures.ts';

/**
 * Paints the art-resolution poster: flat planes in their palette colours, outlines by the edge rule,
 * and the print finish (grain, paper, Ben-Day dots, split fountain, riso misregistration…).
 */
export type PaintPlan = {
  printFinish: PrintFinish;
  edgeRule: EdgeRule;
  /** Colour of each plane. */
  colours: Rgb[];
  /** Halftone dot coverage of each plane (0: printed flat). */
  screen: number[];
  /** Colour of each plane's echo lines (posterised contour). */
  echoes: Rgb[];
  /** Colour each plane's ink blends into down the sheet (split fountain); null keeps it flat. */
  fountain: (Rgb | null)[];
  /** The paper (lightest palette colour) and the ink (darkest). */
  paper: Rgb;
  ink: Rgb;
  /** Plane printed in the darkest ink, if any (riso misregistration). */
  inkPlane: number;
  /** Art pixels per print-master pixel. */
  scale: number;
  textures: Textures;
  /** Distance to the nearest contour, when the edge rule draws lines. */
  contourDistance: Float32Array | null;
  /** Strong inner edges (0–255), one byte per pixel. */
  innerEdges: Uint8Array | null;
};

/**
 * The print finishes as numbers: the paint loop asks which one per pixel, and a number is the quickest to ask. A
 * finish added to the styles must be numbered here (the type checker asks for it).
 */
const FINISH_NUMBERS: Record<PrintFinish, number> = {
  'lithograph-paper': 0,
  riso: 1,
  'brush-stroke': 2,
  screenprint: 3,
  'split-fountain': 4,
  'matte-grain': 5,
  'offset-matte': 6,
  halftone: 7,
};
const {
  'lithograph-paper': LITHOGRAPH,
  riso: RISO,
  'brush-stroke': BRUSH,
  screenprint: SCREENPRINT,
  'split-fountain': FOUNTAIN,
  'matte-grain': MATTE,
  'offset-matte': OFFSET,
  halftone: HALFTONE,
} = FINISH_NUMBERS;

export function paint(field: LabelField, plan: PaintPlan): Buffer {
  const { width, height, label, second, cover } = field;
  const { printFinish, edgeRule, textures, contourDistance, innerEdges, scale } = plan;
  const out = Buffer.alloc(width * height * 3);
  const planes = plan.colours.length;
  const rowColours = new Float32Array(planes * 3);
  const tileMask = textures.size - 1;
  const strokeMask = textures.strokeSize - 1;
  // what the loop reads per pixel, in locals: the plan's arrays and colours, the finish as a number
  const finish = FINISH_NUMBERS[printFinish];
  const screen = Float64Array.from(plan.screen);
  const echoes = Float64Array.from(plan.echoes.flat());
  const [paperR, paperG, paperB] = plan.paper;
  const [inkR, inkG, inkB] = plan.ink;
  const { grain, speckle, paper: fibres, weave, dabShade } = textures;
  const inkPlane = plan.inkPlane;
  const riso = finish === RISO && inkPlane >= 0;

  const halfLine = lineHalfWidth(edgeRule, scale);
  const echoPeriod = 34 * scale,
    echoHalfWidth = 6.5 * scale,
    echoCount = 2;
  const dotSpacing = 38 * scale;
  const misregister = Math.round(14 * scale);
  const withLines = contourDistance !== null && edgeRule !== 'none';
  const withEchoes = edgeRule === 'posterised-contour';

  for (let y = 0; y < height; y++) {
    const down = y / Math.max(1, height - 1);
    const fountainShare = 0.8 * down * down * (3 - 2 * down);
    for (let c = 0; c < planes; c++) {
      const own = plan.colours[c]!,
        into = plan.fountain[c];
      for (let j = 0; j < 3; j++)
        rowColours[c * 3 + j] = into ? own[j]! + (into[j]! - own[j]!) * fountainShare : own[j]!;
    }
    const tileRow = (y & tileMask) * textures.size;
    const strokeRow = (y & strokeMask) * textures.strokeSize;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let plane = label[i]!;
      const other = second[i]!;
      let share = cover[i]! / 255;
      // riso: the darkest ink's layer sits a little down and right of where the picture puts it
      let displacedInk = 0,
        underInk = false;
      if (riso) {
        if (plane === inkPlane) {
          if (other === inkPlane) underInk = true;
          else plane = other;
          share = 1;
        } else if (other === inkPlane) share = 1;
        const fromX = x - misregister,
          fromY = y - misregister;
        if (fromX >= 0 && fromY >= 0) {
          const from = fromY * width + fromX;
          displacedInk =
            label[from] === inkPlane ? cover[from]! / 255 : second[from] === inkPlane ? 1 - cover[from]! / 255 : 0;
        }
      }
      let r = rowColours[plane * 3]!,
        g = rowColours[plane * 3 + 1]!,
        b = rowColours[plane * 3 + 2]!;
      if (screen[plane]! > 0) {
        const dot = dotCoverage(x, y, dotSpacing, screen[plane]!);
        r = paperR + (r - paperR) * dot;
        g = paperG + (g - paperG) * dot;
        b = paperB + (b - paperB) * dot;
      }
      if (share < 1) {
        let or = rowColours[other * 3]!,
          og = rowColours[other * 3 + 1]!,
          ob = rowColours[other * 3 + 2]!;
        if (screen[other]! > 0) {
          const dot = dotCoverage(x, y, dotSpacing, screen[other]!);
          or = paperR + (or - paperR) * dot;
          og = paperG + (og - paperG) * dot;
          ob = paperB + (ob - paperB) * dot;
        }
        r = or + (r - or) * share;
        g = og + (g - og) * share;
        b = ob + (b - ob) * share;
      }
      if (underInk) {
        r = paperR;
        g = paperG;
        b = paperB;
      }
      if (displacedInk > 0) {
        r += (inkR - r) * displacedInk;
        g += (inkG - g) * displacedInk;
        b += (inkB - b) * displacedInk;
      }

      if (withLines) {
        const distance = contourDistance[i]!;
        if (withEchoes && distance > halfLine + 1) {
          const ring = Math.round(distance / echoPeriod);
          if (ring >= 1 && ring <= echoCount) {
            const echo = lineCoverage(Math.abs(distance - ring * echoPeriod), echoHalfWidth);
            if (echo > 0) {
              const e = plane * 3;
              r += (echoes[e]! - r) * echo;
              g += (echoes[e + 1]! - g) * echo;
              b += (echoes[e + 2]! - b) * echo;
            }
          }
        }
        let line = lineCoverage(distance, halfLine);
        if (innerEdges) {
          const inner = (innerEdges[i]! - 90) / 70;
          if (inner > line) line = inner > 1 ? 1 : inner;
        }
        if (line > 0) {
          r += (inkR - r) * line;
          g += (inkG - g) * line;
          b += (inkB - b) * line;
        }
      }

      // print finish: texture over the inks
      const tile = tileRow + (x & tileMask);
      if (finish === LITHOGRAPH) {
        const tooth = speckle[tile]!;
        if (tooth > 182 && plane !== inkPlane) {
          const lift = Math.min(1, (tooth - 182) / 30) * 0.38;
          r += (paperR - r) * lift;
          g += (paperG - g) * lift;
          b += (paperB - b) * lift;
        }
        const fibre = 1 + (fibres[tile]! - 128) * 0.00045;
        const grainOf = (grain[tile]! - 128) * 0.05;
        r = r * fibre + grainOf;
        g = g * fibre + grainOf;
        b = b * fibre + grainOf;
      } else if (finish === RISO) {
        const starve = speckle[tile]!;
        if (starve > 170) {
          const lift = Math.min(1, (starve - 170) / 40) * 0.45;
          r += (paperR - r) * lift;
          g += (paperG - g) * lift;
          b += (paperB - b) * lift;
        }
        const grainOf = (grain[tile]! - 128) * 0.1;
        r += grainOf;
        g += grainOf;
        b += grainOf;
      } else if (finish === BRUSH) {
        const shade = 1 + (dabShade[strokeRow + (x & strokeMask)]! - 128) * 0.0009;
        const weaveOf = 1 + (weave[tile]! - 128) * 0.00032;
        r *= shade * weaveOf;
        g *= shade * weaveOf;
        b *= shade * weaveOf;
      } else if (finish === SCREENPRINT || finish === FOUNTAIN) {
        const laydown = 1 + (fibres[tile]! - 128) * 0.00035;
        r *= laydown;
        g *= laydown;
        b *= laydown;
      } else if (finish === MATTE) {
        const grainOf = (grain[tile]! - 128) * 0.09;
        r += grainOf;
        g += grainOf;
        b += grainOf;
      } else if (finish === OFFSET || finish === HALFTONE) {
        const grainOf = (grain[tile]! - 128) * 0.04;
        r += grainOf;
        g += grainOf;
        b += grainOf;
      }
      const p = i * 3;
      out[p] = r < 0 ? 0 : r > 255 ? 255 : r + 0.5;
      out[p + 1] = g < 0 ? 0 : g > 255 ? 255 : g + 0.5;
      out[p + 2] = b < 0 ? 0 : b > 255 ? 255 : b + 0.5;
    }
  }
  return out;
}

/** Ben-Day dots on a 45° grid: how much of the pixel at (x, y) a dot of `coverage` (0–0.78) covers. */
export function dotCoverage(x: number, y: number, spacing: number, coverage: number): number {
  const u = ((x + y) * Math.SQRT1_2) / spacing,
    v = ((x - y) * Math.SQRT1_2) / spacing;
  const fu = u - Math.round(u),
    fv = v - Math.round(v);
  const distance = Math.sqrt(fu * fu + fv * fv) * spacing;
  const radius = spacing * Math.sqrt(coverage / Math.PI);
  const value = radius + 0.5 - distance;
  return value <= 0 ? 0 : value >= 1 ? 1 : value;
}
