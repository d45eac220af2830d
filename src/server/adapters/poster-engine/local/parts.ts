/**
 * The 4-connected parts of the pixels where `mask` is `value` (a grid `width` wide): each pixel's part (-1 elsewhere)
 * and their sizes.
 */
export function partsOf(mask: Uint8Array, width: number, height: number, value: number) {
  const part = new Int32Array(mask.length).fill(-1);
  const sizes: number[] = [];
  const stack: number[] = [];
  const last = width * (height - 1);
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || part[start] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    const visit = (j: number) => {
      if (part[j] === -1 && mask[j] === value) {
        part[j] = id;
        stack.push(j);
      }
    };
    visit(start);
    while (stack.length) {
      const i = stack.pop()!,
        x = i % width;
      size++;
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i < last) visit(i + width);
    }
    sizes.push(size);
  }
  return { part, sizes };
}

/**
 * Clear pixels that the picture's border cannot reach through clear pixels become set, except a hole of at least
 * `minOpen` pixels that holds a pixel `open` names (ground seen through the subject, as between its legs).
 */
export function fillHoles(mask: Uint8Array, width: number, height: number, open?: Uint8Array | null, minOpen = 0) {
  const { part, sizes } = partsOf(mask, width, height, 0);
  const clear = new Uint8Array(sizes.length);
  for (let i = 0; i < mask.length; i++) {
    const p = part[i]!;
    if (p < 0 || clear[p]) continue;
    const x = i % width,
      y = (i - x) / width;
    const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (border || (open?.[i] && sizes[p]! >= minOpen)) clear[p] = 1;
  }
  for (let i = 0; i < mask.length; i++) if (part[i]! >= 0 && !clear[part[i]!]) mask[i] = 1;
}

/** The set pixels 4-connected to a set seed pixel. */
export function connectedTo(
  mask: Uint8Array,
  width: number,
  height: number,
  isSeed: (i: number) => boolean,
): Uint8Array {
  const kept = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let top = 0;
  for (let i = 0; i < mask.length; i++)
    if (mask[i] && isSeed(i)) {
      kept[i] = 1;
      stack[top++] = i;
    }
  flood(stack, top, kept, mask, 1, width, height);
  return kept;
}

/** Marks every pixel 4-connected to the `top` pixels on `stack` through pixels where `mask` is `through`. */
function flood(
  stack: Int32Array,
  top: number,
  marked: Uint8Array,
  mask: Uint8Array,
  through: number,
  width: number,
  height: number,
) {
  const last = width * (height - 1);
  while (top > 0) {
    const i = stack[--top]!,
      x = i % width;
    if (x > 0 && !marked[i - 1] && mask[i - 1] === through) {
      marked[i - 1] = 1;
      stack[top++] = i - 1;
    }
    if (x < width - 1 && !marked[i + 1] && mask[i + 1] === through) {
      marked[i + 1] = 1;
      stack[top++] = i + 1;
    }
    if (i >= width && !marked[i - width] && mask[i - width] === through) {
      marked[i - width] = 1;
      stack[top++] = i - width;
    }
    if (i < last && !marked[i + width] && mask[i + width] === through) {
      marked[i + width] = 1;
      stack[top++] = i + width;
    }
  }
}
