/** Picks the AI engine from configuration (DESIGN section 2): a model server when one is set, else offline. */
import type { Env } from '../../env';
import { createBuiltinEngine } from './builtin';
import type { AiEngine } from './engine';
import { createLlmEngine, type LlmEngineConfig } from './llm';

export type { AiEngine, EngineResult, FollowUpInput, JobPosting, TailorInput } from './engine';
export { createBuiltinEngine } from './builtin';
export { createLlmEngine } from './llm';

export function createAiEngine(
  env: Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>,
  options: Pick<LlmEngineConfig, 'onRemoved' | 'fetch'> = {},
): AiEngine {
  if (!env.LLM_BASE_URL) return createBuiltinEngine();
  // env.ts requires LLM_MODEL with LLM_BASE_URL; a direct caller gets the same clear message.
  if (!env.LLM_MODEL) throw new Error('LLM_MODEL is required when LLM_BASE_URL is set');
  return createLlmEngine({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    ...options,
  });
}
