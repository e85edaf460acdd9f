/** Generation's messages as plain constants, zod-free like plan-catalog.ts: the generation page shows them without building the schemas. */
import type { GenerationType } from './plan-catalog';

/** SPEC point 5: the one message for any of the three missing. */
export const GENERATION_FIELDS_REQUIRED = 'Please enter a job description, company, and job title.';

/**
 * SPEC point 8: increment-count's 403. The server sends it and the web app shows it when a 403
 * comes back, so both read it from here.
 */
export function generationLimitMessage(type: GenerationType): string {
  const noun = type === 'resume' ? 'resume' : 'cover letter';
  return `You have reached your ${noun} generation limit. Please upgrade your plan.`;
}
