import { describe, expect, it } from 'vitest';
import { POSTER_WINDOW_ASPECT } from '../../../../shared/poster-window.ts';
import { styleById } from '../../../../shared/styles.ts';
import type { Subject } from './boxes.ts';
import { FRAME_OVAL, groundFor, ovalBox } from './grounds.ts';
import { composedCrop } from './framing.ts';
import { cropOfWindow, windowOfCrop } from './window-crop.ts';

/** Saliency's guess (not trusted), a small box centred at (x, y) in photo fractions. */
const guessAt = (x: number, y: number): Subject => ({
  box: { left: x - 0.1, top: y - 0.1, width: 0.2, height: 0.2 },
  faces: [],
  found: 'saliency',
});

describe('bands framing a photo without a trusted subject', () => {
  const style = styleById('psychedelicconcert')!;
  const aspect = POSTER_WINDOW_ASPECT;
  const photos = [
    { width: 1024, height: 683 },
    { width: 768, height: 1024 },
    { width: 2000, height: 2000 },
  ];
  const guesses = [guessAt(0.5, 0.5), guessAt(0.05, 0.1), guessAt(0.95, 0.9)];

  /** The crop the engine composes for `subject` in psychedelic concert, with no customer's window. */
  const cropOf = (subject: Subject, photo: { width: number; height: number }) =>
    composedCrop(photo, aspect, subject, style, groundFor(style, subject));

  it('are chosen only when no subject is trusted', () => {
    expect(groundFor(style, guessAt(0.5, 0.5)).shows).toEqual(FRAME_OVAL);
    expect(groundFor(style, { ...guessAt(0.5, 0.5), found: 'detector' }).shows).toBeUndefined();
    expect(groundFor(style, { ...guessAt(0.5, 0.5), found: 'focus' }).shows).toBeUndefined();
  });

  it.each(photos.flatMap((photo) => guesses.map((guess) => [photo, guess] as const)))(
    'show in the oval the part of the photo around the guess, and the window suggested gives it back (%o)',
    (photo, guess) => {
      const crop = cropOf(guess, photo);
      const inCrop = ovalBox(crop.width, crop.height);
      const oval = { ...inCrop, left: crop.left + inCrop.left, top: crop.top + inCrop.top };
      // the oval's box lies in the photo (two pixels of the crop's rounding)
      expect(oval.left).toBeGreaterThanOrEqual(-2);
      expect(oval.top).toBeGreaterThanOrEqual(-2);
      expect(oval.left + oval.width).toBeLessThanOrEqual(photo.width + 2);
      expect(oval.top + oval.height).toBeLessThanOrEqual(photo.height + 2);
      // and holds saliency's guess, where it lies in the photo, even by the photo's edge
      const guessed = {
        left: Math.max(0, guess.box.left) * photo.width,
        top: Math.max(0, guess.box.top) * photo.height,
        right: Math.min(1, guess.box.left + guess.box.width) * photo.width,
        bottom: Math.min(1, guess.box.top + guess.box.height) * photo.height,
      };
      expect(guessed.left).toBeGreaterThanOrEqual(oval.left - 2);
      expect(guessed.top).toBeGreaterThanOrEqual(oval.top - 2);
      expect(guessed.right).toBeLessThanOrEqual(oval.left + oval.width + 2);
      expect(guessed.bottom).toBeLessThanOrEqual(oval.top + oval.height + 2);
      // past the oval the crop reaches out of the photo (under the bands), but as a customer's window could: the
      // window suggested for it gives it back, to the pixel's rounding
      const ground = groundFor(style, guess);
      const back = cropOfWindow(
        windowOfCrop(crop, photo, aspect),
        photo,
        aspect,
        ground.maxZoomOut,
        false,
        ground.shows,
      );
      for (const side of ['left', 'top', 'width', 'height'] as const)
        expect(Math.abs(back[side] - crop[side]), side).toBeLessThanOrEqual(1);
    },
  );

  it('show the largest part of the photo of the oval’s shape when the guess spans the photo', () => {
    const wide: Subject = { box: { left: 0.05, top: 0.05, width: 0.9, height: 0.9 }, faces: [], found: 'saliency' };
    for (const photo of photos) {
      const crop = cropOf(wide, photo);
      const oval = ovalBox(crop.width, crop.height);
      expect(Math.max(oval.width / photo.width, oval.height / photo.height)).toBeCloseTo(1, 2);
    }
  });

  it('centre the oval on saliency’s guess as far as the photo allows', () => {
    const photo = { width: 3000, height: 1000 };
    const atLeft = cropOf(guessAt(0.2, 0.5), photo);
    const atRight = cropOf(guessAt(0.8, 0.5), photo);
    const middle = (crop: { left: number; width: number }) =>
      crop.left + crop.width * (FRAME_OVAL.left + FRAME_OVAL.width / 2);
    expect(middle(atLeft)).toBeCloseTo(600, -1);
    expect(middle(atRight)).toBeCloseTo(2400, -1);
  });
});
