import type { GenerationRequest } from '@hireready/contract';
import { GenerationRequestSchema } from '../../../lib/contract-schemas';

/**
 * The generation request the fields make, or null when one is missing (SPEC point 5). Loaded when
 * Generate is pressed: the page draws without the schema library.
 */
export function parseGenerationRequest(fields: unknown): GenerationRequest | null {
  const parsed = GenerationRequestSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}
