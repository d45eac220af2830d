import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { STYLES, styleById } from '../../../../shared/styles.ts';
import { portraitPhoto, scenePhoto } from '../test-photos.ts';
import { renderArtwork } from './artwork.ts';

/**
 * The artwork, pixel for pixel: a digest of every render below, recorded from the engine before its pipeline was
 * split into stages and ground painters. A change of the engine's code that is meant to leave its pictures alone
 * must leave these digests alone; a change of the looks records them again on purpose (print them with
 * `PRINT_ARTWORK_DIGESTS=1`). Pop art and psychedelic concert were recorded again with their calmer texture
 * (decision 044), and again with their colours planned from the picture before the calming and one wide filter pass;
 * minimal modernist with its subject kept out of its disc's ink and neo-minimal with its subject fitted to its arch
 * (decision 043), and both again with their subject's outline drawn from its smooth contour instead of the working
 * grid's cells; both again with their subject, and neo-minimal without one, printed through a halftone screen
 * instead of in flat planes by tone. Psychedelic concert without a subject was added when a window with no subject
 * trusted was calmed whole, and recorded again when its photo was framed in an oval of bands. The two that cut out a
 * clean silhouette of a person were recorded again when colours far from all the ground's seeded it. Psychedelic
 * concert was recorded again when it cut out the clean silhouette too and drew no echoes inside it or its oval.
 * Neo-minimal with a subject was recorded again when its subject was screened in the darkest ink on a pastel arch.
 */
const recorded: Record<string, string> = {
  'alpinecoastal, a person found by the detector': '307d81758fb18689',
  'impressionist, a person found by the detector': 'b2b4c8ac13cfac7e',
  'minimalmodernist, a person found by the detector': 'db127e6c173abff5',
  'neominimal, a person found by the detector': '6cbe0ce9cd7325bd',
  'popart, a person found by the detector': '902d291881ee398e',
  'psychedelicconcert, a person found by the detector': '39703ccc37ab1984',
  'seasidesimple, a person found by the detector': '95fc00716f84f60b',
  'swissmidcentury, a person found by the detector': 'c51e5fdef463b112',
  'popart, a wide subject across a landscape (the ground continued, decision 042)': 'dd66e8a4d4245b19',
  'impressionist, a landscape without a subject (saliency)': 'fe1e3f06c07976a1',
  'neominimal, a landscape without a subject (saliency)': 'd165813572786331',
  'psychedelicconcert, a landscape without a subject (saliency)': '0e9d5dcf4b58ab99',
};

const digestOf = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 16);

describe('the artwork pixel for pixel', () => {
  let portrait: Awaited<ReturnType<typeof portraitPhoto>>;
  let landscape: Buffer;
  beforeAll(async () => {
    portrait = await portraitPhoto();
    landscape = await scenePhoto();
  });

  const cases = [
    ...STYLES.map((style) => ({
      name: `${style.id}, a person found by the detector`,
      style: style.id,
      kind: 'portrait',
    })),
    {
      name: 'popart, a wide subject across a landscape (the ground continued, decision 042)',
      style: 'popart',
      kind: 'wide',
    },
    { name: 'impressionist, a landscape without a subject (saliency)', style: 'impressionist', kind: 'saliency' },
    { name: 'neominimal, a landscape without a subject (saliency)', style: 'neominimal', kind: 'saliency' },
    {
      name: 'psychedelicconcert, a landscape without a subject (saliency)',
      style: 'psychedelicconcert',
      kind: 'saliency',
    },
  ] as const;

  for (const { name, style, kind } of cases) {
    it(name, async () => {
      const image = kind === 'portrait' ? portrait.image : landscape;
      const subject =
        kind === 'portrait'
          ? portrait.subject
          : kind === 'wide'
            ? { box: { left: 0.05, top: 0.55, width: 0.9, height: 0.3 }, faces: [], found: 'detector' as const }
            : undefined;
      const art = await renderArtwork(image, styleById(style)!, { subject, captionBand: { top: 0.8, bottom: 0.95 } });
      const digest = digestOf(art.data);
      if (process.env.PRINT_ARTWORK_DIGESTS) console.log(`  '${name}': '${digest}',`);
      else expect(digest).toBe(recorded[name]);
    });
  }
});
