/**
 * Seconds as m:ss, the frame picker's clock (docs/product/create.md#uploading-a-video); anything not a finite positive
 * number is 0:00.
 */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The slider's 0.1 s steps. */
export const SLIDER_STEP = 0.1;

export const toSliderValue = (seconds: number) => Math.round(seconds / SLIDER_STEP) * SLIDER_STEP;
