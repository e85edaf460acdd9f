import { describe, expect, it } from 'vitest';
import { memoizeText } from './memoize-text';

describe('memoizeText', () => {
  it('computes each text once while it is kept, null answers included', () => {
    const seen: string[] = [];
    const lengthOrNull = memoizeText((text) => {
      seen.push(text);
      return text === 'none' ? null : text.length;
    }, 100);
    expect([lengthOrNull('abc'), lengthOrNull('abc'), lengthOrNull('none'), lengthOrNull('none')]).toEqual([3, 3, null, null]);
    expect(seen).toEqual(['abc', 'none']);
  });

  it('keeps no more characters than its budget and still answers correctly past it', () => {
    const seen: string[] = [];
    const upper = memoizeText((text) => {
      seen.push(text);
      return text.toUpperCase();
    }, 10);
    upper('aaaaaa'); // 6 kept
    upper('bbbbbb'); // 12 > 10: the table is dropped first, then 'bbbbbb' kept
    expect(upper('bbbbbb')).toBe('BBBBBB');
    expect(upper('aaaaaa')).toBe('AAAAAA');
    expect(upper('x'.repeat(11))).toBe('X'.repeat(11)); // longer than the whole budget: never kept
    upper('x'.repeat(11));
    expect(seen).toEqual(['aaaaaa', 'bbbbbb', 'aaaaaa', 'x'.repeat(11), 'x'.repeat(11)]);
  });
});
