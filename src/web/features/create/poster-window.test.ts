import { describe, expect, it } from 'vitest';
import { STYLES } from '../../../shared/styles.ts';
import {
  centredWindow,
  clampWindow,
  coverWidth,
  MAX_ZOOM_IN,
  maxZoomOutOf,
  movedWindow,
  PADDED_ZOOM_OUT,
  photoInWindow,
  reachesPastPhoto,
  stageLayout,
  WINDOW_ASPECT,
  zoomedWindow,
  zoomOf,
} from './poster-window.ts';
import type { PhotoSize } from './poster-window.ts';

const landscape: PhotoSize = { width: 1600, height: 1200 };
const portrait: PhotoSize = { width: 1000, height: 2000 };
const shapeOf = (window: { width: number; height: number }, photo: PhotoSize) =>
  (window.width * photo.width) / (window.height * photo.height);

describe('the centred window', () => {
  it('spans the whole height of a landscape photo, centred, in the poster shape', () => {
    const window = centredWindow(landscape);
    expect(window.height).toBeCloseTo(1, 5);
    expect(window.top).toBeCloseTo(0, 5);
    expect(window.width).toBeCloseTo((1200 * WINDOW_ASPECT) / 1600, 5);
    expect(window.left + window.width / 2).toBeCloseTo(0.5, 5);
    expect(shapeOf(window, landscape)).toBeCloseTo(WINDOW_ASPECT, 5);
    // within a hair of the photo's height (a drag's fractions of a pixel), it spans the height exactly
    const hair = clampWindow(
      { left: 0.3, top: 0, width: 0.4419425, height: 1 },
      { width: 1600, height: 1000 },
      { maxZoomOut: PADDED_ZOOM_OUT },
    );
    expect(hair).toMatchObject({ top: 0, height: 1 });
  });

  it('spans the whole width of a photo taller than the poster', () => {
    const window = centredWindow(portrait);
    expect(window).toMatchObject({ left: 0, width: 1 });
    expect(window.top + window.height / 2).toBeCloseTo(0.5, 5);
    expect(shapeOf(window, portrait)).toBeCloseTo(WINDOW_ASPECT, 5);
  });
});

describe('dragging the window', () => {
  it('moves it and stops it at the photo’s edges', () => {
    const start = centredWindow(landscape);
    const right = movedWindow(start, { x: 0.1, y: 0 }, landscape, { maxZoomOut: 1 });
    expect(right.left).toBeCloseTo(start.left + 0.1, 5);
    const far = movedWindow(start, { x: 5, y: -5 }, landscape, { maxZoomOut: 1 });
    expect(far.left + far.width).toBeCloseTo(1, 5);
    expect(far.top).toBe(0);
    const back = movedWindow(start, { x: -5, y: 5 }, landscape, { maxZoomOut: 1 });
    expect(back.left).toBe(0);
    expect(back.top).toBeCloseTo(0, 5);
  });

  it('keeps a zoomed-out window holding the photo whole on the side where it is larger', () => {
    const wide = zoomedWindow(centredWindow(landscape), 1 / 1.5, landscape, { maxZoomOut: PADDED_ZOOM_OUT });
    expect(wide.height).toBeCloseTo(1.5, 5);
    const up = movedWindow(wide, { x: 0, y: -2 }, landscape, { maxZoomOut: PADDED_ZOOM_OUT });
    expect(up.top).toBeCloseTo(-0.5, 5);
    const down = movedWindow(wide, { x: 0, y: 2 }, landscape, { maxZoomOut: PADDED_ZOOM_OUT });
    expect(down.top).toBeCloseTo(0, 5);
  });
});

describe('zooming the window', () => {
  it('zooms in about its centre, at most MAX_ZOOM_IN times', () => {
    const start = centredWindow(landscape);
    const closer = zoomedWindow(start, 2, landscape, { maxZoomOut: 1 });
    expect(closer.width).toBeCloseTo(start.width / 2, 5);
    expect(closer.left + closer.width / 2).toBeCloseTo(0.5, 5);
    expect(closer.top + closer.height / 2).toBeCloseTo(0.5, 5);
    const closest = zoomedWindow(start, 100, landscape, { maxZoomOut: 1 });
    expect(zoomOf(closest, landscape)).toBeCloseTo(1 / MAX_ZOOM_IN, 5);
    expect(shapeOf(closest, landscape)).toBeCloseTo(WINDOW_ASPECT, 5);
  });

  it('keeps the point under the fingers in place', () => {
    const start = centredWindow(landscape);
    const focus = { x: start.left + start.width * 0.25, y: 0.3 };
    const closer = zoomedWindow(start, 1.6, landscape, { maxZoomOut: 1 }, focus);
    expect((focus.x - closer.left) / closer.width).toBeCloseTo(0.25, 5);
    expect((focus.y - closer.top) / closer.height).toBeCloseTo(0.3, 5);
  });

  it('zooms out no further than the photo in a photo style, and up to the padding limit in a padded one', () => {
    const start = centredWindow(landscape);
    expect(zoomedWindow(start, 0.1, landscape, { maxZoomOut: 1 })).toEqual(
      clampWindow(start, landscape, { maxZoomOut: 1 }),
    );
    const padded = zoomedWindow(start, 0.1, landscape, { maxZoomOut: PADDED_ZOOM_OUT });
    expect(zoomOf(padded, landscape)).toBeCloseTo(PADDED_ZOOM_OUT, 5);
    // the photo stays whole in the window's height, and centred across its width
    expect(padded.top).toBeLessThanOrEqual(0);
    expect(padded.top + padded.height).toBeGreaterThanOrEqual(1);
    expect(padded.left + padded.width / 2).toBeCloseTo(0.5, 5);
  });

  it('pads the styles that paint their own ground; a photo style keeps a wide photo whole, no further', () => {
    const portrait = { width: 1000, height: 1600 };
    const panorama = { width: 4000, height: 1000 };
    for (const style of STYLES) {
      const photoStyle = style.iconic.ground === 'photo';
      expect(maxZoomOutOf(style, landscape)).toBeCloseTo(photoStyle ? 1 / coverWidth(landscape) : PADDED_ZOOM_OUT, 5);
      expect(maxZoomOutOf(style, portrait)).toBe(photoStyle ? 1 : PADDED_ZOOM_OUT);
      // never higher than four photo heights, the request's bound
      expect(maxZoomOutOf(style, panorama)).toBe(photoStyle ? 4 : PADDED_ZOOM_OUT);
    }
    // zoomed all the way out in a photo style, the window spans the photo's width and holds it whole
    const photoStyle = STYLES.find((style) => style.iconic.ground === 'photo')!;
    const whole = zoomedWindow(centredWindow(landscape), 0.1, landscape, {
      maxZoomOut: maxZoomOutOf(photoStyle, landscape),
    });
    expect(whole.left).toBeCloseTo(0, 5);
    expect(whole.width).toBeCloseTo(1, 5);
    expect(whole.top).toBeLessThan(0);
    expect(shapeOf(whole, landscape)).toBeCloseTo(WINDOW_ASPECT, 5);
  });
});

describe('clamping a window from elsewhere', () => {
  it('reshapes a suggestion to the poster’s shape and bounds, and replaces what is not a number', () => {
    const odd = clampWindow({ left: 0.9, top: 0.2, width: 0.5, height: 0.1 }, landscape, { maxZoomOut: 1 });
    expect(shapeOf(odd, landscape)).toBeCloseTo(WINDOW_ASPECT, 5);
    expect(odd.left + odd.width).toBeLessThanOrEqual(1 + 1e-6);
    const broken = clampWindow({ left: Number.NaN, top: 0, width: Number.POSITIVE_INFINITY, height: 1 }, landscape, {
      maxZoomOut: 1,
    });
    expect(broken.width).toBeCloseTo(coverWidth(landscape), 5);
    expect(broken.left + broken.width / 2).toBeCloseTo(0.5, 5);
  });
});

describe('the stage', () => {
  it('draws the photo over the whole stage while the window is inside it', () => {
    const window = centredWindow(landscape);
    const layout = stageLayout(window, { width: 400, height: 300 });
    const photo = clampWindow(window, landscape, { maxZoomOut: 1 });
    expect(stageLayout(photo, { width: 400, height: 300 }).photo).toEqual({ left: 0, top: 0, width: 400, height: 300 });
    expect(layout.window.height).toBeCloseTo(300, 5);
    expect(layout.window.width / layout.window.height).toBeCloseTo(WINDOW_ASPECT, 5);
  });

  it('shrinks the photo so a zoomed-out window fits the stage', () => {
    const window = zoomedWindow(centredWindow(landscape), 1 / 2, landscape, { maxZoomOut: PADDED_ZOOM_OUT });
    const layout = stageLayout(window, { width: 400, height: 300 });
    expect(layout.window.top).toBeCloseTo(0, 5);
    expect(layout.window.height).toBeCloseTo(300, 5);
    expect(layout.photo.height).toBeCloseTo(150, 5);
    expect(layout.photo.left + layout.photo.width / 2).toBeCloseTo(200, 5);
  });

  it('places the photo so the window fills a frame', () => {
    expect(photoInWindow({ left: 0.25, top: 0, width: 0.5, height: 1 })).toEqual({
      left: -50,
      top: -0,
      width: 200,
      height: 100,
    });
  });
});

describe('a window that shows the photo in a part of it (an oval the style paints its bands around)', () => {
  const oval = { left: 0.08, top: 0.25, width: 0.84, height: 0.64 };
  const bounds = { maxZoomOut: PADDED_ZOOM_OUT, shows: oval };
  const ovalOf = (window: { left: number; top: number; width: number; height: number }) => ({
    left: window.left + oval.left * window.width,
    top: window.top + oval.top * window.height,
    right: window.left + (oval.left + oval.width) * window.width,
    bottom: window.top + (oval.top + oval.height) * window.height,
  });

  it('keeps the oval on the photo as the engine does, the window reaching past it', () => {
    // zoomed out twice: the window two photo heights high, its oval taller than the photo and narrower than it
    const wide = zoomedWindow(centredWindow(landscape), 1 / 2, landscape, bounds);
    for (const delta of [
      { x: 0, y: 2 },
      { x: 0, y: -2 },
      { x: 2, y: 0 },
      { x: -2, y: 0 },
    ]) {
      const moved = ovalOf(movedWindow(wide, delta, landscape, bounds));
      expect(moved.top).toBeLessThanOrEqual(1e-6);
      expect(moved.bottom).toBeGreaterThanOrEqual(1 - 1e-6);
      expect(moved.left).toBeGreaterThanOrEqual(-1e-6);
      expect(moved.right).toBeLessThanOrEqual(1 + 1e-6);
    }
    // the whole window's rule would have let the oval leave the photo's foot
    const byWindow = movedWindow(wide, { x: 0, y: 2 }, landscape, { maxZoomOut: PADDED_ZOOM_OUT });
    expect(ovalOf(byWindow).top).toBeGreaterThan(0.4);
  });

  it('keeps a suggestion that hangs past the photo where its oval is on it', () => {
    const suggestion = { left: -0.05, top: -0.1, width: 1.1, height: (1.1 * 1000) / (2000 * WINDOW_ASPECT) };
    const kept = clampWindow(suggestion, portrait, bounds);
    for (const side of ['left', 'top', 'width', 'height'] as const) expect(kept[side]).toBeCloseTo(suggestion[side], 5);
    // where the whole window shows the photo, it is moved down onto the photo
    expect(clampWindow(suggestion, portrait, { maxZoomOut: PADDED_ZOOM_OUT }).top).toBeCloseTo(0, 5);
  });
});

describe('the stage with a window hanging over one edge of the photo', () => {
  it('shows the whole photo and the whole window, the photo shrunk to make room', () => {
    // a window as high as the photo, moved a quarter of it up: its oval, kept on the photo, allows that
    const window = { ...centredWindow(landscape), top: -0.25 };
    const layout = stageLayout(window, { width: 400, height: 300 });
    expect(layout.window.top).toBeCloseTo(0, 5);
    expect(layout.photo.top + layout.photo.height).toBeCloseTo(300, 5);
    expect(layout.photo.height).toBeCloseTo(300 / 1.25, 5);
    expect(layout.photo.left + layout.photo.width / 2).toBeCloseTo(200, 5);
  });
});

describe('a window past the photo', () => {
  it('is the centred window zoomed out past the photo, not the centred one nor one within it', () => {
    const centred = centredWindow(landscape);
    expect(reachesPastPhoto(centred)).toBe(false);
    expect(reachesPastPhoto(zoomedWindow(centred, 1.5, landscape, { maxZoomOut: 1 }))).toBe(false);
    const out = zoomedWindow(centred, 1 / 1.5, landscape, { maxZoomOut: PADDED_ZOOM_OUT });
    expect(out.width).toBeGreaterThan(centred.width);
    expect(reachesPastPhoto(out)).toBe(true);
    // a rounding's worth over an edge is still on the photo
    expect(reachesPastPhoto({ left: -0.001, top: 0, width: 0.5, height: 1.001 })).toBe(false);
    expect(reachesPastPhoto({ left: 0.6, top: 0, width: 0.5, height: 1 })).toBe(true);
  });
});
