import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { layoutCaption } from './caption.ts';
import { renderArtwork, shownPhotoWidthOf, suggestedWindowOf } from './local/artwork.ts';
import { IMAGE_SLOTS, RenderSlots } from './local/render-slots.ts';
import type { Stage } from './local/artwork.ts';
import { captionColoursFor, finishMaster, finishPoster, PRINT_SIZE } from './poster-engine.ts';
import type { MasterPixels, PosterEngine, PosterInput, PosterOutput } from './poster-engine.ts';
import type { StyleDefinition } from '../../../shared/styles.ts';
import type { WindowSuggestion } from '../../../shared/create.ts';
import { SubjectFinder } from './subject/subject-finder.ts';

export type LocalPosterEngineOptions = {
  logger?: Logger;
  /**
   * The image slots the renders take: the process's one queue for image work (render-slots.ts), which the app
   * composes once and hands to every engine and to the services decoding and encoding images beside them. An engine
   * given none has slots of its own (a script, a test).
   */
  slots?: RenderSlots;
  /**
   * The subject detector: one per process, whatever the number of engines, since its models are the largest thing a
   * render loads; the app hands the same one to every engine. An engine given none has a detector of its own.
   */
  finder?: SubjectFinder;
};

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
  readonly slots: RenderSlots;
  readonly finder: SubjectFinder;

  constructor({ logger, slots, finder }: LocalPosterEngineOptions = {}) {
    sharp.concurrency(availableParallelism());
    this.#logger = logger;
    this.slots = slots ?? new RenderSlots(IMAGE_SLOTS);
    this.finder = finder ?? new SubjectFinder();
  }

  async render({ image, style, caption, window }: PosterInput, stage: Stage = () => {}): Promise<PosterOutput> {
    return this.slots.run(async () => {
      const framing = await this.#framing(image, style, caption, stage);
      const options = { stage, ...framing, posterWindow: window };
      const { shownPhotoWidth, ...artwork } = await renderArtwork(image, style, options);
      const files = await finishPoster({ ...artwork, channels: 3 }, caption, captionColoursFor(style));
      return { ...files, shownPhotoWidth };
    });
  }

  /**
   * A print master of another size: the same photo, style and caption give the same subject, crop and planes, painted
   * at half the master's pixels (an A2: 2481 × 3508, twice A3's artwork) and doubled into the JPEG strip by strip.
   */
  async renderMaster({ image, style, caption, window }: PosterInput, pixels: MasterPixels): Promise<Buffer> {
    return this.slots.run(async () => {
      const framing = await this.#framing(image, style, caption);
      const artSize = { width: Math.ceil(pixels.width / 2), height: Math.ceil(pixels.height / 2) };
      const options = { ...framing, artSize, posterWindow: window };
      const { shownPhotoWidth: _, ...artwork } = await renderArtwork(image, style, options);
      return finishMaster(artwork, pixels, caption, captionColoursFor(style));
    });
  }

  async shownPhotoWidth({ image, style, caption, window }: PosterInput): Promise<number> {
    return this.slots.run(async () =>
      shownPhotoWidthOf(image, style, { ...(await this.#framing(image, style, caption)), posterWindow: window }),
    );
  }

  /**
   * The window this engine would choose for a photo (the browser's scaled-down copy) in a style, before generating
   * (decision 041). Not in a render slot: the copy is small, and a suggestion waiting behind renders comes too late.
   */
  async suggestWindow(image: Buffer, style: StyleDefinition): Promise<WindowSuggestion> {
    const { subject } = await this.finder.find(image);
    return suggestedWindowOf(image, style, subject);
  }

  /** What the photo is of, and the caption's band the subject is composed out of. */
  async #framing(image: Buffer, style: StyleDefinition, caption: PosterInput['caption'], stage: Stage = () => {}) {
    const { subject, fallback } = await this.finder.find(image);
    if (fallback === 'detector-failed')
      this.#logger?.warn(
        { style: style.id },
        `The subject detector failed: the poster is composed on ${
          subject.found === 'focus' ? 'the subject the photo is focused on' : 'the most salient part of the photo'
        }.`,
      );
    else if (fallback)
      this.#logger?.info(
        { style: style.id },
        'No subject found in the photo: the poster is composed on its most salient part.',
      );
    stage('detect');
    // The photo is looked at inside its slot, and the detector is let go while both slots paint (it comes back with
    // the next new photo): its models are held beside one render at most, never beside two (decision 030).
    if (this.slots.busy === this.slots.slots) void this.finder.release();
    const layout = caption ? await layoutCaption(caption, PRINT_SIZE.width, PRINT_SIZE.height) : null;
    const captionBand = layout
      ? { top: layout.top / PRINT_SIZE.height, bottom: (layout.top + layout.height) / PRINT_SIZE.height }
      : undefined;
    return { subject, captionBand };
  }
}
