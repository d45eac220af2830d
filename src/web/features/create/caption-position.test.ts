import { describe, expect, it } from 'vitest';
import { clampCaptionCentre, dragCentre, frameCentre, scalePoint, toCaptionPlacement } from './caption-position.ts';

const frame = { width: 350, height: 495 };
const caption = { width: 100, height: 30 };

describe('caption placement', () => {
  it('starts a new caption in the centre of the frame', () => {
    expect(frameCentre(frame)).toEqual({ x: 175, y: 247.5 });
  });

  it('keeps the caption at least 10 px inside the frame', () => {
    expect(clampCaptionCentre({ x: 0, y: 0 }, caption, frame)).toEqual({ x: 60, y: 25 });
    expect(clampCaptionCentre({ x: 1000, y: 1000 }, caption, frame)).toEqual({ x: 290, y: 470 });
    expect(clampCaptionCentre({ x: 200, y: 300 }, caption, frame)).toEqual({ x: 200, y: 300 });
  });

  it('centres a caption wider than the frame allows', () => {
    expect(clampCaptionCentre({ x: 20, y: 100 }, { width: 340, height: 30 }, frame).x).toBe(175);
  });

  it('moves with the pointer and stops at the margin', () => {
    expect(dragCentre({ x: 175, y: 247.5 }, { x: 30, y: -40 }, caption, frame)).toEqual({ x: 205, y: 207.5 });
    expect(dragCentre({ x: 175, y: 247.5 }, { x: 500, y: 0 }, caption, frame).x).toBe(290);
  });

  it('treats NaN as 0 and clamps it inside', () => {
    expect(clampCaptionCentre({ x: Number.NaN, y: Number.NaN }, caption, frame)).toEqual({ x: 60, y: 25 });
  });

  it('scales a centre from the editor frame to the page frame', () => {
    expect(scalePoint({ x: 175, y: 100 }, frame, { width: 700, height: 990 })).toEqual({ x: 350, y: 200 });
  });

  it('saves trimmed text with the centre and the frame size, and nothing for blank text', () => {
    expect(toCaptionPlacement('  Zürich 1982 ', { x: 120.04, y: 300 }, frame)).toEqual({
      text: 'Zürich 1982',
      x: 120,
      y: 300,
      frameWidth: 350,
      frameHeight: 495,
    });
    expect(toCaptionPlacement('   ', { x: 1, y: 1 }, frame)).toBeNull();
  });
});
