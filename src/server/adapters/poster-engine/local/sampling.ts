/** For each target pixel along one side: the source pixel before it, the one after and the weight of the one after. */
export type AxisSamples = { before: Int32Array; after: Int32Array; weight: Float64Array };

/**
 * Bilinear sampling along one side of a picture being enlarged: for each target pixel `from` ≤ at < `to`, the source
 * pixel at or before `position(at)` (the target pixel's centre on the source, in source pixels), the one after it and
 * the weight of the one after. Positions are kept within the source's `sourceSize` pixels, so its edge pixels repeat.
 */
export function axisSamples(
  size: number,
  sourceSize: number,
  position: (at: number) => number,
  from = 0,
  to = size,
): AxisSamples {
  const before = new Int32Array(size),
    after = new Int32Array(size),
    weight = new Float64Array(size);
  for (let at = from; at < to; at++) {
    const p = Math.min(sourceSize - 1, Math.max(0, position(at)));
    before[at] = Math.floor(p);
    after[at] = Math.min(sourceSize - 1, before[at]! + 1);
    weight[at] = p - before[at]!;
  }
  return { before, after, weight };
}

/** The target pixel's centre on a source side `sourceSize` long, where the target side is `size` long. */
export const centreOn =
  (size: number, sourceSize: number) =>
  (at: number): number =>
    ((at + 0.5) * sourceSize) / size - 0.5;
