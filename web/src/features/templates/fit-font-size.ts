import { MAX_FONT_SIZE_PX, MIN_FONT_SIZE_PX } from './document-format';

export type FitOptions = { min?: number; max?: number };

const STEP_PX = 0.5;

/**
 * The largest font size, on half-pixel steps between `min` and `max`, whose measured content
 * height is at most `targetHeight` (DESIGN decision 6). If even `min` overflows, `min`: a long
 * profile then runs to a second page rather than becoming unreadable.
 *
 * `measure` must grow with the font size (text only gets taller as it gets bigger), which makes a
 * bracketing search valid. Each measurement lays out a whole document, so the search spends as few
 * as it can: height grows about in proportion to the size, so the height at `max` predicts the
 * answer, and a search outwards from that guess (steps doubling until the answer is bracketed,
 * then halving) usually settles in 3 or 4 measurements where a plain bisection takes 6 or 7.
 */
export function fitFontSize(
  measure: (fontSize: number) => number,
  targetHeight: number,
  { min = MIN_FONT_SIZE_PX, max = MAX_FONT_SIZE_PX }: FitOptions = {},
): number {
  const low = Math.ceil(min / STEP_PX) * STEP_PX;
  const high = Math.max(low, Math.floor(max / STEP_PX) * STEP_PX);
  const steps = Math.round((high - low) / STEP_PX);
  const sizeAt = (step: number) => low + step * STEP_PX;
  // NaN compares false, so a broken measurement counts as overflowing and we stay small.
  const fits = (step: number) => measure(sizeAt(step)) <= targetHeight;

  const heightAtHigh = measure(high);
  if (heightAtHigh <= targetHeight) return high;

  // Invariant once set: step `fitting` fits (or is -1: none known), step `overflowing` does not.
  let overflowing = steps;
  let fitting = -1;
  const predicted = Number.isFinite(heightAtHigh) && heightAtHigh > 0 ? (high * targetHeight) / heightAtHigh : low;
  let probe = Math.min(steps - 1, Math.max(0, Math.floor((predicted - low) / STEP_PX)));
  // Outwards from the guess, doubling the step, until the answer lies between two measured sizes.
  let stride = 1;
  if (fits(probe)) {
    fitting = probe;
    while (fitting + stride < overflowing) {
      const next = fitting + stride;
      if (fits(next)) fitting = next;
      else {
        overflowing = next;
        break;
      }
      stride *= 2;
    }
  } else {
    overflowing = probe;
    while (fitting === -1) {
      probe = Math.max(0, overflowing - stride);
      if (fits(probe)) fitting = probe;
      else if (probe === 0) return low;
      else overflowing = probe;
      stride *= 2;
    }
  }
  while (overflowing - fitting > 1) {
    const middle = Math.floor((fitting + overflowing) / 2);
    if (fits(middle)) fitting = middle;
    else overflowing = middle;
  }
  return sizeAt(fitting);
}
