/**
 * The OpenAI-compatible engine (DESIGN decision 4): asks a chat-completions server for JSON that
 * must validate against the contract's schemas, sends the validation errors back once for a
 * repair, bounds the whole call by a time limit, and runs the same fabrication guard and keyword
 * report as the built-in engine.
 */
import { GeneratedCoverLetterSchema, GeneratedResumeSchema, UploadResponseSchema, type UploadResponse } from '@hireready/contract';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors';
import type { ExtractedDocument } from '../../extraction/extracted-document';
import { collectCoverLetterText, collectResumeText, REPORT_TERM_LIMIT } from '../../../text/keyword-report';
import { formatLetterDate } from '../../../text/profile-facts';
import { analyzeJob, reportKeywords } from '../builtin/generate';
import type { AiEngine, TailorInput } from '../engine';
import { guardCoverLetter, guardKeywordReport, guardResume, guardStructuredResume } from '../fabrication-guard';
import { type ChatClientConfig, type ChatMessage, createChatClient } from './chat-client';
import { buildStrictJsonSchema } from './json-schema';
import { assembleFollowUp, followUpPromptContent, FollowUpModelAnswerSchema } from './draft-follow-up';
import { loadPrompt, type PromptName } from './load-prompt';

export { resolveChatUrl } from './chat-client';

export type LlmEngineConfig = ChatClientConfig & {
  /** The whole generation (retries and repair included) must finish within this (LLM_TIMEOUT_MS). */
  timeoutMs: number;
  /** Told about what the guard removes; the engine itself never logs to the console. */
  onRemoved?: (removed: string[], task: PromptName) => void;
};

/** A model's JSON may come wrapped in a Markdown fence or a sentence; the object is what we want. */
function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidate = fenced?.[1] ?? text;
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  if (start < 0 || end <= start) throw new SyntaxError('the answer contains no JSON object');
  return JSON.parse(candidate.slice(start, end + 1));
}

type Validation<T> = { ok: true; value: T } | { ok: false; problems: string };

function validateAnswer<T>(schema: z.ZodType<T>, text: string): Validation<T> {
  let json: unknown;
  try {
    json = extractJson(text);
  } catch (error) {
    return { ok: false, problems: `The answer is not valid JSON (${(error as Error).message}).` };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues
    .slice(0, 20)
    .map((issue) => `- ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
  return { ok: false, problems: `The JSON does not match the schema:\n${problems}` };
}

/** Everything the model may use about the person; street address and zip stay private. */
function profileForPrompt(input: TailorInput) {
  const { profile } = input;
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    linkedin: profile.linkedin,
    location: [profile.city, profile.state].filter((s) => s.trim()).join(', '),
    summary: profile.summary,
    work_experience: profile.work_experience,
    education: profile.education,
    skills: profile.skills.map((s) => s.name),
    certifications: profile.certifications,
    custom_sections: profile.custom_sections.map((s) => ({
      title: s.title,
      entries: s.entries.map((e) => ({ fields: e.fields.filter((f) => f.value.trim()) })),
    })),
  };
}

function documentText(document: ExtractedDocument): string {
  const lines = document.lines.map((l) => l.text);
  return document.links.length > 0 ? `${lines.join('\n')}\n\nLinks:\n${document.links.join('\n')}` : lines.join('\n');
}

export function createLlmEngine(config: LlmEngineConfig): AiEngine {
  const client = createChatClient(config);
  const formats = {
    'tailor-resume': { name: 'tailored_resume', schema: buildStrictJsonSchema(GeneratedResumeSchema) },
    'write-cover-letter': { name: 'cover_letter', schema: buildStrictJsonSchema(GeneratedCoverLetterSchema) },
    'structure-resume': { name: 'resume_upload', schema: buildStrictJsonSchema(UploadResponseSchema) },
    'draft-follow-up': { name: 'follow_up', schema: buildStrictJsonSchema(FollowUpModelAnswerSchema) },
  } as const;

  /** One generation: ask, validate, ask once more with the errors, or fail clearly. */
  async function generate<T>(task: PromptName, schema: z.ZodType<T>, userContent: string, outer?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
    const messages: ChatMessage[] = [
      { role: 'system', content: loadPrompt(task) },
      { role: 'user', content: userContent },
    ];
    try {
      const first = await client.complete(messages, formats[task], signal);
      const checked = validateAnswer(schema, first);
      if (checked.ok) return checked.value;
      const repairMessages: ChatMessage[] = [
        ...messages,
        { role: 'assistant', content: first },
        {
          role: 'user',
          content: `${checked.problems}\n\nAnswer again with the complete corrected JSON object only, following the same rules.`,
        },
      ];
      const second = await client.complete(repairMessages, formats[task], signal);
      const rechecked = validateAnswer(schema, second);
      if (rechecked.ok) return rechecked.value;
      throw new AppError('UPSTREAM_ERROR', `The AI model's answer was invalid after one repair attempt. ${rechecked.problems}`);
    } catch (error) {
      if (timeout.aborted && !outer?.aborted) {
        throw new AppError('UPSTREAM_TIMEOUT', `The AI model did not answer within ${config.timeoutMs} ms`);
      }
      throw error;
    }
  }

  function tailorContent(input: TailorInput, terms: string[], extra: Record<string, unknown> = {}): string {
    return JSON.stringify({
      job: { title: input.job.jobTitle, company: input.job.company, description: input.job.jobDescription },
      key_terms: terms,
      profile: profileForPrompt(input),
      ...extra,
    });
  }

  return {
    id: 'llm',

    async tailorResume(input, signal) {
      const terms = analyzeJob(input.job).terms;
      const labels = terms.slice(0, REPORT_TERM_LIMIT).map((t) => t.label);
      const answer = await generate('tailor-resume', GeneratedResumeSchema, tailorContent(input, labels), signal);
      const guarded = guardResume(answer, input.profile, input.job, input.today);
      const keywords = guardKeywordReport(
        reportKeywords(terms, input.profile, collectResumeText(guarded.document)),
        input.job.jobDescription,
      );
      const removed = [...guarded.removed, ...keywords.removed];
      if (removed.length > 0) config.onRemoved?.(removed, 'tailor-resume');
      return { document: guarded.document, engine: 'llm', model: config.model, keywords: keywords.document, removed };
    },

    async writeCoverLetter(input, signal) {
      const terms = analyzeJob(input.job).terms;
      const labels = terms.slice(0, REPORT_TERM_LIMIT).map((t) => t.label);
      const today = formatLetterDate(input.today);
      const answer = await generate('write-cover-letter', GeneratedCoverLetterSchema, tailorContent(input, labels, { today }), signal);
      const guarded = guardCoverLetter(answer, input.profile, input.job, input.today);
      const keywords = guardKeywordReport(
        reportKeywords(terms, input.profile, collectCoverLetterText(guarded.document)),
        input.job.jobDescription,
      );
      const removed = [...guarded.removed, ...keywords.removed];
      if (removed.length > 0) config.onRemoved?.(removed, 'write-cover-letter');
      return { document: guarded.document, engine: 'llm', model: config.model, keywords: keywords.document, removed };
    },

    async structureResume(extracted, signal): Promise<UploadResponse> {
      const text = documentText(extracted);
      const answer = await generate('structure-resume', UploadResponseSchema, text, signal);
      const { document, removed } = guardStructuredResume(answer, text);
      if (removed.length > 0) config.onRemoved?.(removed, 'structure-resume');
      return document;
    },

    async draftFollowUp(input, signal) {
      const answer = await generate('draft-follow-up', FollowUpModelAnswerSchema, followUpPromptContent(input), signal);
      const { draft, removed } = assembleFollowUp(input, answer);
      if (removed.length > 0) config.onRemoved?.(removed, 'draft-follow-up');
      return draft;
    },
  };
}
