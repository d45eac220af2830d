/**
 * The caption's type, the same on the print (src/server/adapters/poster-engine/caption.ts) and in the create page's
 * preview (caption-plate.tsx), as shares of the poster's width (docs/product/create.md#caption).
 */

/** The type size of a caption that fits its lines. */
export const CAPTION_FONT_SHARE = 0.045;
/** The margin kept around the caption's plate. */
export const CAPTION_EDGE_SHARE = 0.04;
/** The most lines a caption takes: words that need more take smaller type. */
export const CAPTION_MAX_LINES = 3;
/** Below this size the type shrinks in smaller steps, as a last resort. */
const CAPTION_MIN_FONT_SHARE = 0.012;

/** The next smaller type size for a caption that still needs more than CAPTION_MAX_LINES lines. */
export const smallerCaptionType = (fontSize: number, posterWidth: number) =>
  fontSize * (fontSize > posterWidth * CAPTION_MIN_FONT_SHARE ? 0.92 : 0.97);
