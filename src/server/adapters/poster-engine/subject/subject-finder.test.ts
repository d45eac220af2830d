import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FINDER_ANSWERS, flatImage } from '../test-photos.ts';
import { SubjectFinder } from './subject-finder.ts';

/** A figure (head, body, legs) drawn dark on a light plain ground, at a known place: its box in fractions. */
async function drawnFigure(): Promise<{
  image: Buffer;
  box: { left: number; top: number; width: number; height: number };
}> {
  const width = 1200,
    height = 900;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#e9e4d8"/>
    <circle cx="780" cy="250" r="70" fill="#3a2a22"/>
    <rect x="700" y="320" width="160" height="260" rx="30" fill="#9c2f2a"/>
    <rect x="715" y="580" width="50" height="210" fill="#1f2b44"/>
    <rect x="795" y="580" width="50" height="210" fill="#1f2b44"/>
  </svg>`;
  const image = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  return { image, box: { left: 700 / width, top: 180 / height, width: 160 / width, height: 610 / height } };
}

describe('finding the subject of a photo', () => {
  const finder = new SubjectFinder({ remember: 0 });
  afterAll(() => finder.unload());

  it('finds a figure on a plain ground, its box within tolerance', async () => {
    const { image, box } = await drawnFigure();
    const { subject } = await finder.find(image);
    const centreX = subject.box.left + subject.box.width / 2,
      centreY = subject.box.top + subject.box.height / 2;
    expect(Math.abs(centreX - (box.left + box.width / 2))).toBeLessThan(0.06);
    expect(Math.abs(centreY - (box.top + box.height / 2))).toBeLessThan(0.08);
    expect(subject.box.width).toBeLessThan(0.35);
    expect(subject.box.height).toBeGreaterThan(box.height * 0.5);
    expect(subject.box.height).toBeLessThan(box.height * 1.3);
  }, 60_000);

  it('finds the person and the face in a real photograph (bench/photos/astronaut.jpg)', async () => {
    // Eileen Collins, half-length: her face spans about x 0.33–0.55, y 0.12–0.38 of the picture
    const found = await finder.find(
      await readFile(new URL('../../../../../bench/photos/astronaut.jpg', import.meta.url)),
    );
    expect(found.fallback).toBeUndefined();
    expect(found.subject.found).toBe('detector');
    expect(found.detections!.objects.some((object) => object.label === 'person' && object.score >= 0.5)).toBe(true);
    expect(found.subject.faces).toHaveLength(1);
    const face = found.subject.faces[0]!;
    expect(face.left + face.width / 2).toBeGreaterThan(0.38);
    expect(face.left + face.width / 2).toBeLessThan(0.52);
    expect(face.top + face.height / 2).toBeGreaterThan(0.18);
    expect(face.top + face.height / 2).toBeLessThan(0.32);
    const box = found.subject.box;
    expect(box.left).toBeLessThanOrEqual(face.left);
    expect(box.left + box.width).toBeGreaterThanOrEqual(face.left + face.width);
  }, 60_000);

  it("gives the answers the engine's tests render bench/photos with (FINDER_ANSWERS)", async () => {
    const near = (box: Record<string, number>) => Object.values(box).map((value) => expect.closeTo(value, 3));
    for (const [name, answer] of Object.entries(FINDER_ANSWERS)) {
      const { subject } = await finder.find(
        await readFile(new URL(`../../../../../bench/photos/${name}.jpg`, import.meta.url)),
      );
      expect({ name, found: subject.found, label: subject.label }).toEqual({
        name,
        found: answer.found,
        label: answer.label,
      });
      expect({ name, box: Object.values(subject.box) }).toEqual({ name, box: near(answer.box) });
      expect({ name, faces: subject.faces.map((face) => Object.values(face)) }).toEqual({
        name,
        faces: answer.faces.map(near),
      });
    }
  }, 120_000);

  it('trusts no lone "face" on a rocket at night (bench/photos/rocket-night.jpg cut to the sheet\'s shape)', async () => {
    const photo = await readFile(new URL('../../../../../bench/photos/rocket-night.jpg', import.meta.url));
    const { width = 0, height = 0 } = await sharp(photo).metadata();
    const cropWidth = Math.round(height / Math.SQRT2);
    const crop = await sharp(photo)
      .extract({ left: Math.round((width - cropWidth) / 2), top: 0, width: cropWidth, height })
      .jpeg()
      .toBuffer();
    const found = await finder.find(crop);
    expect(found.fallback).toBe('nothing-found');
    expect(found.subject.found).toBe('saliency');
  }, 60_000);

  it('finds by its focus a subject the detector has no name for (bench/photos/small/boarfish.jpg)', async () => {
    const found = await finder.find(
      await readFile(new URL('../../../../../bench/photos/small/boarfish.jpg', import.meta.url)),
    );
    expect(found.fallback).toBeUndefined();
    expect(found.subject.found).toBe('focus');
    // the fish spans about x 0.05–0.93, y 0.1–0.82 of the photo
    const { box } = found.subject;
    expect(box.left).toBeLessThan(0.15);
    expect(box.left + box.width).toBeGreaterThan(0.85);
    expect(box.top + box.height / 2).toBeGreaterThan(0.35);
    expect(box.top + box.height / 2).toBeLessThan(0.6);
    expect(found.subject.shape!.cells.some((cell) => cell === 1)).toBe(true);
  }, 60_000);

  it('falls back to the most salient part, and says so, when nothing is there', async () => {
    const found = await finder.find(await flatImage(800, 600, '#88aacc'));
    expect(found.fallback).toBe('nothing-found');
    expect(found.subject.found).toBe('saliency');
    expect(found.subject.faces).toEqual([]);
  }, 60_000);

  it('loads the models on first use and lets them go when idle', async () => {
    // the idle period starts at the detector's answer; the finder's own work after it (the small copy, the extent)
    // took over 100 ms on a loaded machine, so the period is long enough to be seen out
    const idle = new SubjectFinder({ idleMs: 1_000, remember: 0 });
    expect(idle.loaded).toBe(false);
    await idle.find(await flatImage(320, 240, '#ffffff'));
    expect(idle.loaded).toBe(true);
    await sleep(1_500);
    expect(idle.loaded).toBe(false);
  }, 60_000);

  it('is let go on request only when no photo waits for it', async () => {
    const finder = new SubjectFinder({ remember: 0 });
    const { image } = await drawnFigure();
    await finder.find(image);
    const waiting = finder.find(await flatImage(640, 480, '#336699'));
    await finder.release();
    expect(finder.loaded).toBe(true);
    expect((await waiting).fallback).toBe('nothing-found');
    await finder.release();
    expect(finder.loaded).toBe(false);
    // and it comes back for the next photo
    expect((await finder.find(image)).subject.found).toBe('detector');
    await finder.unload();
  }, 60_000);

  it('answers a photo that comes while the detector is being let go', async () => {
    // the thread that is stopping must not take the next photo's answer with it: a small photo reaches the new
    // thread before the old one has exited
    const finder = new SubjectFinder({ remember: 0 });
    const small = await flatImage(16, 16, '#ffffff');
    // each round loads the models in a new thread (1–3 s on two busy cores)
    for (let round = 0; round < 10; round++) {
      await finder.find(small);
      const stopping = finder.release();
      const next = await finder.find(small);
      await stopping;
      expect(next.fallback).toBe('nothing-found');
    }
    await finder.unload();
  }, 120_000);

  it('looks at the same photo once', async () => {
    const remembering = new SubjectFinder();
    const { image } = await drawnFigure();
    const first = await remembering.find(image);
    expect(await remembering.find(Buffer.from(image))).toBe(first);
    await remembering.unload();
  }, 60_000);
});
