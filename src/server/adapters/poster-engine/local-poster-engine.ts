import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { renderArtwork } from './local/artwork.ts';
import { RenderSlots } from './local/render-slots.ts';
import type { Stage } from './local/artwork.ts';
import { layoutCaption } from './caption.ts';
import { captionColoursFor, finishPoster, PRINT_SIZE } from './poster-engine.ts';
import type { PosterEngine, PosterInput, PosterOutput } from './poster-engine.ts';

/** Renders at once per process, whatever the number of engines (decision 020): more only adds memory. */
export const LOCAL_RENDER_SLOTS = 2;
const renderSlots = new RenderSlots(LOCAL_RENDER_SLOTS);

/**
 * The embedded engine: a deterministic renderer on sharp, driven entirely by the style definition
 * (palette and `iconic` for the planes, `edgeRule` for outlines, `printFinish` for the print). See local/.
 * The print-finish textures are made by the first render (local/textures.ts), not at start: a process that
 * never renders (ROLE=api) never holds them.
 */
export class LocalPosterEngine implements PosterEngine {
  readonly kind = 'local' as const;

  constructor() {
    sharp.concurrency(availableParallelism());
  }

  render({ image, style, caption }: PosterInput, stage?: Stage): Promise<PosterOutput> {
    return renderSlots.run(async () => {
      const layout = caption ? await layoutCaption(caption, PRINT_SIZE.width, PRINT_SIZE.height) : null;
      const captionBand = layout ? { top: layout.top / PRINT_SIZE.height, bottom: (layout.top + layout.height) / PRINT_SIZE.height } : undefined;
      const artwork = await renderArtwork(image, style, { stage, captionBand });
      return finishPoster({ ...artwork, channels: 3 }, caption, captionColoursFor(style));
    });
  }
}
