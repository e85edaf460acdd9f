import { describe, expect, it } from 'vitest';
import { fitFontSize } from './fit-font-size';

/** A fake document: 40 lines of text at 1.25 line height, plus fixed 20 px of spacing. */
const linear = (fontSize: number) => 20 + 40 * fontSize * 1.25;

describe('fitFontSize', () => {
  it('returns the largest size that fits when the boundary is exact', () => {
    // 20 + 50 * 12.5 = 645: 12.5 fits exactly, 13 gives 670.
    expect(fitFontSize(linear, 645)).toBe(12.5);
    expect(fitFontSize(linear, 644.99)).toBe(12);
    expect(fitFontSize(linear, 669.99)).toBe(12.5);
    expect(fitFontSize(linear, 670)).toBe(13);
  });

  it('returns 8 when even 8 px overflows', () => {
    expect(fitFontSize(() => 10_000, 675)).toBe(8);
    expect(fitFontSize(linear, 100)).toBe(8);
  });

  it('returns 18 when everything fits, as in jsdom where heights are 0', () => {
    expect(fitFontSize(() => 0, 675)).toBe(18);
    expect(fitFontSize(linear, 5_000)).toBe(18);
  });

  it('answers on half-pixel steps only', () => {
    for (let target = 400; target <= 1_000; target += 7.3) {
      const size = fitFontSize(linear, target);
      expect(Number.isInteger(size * 2)).toBe(true);
      expect(size).toBeGreaterThanOrEqual(8);
      expect(size).toBeLessThanOrEqual(18);
    }
  });

  it('agrees with trying every half-pixel size in turn', () => {
    const stepped = (fontSize: number) => Math.ceil(fontSize * 3) * 17 + 31;
    for (let target = 300; target <= 1_000; target += 3) {
      let expected = 8;
      for (let size = 8; size <= 18; size += 0.5) if (stepped(size) <= target) expected = size;
      expect(fitFontSize(stepped, target)).toBe(expected);
    }
  });

  it('rounds non-half-pixel bounds inwards and measures only a handful of sizes', () => {
    const measured: number[] = [];
    const size = fitFontSize(
      (fontSize) => {
        measured.push(fontSize);
        return linear(fontSize);
      },
      645,
      { min: 8.2, max: 17.9 },
    );
    expect(size).toBe(12.5);
    expect(Math.min(...measured)).toBeGreaterThanOrEqual(8.5);
    expect(Math.max(...measured)).toBe(17.5);
    expect(measured.length).toBeLessThanOrEqual(4);
    expect(measured.every((s) => Number.isInteger(s * 2))).toBe(true);
  });

  it('treats a NaN measurement as overflowing', () => {
    expect(fitFontSize(() => Number.NaN, 675)).toBe(8);
  });

  it('settles in a few measurements when height grows about in proportion to the size, as text does', () => {
    // Wrapping makes real documents grow a little faster than linearly.
    const document = (fontSize: number) => 30 + 36 * fontSize * 1.3 + 0.9 * fontSize * fontSize;
    for (let target = 350; target <= 1_100; target += 11) {
      let count = 0;
      fitFontSize((fontSize) => {
        count += 1;
        return document(fontSize);
      }, target);
      expect(count, `target ${target}`).toBeLessThanOrEqual(5);
    }
  });
});
