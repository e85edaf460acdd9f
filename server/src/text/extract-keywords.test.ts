import { describe, expect, it } from 'vitest';
import { extractKeywords } from './extract-keywords';

describe('extractKeywords on bad input', () => {
  it('answers a posting of no words, one of markup only and one in another language with what they name', () => {
    expect(extractKeywords('')).toEqual([]);
    expect(extractKeywords('!!! ??? 123 456 ... ---')).toEqual([]);
    expect(extractKeywords('<div><span>'.repeat(3000) + '</span></div>'.repeat(3000))).toEqual([]);
    expect(extractKeywords('Wir suchen einen Softwareentwickler mit Erfahrung in Java und Kubernetes.')).toEqual(['Java', 'Kubernetes']);
  });

  it('reads a posting of 200,000 characters and keeps its list bounded', () => {
    const line = 'Requirements: experience with Python, SQL and Kafka; knowledge of statistics.\n';
    const keywords = extractKeywords(line.repeat(Math.ceil(200_000 / line.length)));
    expect(keywords).toEqual(expect.arrayContaining(['Python', 'SQL', 'Kafka', 'statistics']));
    expect(keywords.length).toBeLessThanOrEqual(40);
  });
});
