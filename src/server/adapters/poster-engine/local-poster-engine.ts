import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { renderArtwork } from './local/artwork.ts';
import { loadTextures } from './local/textures.ts';
import type { Stage } from './local/artwork.ts';
import { captionColoursFor, finishPoster } from './poster-engine.ts';
import type { PosterEngine, PosterInput, PosterOutput } from './poster-engine.ts';

/**
 * The embedded engine: a deterministic renderer on sharp, driven entirely by the style definition
 * (palette and `iconic` for the planes, `edgeRule` for outlines, `printFinish` for the print). See local/.
 */
export class LocalPosterEngine implements PosterEngine {
  readonly kind = 'local' as const;

  constructor() {
    sharp.concurrency(availableParallelism());
    // the print-finish textures take a moment to make: start now rather than in the first render
    loadTextures().catch(() => {});
  }

  async render({ image, style, caption }: PosterInput, stage?: Stage): Promise<PosterOutput> {
    const artwork = await renderArtwork(image, style, stage);
    return finishPoster({ ...artwork, channels: 3 }, caption, captionColoursFor(style));
  }
}
