import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { layoutCaption } from './caption.ts';
import { renderArtwork } from './local/artwork.ts';
import { IMAGE_SLOTS, imageSlots } from './local/render-slots.ts';
import type { Stage } from './local/artwork.ts';
import { captionColoursFor, finishPoster, PRINT_SIZE } from './poster-engine.ts';
import type { PosterEngine, PosterInput, PosterOutput } from './poster-engine.ts';
import { SubjectFinder } from './subject/subject-finder.ts';

/** Renders at once per process, whatever the number of engines: the process's image slots (render-slots.ts). */
export const LOCAL_RENDER_SLOTS = IMAGE_SLOTS;
const renderSlots = imageSlots;
/** One detector per process, whatever the number of engines: its models are the largest thing a render loads. */
export const subjectFinder = new SubjectFinder();

/**
 * The embedded engine: a deterministic renderer on sharp, driven entirely by the style definition
 * (palette and `iconic` for the planes, `edgeRule` for outlines, `printFinish` for the print) and composed
 * around what the photo is of (subject/, decision 030). See local/.
 * The print-finish textures are made by the first render (local/textures.ts), not at start: a process that
 * never renders (ROLE=api) never holds them, nor the detector's models.
 */
export class LocalPosterEngine implements PosterEngine {
  readonly kind = 'local' as const;
  readonly #logger: Logger | undefined;

  constructor({ logger }: { logger?: Logger } = {}) {
    sharp.concurrency(availableParallelism());
    this.#logger = logger;
  }

  async render({ image, style, caption }: PosterInput, stage: Stage = () => {}): Promise<PosterOutput> {
    return renderSlots.run(async () => {
      const { subject, fallback } = await subjectFinder.find(image);
      if (fallback === 'detector-failed')
        this.#logger?.warn(
          { style: style.id },
          'The subject detector failed: the poster is composed on the most salient part of the photo.',
        );
      else if (fallback)
        this.#logger?.info(
          { style: style.id },
          'No subject found in the photo: the poster is composed on its most salient part.',
        );
      stage('detect');
      // The photo is looked at inside its slot, and the detector is let go while both slots paint (it comes back with
      // the next new photo): its models are held beside one render at most, never beside two (decision 030).
      if (renderSlots.busy === renderSlots.slots) void subjectFinder.release();
      const layout = caption ? await layoutCaption(caption, PRINT_SIZE.width, PRINT_SIZE.height) : null;
      const captionBand = layout
        ? { top: layout.top / PRINT_SIZE.height, bottom: (layout.top + layout.height) / PRINT_SIZE.height }
        : undefined;
      const artwork = await renderArtwork(image, style, { stage, subject, captionBand });
      return finishPoster({ ...artwork, channels: 3 }, caption, captionColoursFor(style));
    });
  }
}
