import { crc32, deflateSync } from 'node:zlib';
import pino from 'pino';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../i18n/messages.ts';
import { STYLES, styleById } from '../../../shared/styles.ts';
import { renderArtwork } from './local/artwork.ts';
import { hexToRgb } from './local/quantise.ts';
import { RenderSlots } from './local/render-slots.ts';
import { LocalPosterEngine } from './local-poster-engine.ts';
import { PosterInputError } from './poster-engine.ts';
import { decodePhoto, readPhotoSize } from './source-image.ts';
import { SubjectFinder } from './subject/subject-finder.ts';
import { scenePhoto } from './test-photos.ts';

/** A PNG claiming `width` × `height` with a single row of data: enough for the size check, never decoded. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('local poster engine', () => {
  const engine = new LocalPosterEngine();
  let photo: Buffer;
  beforeAll(async () => {
    photo = await scenePhoto();
  });

  it('renders the print master, preview and thumbnail at their exact sizes and formats', async () => {
    const output = await engine.render({ image: photo, style: styleById('swissmidcentury')! });
    const print = await sharp(output.printMaster).metadata();
    expect([print.format, print.width, print.height, print.space, print.hasProfile]).toEqual([
      'jpeg',
      3508,
      4961,
      'srgb',
      true,
    ]);
    expect(print.height! / print.width!).toBeCloseTo(1.414, 2);
    const preview = await sharp(output.preview).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 849, 1200]);
    const thumbnail = await sharp(output.thumbnail).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 340, 480]);
    expect(output.thumbnail.length).toBeLessThan(80_000);
  });

  it.each(STYLES.map((style) => [style.id, style] as const))(
    'renders %s as a poster of flat palette colours',
    async (_, style) => {
      const art = await renderArtwork(photo, style);
      const palette = style.palette.map(hexToRgb);
      // Most pixels are a palette colour give or take the print finish's grain; a photo with a tint is not.
      let near = 0,
        samples = 0;
      for (let i = 0; i < art.data.length; i += 3 * 97) {
        const r = art.data[i]!,
          g = art.data[i + 1]!,
          b = art.data[i + 2]!;
        if (palette.some(([pr, pg, pb]) => Math.abs(r - pr) + Math.abs(g - pg) + Math.abs(b - pb) < 60)) near++;
        samples++;
      }
      expect(near / samples).toBeGreaterThan(style.printFinish === 'split-fountain' ? 0.5 : 0.8);
    },
  );

  it('renders every style to all three outputs', async () => {
    for (const style of STYLES) {
      const output = await engine.render({
        image: photo,
        style,
        caption: { text: style.name, x: 175, y: 440, frameWidth: 350, frameHeight: 495 },
      });
      expect((await sharp(output.printMaster).metadata()).width, style.id).toBe(3508);
      expect((await sharp(output.preview).metadata()).height, style.id).toBe(1200);
    }
  }, 60_000);

  it('renders the same poster for the same photo', async () => {
    const style = styleById('popart')!;
    const first = await engine.render({ image: photo, style });
    const second = await engine.render({ image: photo, style });
    expect(first.printMaster.equals(second.printMaster)).toBe(true);
    expect(first.thumbnail.equals(second.thumbnail)).toBe(true);
  });

  it('applies the EXIF orientation of the photo', async () => {
    // orientation 6: stored landscape, shown rotated a quarter turn clockwise, so the sky ends up on the right
    const rotated = await scenePhoto({ width: 600, height: 450, orientation: 6 });
    expect(await readPhotoSize(rotated)).toEqual({ width: 450, height: 600 });
    const decoded = await decodePhoto(rotated, 450, 600);
    const blueness = (x: number) => {
      let sum = 0;
      for (let y = 0; y < decoded.height; y++)
        sum += decoded.data[(y * decoded.width + x) * 3 + 2]! - decoded.data[(y * decoded.width + x) * 3]!;
      return sum / decoded.height;
    };
    expect(blueness(decoded.width - 5)).toBeGreaterThan(blueness(4) + 20);
  });

  it('refuses an undecodable file with a message for the user', async () => {
    const failure = engine.render({ image: Buffer.from('this is not an image at all'), style: styleById('popart')! });
    await expect(failure).rejects.toBeInstanceOf(PosterInputError);
    await expect(failure).rejects.toThrow(english.create.imageCorrupt);
  });

  it('refuses a photo of more than 50 megapixels before decoding it', async () => {
    const failure = engine.render({ image: pngHeader(9000, 6000), style: styleById('popart')! });
    await expect(failure).rejects.toBeInstanceOf(PosterInputError);
    await expect(failure).rejects.toThrow(english.create.imageTooManyPixels);
  });

  it('renders tiny, greyscale and transparent photos', async () => {
    const tiny = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#c04040' } })
      .png()
      .toBuffer();
    const grey = await sharp(photo).greyscale().jpeg().toBuffer();
    const transparent = await sharp({
      create: { width: 300, height: 400, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.3 } },
    })
      .png()
      .toBuffer();
    for (const image of [tiny, grey, transparent]) {
      const output = await engine.render({ image, style: styleById('neominimal')! });
      expect((await sharp(output.thumbnail).metadata()).width).toBe(340);
    }
  });

  it('renders a poster, and says why it composed on saliency, when the photo shows nothing to detect', async () => {
    const lines: { msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) },
    );
    const plain = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6d8fb0' } })
      .jpeg()
      .toBuffer();
    const output = await new LocalPosterEngine({ logger }).render({ image: plain, style: styleById('popart')! });
    expect((await sharp(output.preview).metadata()).height).toBe(1200);
    expect(lines.map((line) => line.msg)).toContain(
      'No subject found in the photo: the poster is composed on its most salient part.',
    );
  });

  it('keeps the detector beside one render, and lets it go while both render slots paint', async () => {
    await engine.render({ image: await scenePhoto({ width: 800, height: 600 }), style: styleById('popart')! });
    expect(engine.finder.loaded).toBe(true);
    const [first, second] = await Promise.all([
      scenePhoto({ width: 700, height: 525 }),
      scenePhoto({ width: 600, height: 450 }),
    ]);
    await Promise.all([first, second].map((image) => engine.render({ image, style: styleById('alpinecoastal')! })));
    expect(engine.finder.loaded).toBe(false);
    // and the next new photo brings it back
    await engine.render({ image: await scenePhoto({ width: 640, height: 480 }), style: styleById('popart')! });
    expect(engine.finder.loaded).toBe(true);
  });

  it('renders in the slots and with the detector it is given, shared by the engines given the same ones', async () => {
    const slots = new RenderSlots(1);
    const finder = new SubjectFinder({ remember: 0 });
    const [first, second] = [0, 1].map(() => new LocalPosterEngine({ slots, finder }));
    const alone = new LocalPosterEngine();
    expect([first!.slots, second!.slots, first!.finder, second!.finder]).toEqual([slots, slots, finder, finder]);
    expect(alone.slots).not.toBe(slots);
    expect(alone.finder).not.toBe(finder);
    // While the one slot is held, neither engine renders; a separate engine does.
    let letGo = () => {};
    const held = slots.run(() => new Promise<void>((resolve) => (letGo = resolve)));
    const style = styleById('popart')!;
    const image = await scenePhoto({ width: 320, height: 240 });
    let firstDone = false;
    const waiting = first!.render({ image, style }).then(() => (firstDone = true));
    const secondWaiting = second!.shownPhotoWidth({ image, style });
    await alone.render({ image, style });
    expect(alone.finder.loaded).toBe(true);
    expect([firstDone, slots.waiting, finder.loaded]).toEqual([false, 2, false]);
    letGo();
    await Promise.all([held, waiting, secondWaiting]);
    expect([firstDone, slots.busy]).toEqual([true, 0]);
  });
});
