import { describe, expect, it } from 'vitest';
import { bodyMiddle, cleanSilhouette, isWide, radiusIn } from './silhouette.ts';

const WIDTH = 120,
  HEIGHT = 100;
type Rect = { left: number; top: number; right: number; bottom: number };
const inside = (i: number, { left, top, right, bottom }: Rect) => {
  const x = i % WIDTH,
    y = Math.floor(i / WIDTH);
  return x >= left && x < right && y >= top && y < bottom;
};
const grid = (set: (i: number) => boolean) => Uint8Array.from({ length: WIDTH * HEIGHT }, (_, i) => (set(i) ? 1 : 0));

/** A standing animal as the colour models cut it: a body on four legs, the lawn around and between them sure ground. */
const body = { left: 20, top: 20, right: 100, bottom: 55 };
const legs = [22, 38, 74, 90].map((x) => ({ left: x, top: 55, right: x + 8, bottom: 90 }));
const animal = grid((i) => inside(i, body) || legs.some((leg) => inside(i, leg)));
const lawn = grid((i) => !animal[i]);
/** The detector's box: the animal, feet included. */
const box = { left: 20, top: 20, right: 100, bottom: 90 };
/** Between the front legs, under the belly: a gap the closing bridges, lawn the core would take. */
const underBelly = { left: 31, top: 58, right: 37, bottom: 88 };

const share = (level: Float32Array, rect: Rect) => {
  let figure = 0,
    all = 0;
  for (let i = 0; i < level.length; i++)
    if (inside(i, rect)) {
      all++;
      if (level[i]! >= 0.5) figure++;
    }
  return figure / all;
};

describe('the clean silhouette', () => {
  it("centres a side-on animal's body above its box's middle, and no other subject's", () => {
    const wide = { left: 0, top: 0, right: 150, bottom: 100 };
    expect(isWide(150, 100)).toBe(true);
    expect(isWide(100, 110)).toBe(false);
    expect(isWide(100, 100)).toBe(false);
    expect(bodyMiddle(wide, 'dog', true, false)).toBe(40);
    expect(bodyMiddle(wide, 'dog', false, false)).toBeUndefined();
    expect(bodyMiddle(wide, 'person', true, false)).toBeUndefined();
    // a face found: a close-up of the head, not a side view
    expect(bodyMiddle(wide, 'dog', true, true)).toBeUndefined();
    // the radius is 1 on every edge of the box, wherever the body is centred
    const radius = radiusIn({ ...wide, middle: 40 });
    expect(radius(75, 40)).toBe(0);
    expect([radius(75, 0), radius(75, 100), radius(0, 40), radius(150, 40)]).toEqual([1, 1, 1, 1]);
    expect(radiusIn(wide)(75, 50)).toBe(0);
  });

  it("keeps open the lawn between an animal's legs that the colour models are sure of", () => {
    expect(share(cleanSilhouette(animal, WIDTH, HEIGHT, box, 'horse', lawn), underBelly)).toBeLessThan(0.1);
    // the body and the legs stay figure
    expect(share(cleanSilhouette(animal, WIDTH, HEIGHT, box, 'horse', lawn), body)).toBeGreaterThan(0.95);
  });

  it('closes the same gap for a subject that is not an animal, as before', () => {
    expect(share(cleanSilhouette(animal, WIDTH, HEIGHT, box, 'person', lawn), underBelly)).toBeGreaterThan(0.9);
    expect(share(cleanSilhouette(animal, WIDTH, HEIGHT, box, undefined, lawn), underBelly)).toBeGreaterThan(0.9);
  });

  it('still fills a notch smaller than the closing bridges', () => {
    // a dent 4 cells wide and 4 deep in the animal's back, sure ground too
    const dent = { left: 58, top: 20, right: 62, bottom: 24 };
    const dented = grid((i) => animal[i] === 1 && !inside(i, dent));
    const sure = grid((i) => !dented[i]);
    const asAnimal = share(cleanSilhouette(dented, WIDTH, HEIGHT, box, 'horse', sure), dent);
    expect(asAnimal).toBeGreaterThan(0.8);
    expect(asAnimal).toBe(share(cleanSilhouette(dented, WIDTH, HEIGHT, box, 'person', sure), dent));
  });

  it('falls back to the closed silhouette when the open ground would leave nothing joined to the core', () => {
    // a body along the top of its box that reaches the box's middle by one thin limb, all else sure ground
    const top = { left: 20, top: 5, right: 100, bottom: 25 };
    const limb = { left: 58, top: 25, right: 62, bottom: 60 };
    const thin = grid((i) => inside(i, top) || inside(i, limb));
    const level = cleanSilhouette(
      thin,
      WIDTH,
      HEIGHT,
      { left: 20, top: 5, right: 100, bottom: 95 },
      'bird',
      grid((i) => !thin[i]),
    );
    expect(share(level, top)).toBeGreaterThan(0.9);
  });
});
