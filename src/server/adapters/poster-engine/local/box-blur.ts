/**
 * How a box filter treats the grid's edge: `carry` carries the edge values on past it (a mask's outline keeps its
 * level up to the edge), `inside` averages over the part of the window inside the grid.
 */
export type BlurEdge = 'carry' | 'inside';

/** `values` (a `width` × `height` grid) box-filtered with `radius`, `passes` times, each along rows then columns. */
export function boxBlurred(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
  passes: number,
  edge: BlurEdge,
): Float32Array {
  let out = values;
  for (let pass = 0; pass < passes; pass++) {
    out = meanAlong(out, width, height, radius, 'rows', edge);
    out = meanAlong(out, width, height, radius, 'columns', edge);
  }
  return out;
}

/** A running mean of `radius` along the grid's rows or its columns. */
function meanAlong(
  values: Float32Array,
  width: number,
  height: number,
  radius: number,
  along: 'rows' | 'columns',
  edge: BlurEdge,
): Float32Array {
  const out = new Float32Array(values.length);
  const rows = along === 'rows';
  const length = rows ? width : height,
    lines = rows ? height : width;
  const index = (line: number, k: number) => (rows ? line * width + k : k * width + line);
  // past the edge a value is the edge's own (carry) or nothing, and the mean is over the values inside (inside)
  const span = (k: number) =>
    edge === 'carry' ? 2 * radius + 1 : Math.min(length - 1, k + radius) - Math.max(0, k - radius) + 1;
  for (let line = 0; line < lines; line++) {
    const at = (k: number) =>
      edge === 'carry' || (k >= 0 && k < length) ? values[index(line, Math.min(length - 1, Math.max(0, k)))]! : 0;
    let sum = 0;
    for (let k = -radius; k <= radius; k++) sum += at(k);
    for (let k = 0; k < length; k++) {
      out[index(line, k)] = sum / span(k);
      sum += at(k + radius + 1) - at(k - radius);
    }
  }
  return out;
}
