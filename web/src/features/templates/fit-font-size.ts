import { MAX_FONT_SIZE_PX, MIN_FONT_SIZE_PX } from './document-format';

export type FitOptions = { min?: number; max?: number };

const STEP_PX = 0.5;

/**
 * The largest font size, on half-pixel steps between `min` and `max`, whose measured content
 * height is at most `targetHeight` (DESIGN decision 6). If even `min` overflows, `min`: a long
 * profile then runs to a second page rather than becoming unreadable.
 *
 * `measure` must grow with the font size (text only gets taller as it gets bigger), which is
 * what makes a binary search valid: about 7 measurements instead of 21.
 */
export function fitFontSize(
  measure: (fontSize: number) => number,
  targetHeight: number,
  { min = MIN_FONT_SIZE_PX, max = MAX_FONT_SIZE_PX }: FitOptions = {},
): number {
  const low = Math.ceil(min / STEP_PX) * STEP_PX;
  const high = Math.max(low, Math.floor(max / STEP_PX) * STEP_PX);
  const sizeAt = (step: number) => low + step * STEP_PX;
  // NaN compares false, so a broken measurement counts as overflowing and we stay small.
  const fits = (size: number) => measure(size) <= targetHeight;

  if (fits(high)) return high;
  if (!fits(low)) return low;

  // Invariant: step `fitting` fits, step `overflowing` does not.
  let fitting = 0;
  let overflowing = Math.round((high - low) / STEP_PX);
  while (overflowing - fitting > 1) {
    const middle = Math.floor((fitting + overflowing) / 2);
    if (fits(sizeAt(middle))) fitting = middle;
    else overflowing = middle;
  }
  return sizeAt(fitting);
}
