import { describe, expect, it } from 'vitest';
import { centredCoverWindow, POSTER_WINDOW_ASPECT, windowFitsPhoto } from '../../../../shared/poster-window.ts';
import { cropOfWindow, windowOfCrop } from './window-crop.ts';

const landscape = { width: 4000, height: 3000 };

describe("the customer's window as the picture's crop", () => {
  it('is the window itself, in photo pixels, when the picture has the poster shape', () => {
    const window = { left: 0.1, top: 0.2, width: 0.3, height: (0.3 * 4000) / POSTER_WINDOW_ASPECT / 3000 };
    const crop = cropOfWindow(window, landscape, POSTER_WINDOW_ASPECT, 1);
    expect(crop).toEqual({ left: 400, top: 600, width: 1200, height: Math.round(1200 / POSTER_WINDOW_ASPECT) });
  });

  it('holds the whole window in a square picture, around its centre', () => {
    const window = { left: 0.4, top: 0.1, width: 0.2, height: (0.2 * 4000) / POSTER_WINDOW_ASPECT / 3000 };
    const crop = cropOfWindow(window, landscape, 1, 1);
    const height = 800 / POSTER_WINDOW_ASPECT;
    expect(crop.width).toBe(crop.height);
    expect(crop.height).toBe(Math.round(height));
    expect(crop.left + crop.width / 2).toBeCloseTo(2000, -1);
    expect(crop.top).toBe(Math.round(300 + height / 2 - crop.height / 2));
  });

  it('is moved back inside the photo where it fits', () => {
    const window = { left: 0.9, top: -0.1, width: 0.2, height: (0.2 * 4000) / POSTER_WINDOW_ASPECT / 3000 };
    const crop = cropOfWindow(window, landscape, POSTER_WINDOW_ASPECT, 1);
    expect(crop.left + crop.width).toBe(4000);
    expect(crop.top).toBe(0);
  });

  it('reaches past the top and bottom only as far as the style pads, and then holds the whole height', () => {
    const cover = centredCoverWindow(landscape);
    const wide = { ...cover, width: cover.width * 2, height: cover.height * 2 };
    wide.left = 0.5 - wide.width / 2;
    wide.top = 0.5 - wide.height / 2;
    const photoStyle = cropOfWindow(wide, landscape, POSTER_WINDOW_ASPECT, 1);
    expect(photoStyle).toEqual({ left: Math.round(2000 - 1060.66 + 0.5) - 1, top: 0, width: 2121, height: 3000 });
    const padded = cropOfWindow(wide, landscape, POSTER_WINDOW_ASPECT, 2.2);
    expect(padded.height).toBe(6000);
    expect(padded.top).toBe(-1500);
  });

  it("gives the engine's own crop back from the window it suggests", () => {
    for (const [crop, aspect] of [
      [{ left: 1200, top: 300, width: 1500, height: 1500 }, 1],
      [{ left: 100, top: 0, width: 2121, height: 3000 }, POSTER_WINDOW_ASPECT],
      [{ left: 600, top: -200, width: 2800, height: 3400 }, 2800 / 3400],
    ] as const) {
      const window = windowOfCrop(crop, landscape);
      expect(windowFitsPhoto(window, landscape)).toBe(true);
      const again = cropOfWindow(window, landscape, aspect, 2.2);
      for (const side of ['left', 'top', 'width', 'height'] as const) expect(again[side]).toBeCloseTo(crop[side], -1);
    }
  });
});

describe('a window taller than the photo, in a style that shows the photo itself', () => {
  // the window as wide as the photo, reaching past its top and bottom: the ground continues the photo (decision 042)
  const wholeWidth = (photo: { width: number; height: number }) => {
    const height = photo.width / POSTER_WINDOW_ASPECT;
    return { left: 0, top: (photo.height - height) / 2 / photo.height, width: 1, height: height / photo.height };
  };

  it('is the crop as it is when the style shows the photo itself, cut back to the padding otherwise', () => {
    const window = wholeWidth(landscape);
    expect(windowFitsPhoto(window, landscape)).toBe(true);
    const kept = cropOfWindow(window, landscape, POSTER_WINDOW_ASPECT, 1, true);
    expect(kept.width).toBe(landscape.width);
    expect(kept.top).toBeLessThan(0);
    expect(kept.top + kept.height).toBeGreaterThan(landscape.height);
    const cover = cropOfWindow(window, landscape, POSTER_WINDOW_ASPECT, 1);
    expect(cover.width).toBeCloseTo(landscape.height * POSTER_WINDOW_ASPECT, -1);
    expect(cover.top).toBe(0);
  });

  it('takes a window as wide as a panoramic photo, wider than the padding any style allows', () => {
    const panorama = { width: 4800, height: 2000 };
    expect(windowFitsPhoto(wholeWidth(panorama), panorama)).toBe(true);
  });
});

describe('which windows a photo takes', () => {
  const portrait = { width: 3000, height: 4000 };
  it('takes the centred cover window and refuses other shapes', () => {
    expect(windowFitsPhoto(centredCoverWindow(portrait), portrait)).toBe(true);
    expect(windowFitsPhoto(centredCoverWindow(landscape), landscape)).toBe(true);
    // a window in the poster's shape in fractions is not in it in the pixels of a landscape photo
    expect(windowFitsPhoto({ left: 0, top: 0, width: 0.5, height: 0.5 / POSTER_WINDOW_ASPECT / 2 }, landscape)).toBe(
      false,
    );
    expect(windowFitsPhoto({ left: 0.2, top: 0.2, width: 0.5, height: 0.5 }, landscape)).toBe(false);
  });

  it("takes a zoomed-out window hung from the photo's foot, whose centre is above the photo", () => {
    const bust = { left: 0, top: -1.2, width: 1.0348, height: 2.2 };
    expect(windowFitsPhoto(bust, { width: 451, height: 300 })).toBe(true);
    expect(windowFitsPhoto({ ...bust, top: -2.0 }, { width: 451, height: 300 })).toBe(false);
  });

  it('refuses a window off the photo, too wide or too small', () => {
    const cover = centredCoverWindow(landscape);
    expect(windowFitsPhoto({ ...cover, left: 1.2 }, landscape)).toBe(false);
    const scaled = (factor: number) => ({
      left: 0.5 - (cover.width * factor) / 2,
      top: 0.5 - (cover.height * factor) / 2,
      width: cover.width * factor,
      height: cover.height * factor,
    });
    expect(windowFitsPhoto(scaled(2.2), landscape)).toBe(true);
    expect(windowFitsPhoto(scaled(2.5), landscape)).toBe(false);
    expect(windowFitsPhoto(scaled(0.11), landscape)).toBe(true);
    expect(windowFitsPhoto(scaled(0.05), landscape)).toBe(false);
  });
});
