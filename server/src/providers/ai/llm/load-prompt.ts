/** Prompts live as Markdown beside the code so they can be read and reviewed as prose. */
import { readFileSync } from 'node:fs';
import { SERVER_DIR } from '../../../lib/server-dir';

const cache = new Map<string, string>();

export type PromptName = 'tailor-resume' | 'write-cover-letter' | 'structure-resume' | 'draft-follow-up';

export function loadPrompt(name: PromptName): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`src/providers/ai/llm/prompts/${name}.md`, SERVER_DIR), 'utf8').trim();
    cache.set(name, text);
  }
  return text;
}
