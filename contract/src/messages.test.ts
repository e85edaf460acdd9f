import { describe, expect, it } from 'vitest';
import { generationLimitMessage } from './generation';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from './upload-limits';

describe('messages both sides show', () => {
  it('words the generation limit as SPEC point 8 does, per type', () => {
    expect(generationLimitMessage('resume')).toBe('You have reached your resume generation limit. Please upgrade your plan.');
    expect(generationLimitMessage('cover_letter')).toBe('You have reached your cover letter generation limit. Please upgrade your plan.');
  });

  it('names the upload limit in megabytes, from the limit itself', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(UPLOAD_TOO_LARGE_MESSAGE).toBe('The file is larger than 5 MB. Please upload a smaller file.');
  });
});
