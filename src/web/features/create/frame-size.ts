import { POSTER_RATIO } from '../../../shared/create.ts';

/**
 * The portrait frame of the create page (docs/product/create.md#the-create-page): width / height = 0.707, the A3
 * poster's 1:1.414.
 */

export const FRAME_RATIO = POSTER_RATIO;
export const FRAME_HEIGHT = 495;
/** Used when the window's size is not known. */
export const FRAME_HEIGHT_FALLBACK = 550;
/** Under 768 px wide is a phone (docs/product/create.md#the-create-page). */
export const MOBILE_BREAKPOINT = 768;

export type Viewport = { width: number; height: number };
export type FrameSize = { width: number; height: number };

export const isMobileViewport = (viewport: Viewport) => viewport.width < MOBILE_BREAKPOINT;

const fromHeight = (height: number): FrameSize => ({
  width: Math.round(height * FRAME_RATIO),
  height: Math.round(height),
});

/**
 * Before generation: 495 px high (550 without a window); on a phone too narrow for that, as high as
 * 90% of its width allows. After generation: the smaller of 80% of the window's height and the height
 * that 95% (phone) or 65% (desktop) of its width gives through the ratio.
 */
export function frameSize(viewport: Viewport | null, generated: boolean): FrameSize {
  if (!viewport) return fromHeight(FRAME_HEIGHT_FALLBACK);
  const mobile = isMobileViewport(viewport);
  if (!generated) {
    return fromHeight(mobile ? Math.min(FRAME_HEIGHT, (viewport.width * 0.9) / FRAME_RATIO) : FRAME_HEIGHT);
  }
  const widthBased = ((mobile ? 0.95 : 0.65) * viewport.width) / FRAME_RATIO;
  return fromHeight(Math.min(0.8 * viewport.height, widthBased));
}

/** The widest the photo with its window may be on a desktop, beside the styles. */
export const STAGE_MAX_WIDTH = 560;
/** What a desktop page keeps beside the photo: its margins, the gap and the styles' column. */
const DESKTOP_BESIDE_STAGE = 64 + 56 + 416;
/** A phone page's margins either side of the photo. */
const PHONE_MARGINS = 32;

/**
 * The room for the whole photo with the poster's window over it, before generation
 * (docs/product/create.md#the-posters-window): the frame's height, and the page's width less its margins on a phone,
 * up to 560 px beside the styles on a desktop; never narrower than the frame.
 */
export function stageBox(viewport: Viewport | null, frame: FrameSize): FrameSize {
  if (!viewport) return frame;
  const room = isMobileViewport(viewport)
    ? viewport.width - PHONE_MARGINS
    : Math.min(STAGE_MAX_WIDTH, viewport.width - DESKTOP_BESIDE_STAGE);
  return { width: Math.max(frame.width, Math.floor(room)), height: frame.height };
}
