/**
 * A small client for OpenAI-compatible chat-completions servers (OpenAI, Ollama, vLLM, LM Studio,
 * llama.cpp server, OpenRouter), over plain fetch so every server's wire format is ours to see.
 *
 * Base URL rule: LLM_BASE_URL is the API root the way OpenAI's own clients take it
 * (`https://api.openai.com/v1`, `http://localhost:11434/v1`, `https://openrouter.ai/api/v1`) and
 * '/chat/completions' is appended to it. A URL with no path at all (`http://localhost:11434`) gets
 * '/v1', where every such server mounts its API; any other path is used exactly as given, and
 * trailing slashes never matter. So `http://host:8000`, `http://host:8000/` and
 * `http://host:8000/v1/` all reach `http://host:8000/v1/chat/completions`.
 */
import { AppError } from '../../../lib/errors';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type JsonSchemaFormat = { name: string; schema: Record<string, unknown> };

export type ChatClientConfig = {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Retries after a 429, a 5xx or a dropped connection. */
  maxRetries?: number;
  /** First backoff delay; doubles each retry. */
  retryBaseMs?: number;
  /** Cap on any one wait, including a server's Retry-After. */
  maxRetryDelayMs?: number;
  fetch?: typeof fetch;
};

export type ChatClient = {
  readonly url: string;
  /** The answer's text. Throws AppError UPSTREAM_ERROR on a failure that retrying did not fix. */
  complete(messages: ChatMessage[], format: JsonSchemaFormat, signal: AbortSignal): Promise<string>;
};

export function resolveChatUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = `${path === '' ? '/v1' : path}/chat/completions`;
  return url.toString();
}

/**
 * How strictly the server can be asked for JSON, strongest first. Servers that do not know
 * json_schema (older vLLM, llama.cpp builds, some proxies) answer 400 naming response_format;
 * we step down and remember it for the life of the engine.
 */
const FORMAT_LEVELS = ['json_schema', 'json_object', 'none'] as const;
type FormatLevel = (typeof FORMAT_LEVELS)[number];

function responseFormat(level: FormatLevel, format: JsonSchemaFormat): Record<string, unknown> | undefined {
  if (level === 'json_schema') return { type: 'json_schema', json_schema: { name: format.name, strict: true, schema: format.schema } };
  if (level === 'json_object') return { type: 'json_object' };
  return undefined;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After is seconds or an HTTP date; null when absent or unreadable. */
function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** The server's own words for an error, from OpenAI's `{error:{message}}` or a plain body. */
function describeError(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message ?? parsed.detail);
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // Not JSON: the text itself is the message.
  }
  return body.trim().slice(0, 300) || '(empty body)';
}

type ChatCompletion = { choices?: { message?: { content?: unknown; refusal?: unknown } }[] };

export function createChatClient(config: ChatClientConfig): ChatClient {
  const url = resolveChatUrl(config.baseUrl);
  const doFetch = config.fetch ?? fetch;
  const maxRetries = config.maxRetries ?? 2;
  const retryBaseMs = config.retryBaseMs ?? 500;
  const maxRetryDelayMs = config.maxRetryDelayMs ?? 10_000;
  let formatLevel = 0;

  async function complete(messages: ChatMessage[], format: JsonSchemaFormat, signal: AbortSignal): Promise<string> {
    let attempt = 0;
    for (;;) {
      const level = FORMAT_LEVELS[formatLevel] ?? 'none';
      const body: Record<string, unknown> = { model: config.model, messages, temperature: 0.2 };
      const rf = responseFormat(level, format);
      if (rf) body.response_format = rf;
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

      let response: Response;
      try {
        response = await doFetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (attempt >= maxRetries) {
          throw new AppError('UPSTREAM_ERROR', `Could not reach the AI model server at ${url}: ${(error as Error).message}`);
        }
        await sleep(Math.min(retryBaseMs * 2 ** attempt, maxRetryDelayMs), signal);
        attempt++;
        continue;
      }

      const text = await response.text();
      if (response.ok) {
        let parsed: ChatCompletion;
        try {
          parsed = JSON.parse(text) as ChatCompletion;
        } catch {
          throw new AppError('UPSTREAM_ERROR', 'The AI model server answered with a body that is not chat-completions JSON');
        }
        const message = parsed.choices?.[0]?.message;
        if (typeof message?.content === 'string' && message.content.trim()) return message.content;
        const refusal = typeof message?.refusal === 'string' ? `: ${message.refusal}` : '';
        throw new AppError('UPSTREAM_ERROR', `The AI model returned no answer${refusal}`);
      }

      if (
        response.status === 400 &&
        formatLevel < FORMAT_LEVELS.length - 1 &&
        /response_format|json_schema|json_object|structured output/i.test(text)
      ) {
        formatLevel++;
        continue;
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (retryable && attempt < maxRetries) {
        const backoff = retryBaseMs * 2 ** attempt;
        const wait = Math.min(parseRetryAfter(response.headers.get('retry-after')) ?? backoff, maxRetryDelayMs);
        await sleep(wait, signal);
        attempt++;
        continue;
      }
      const tries = attempt > 0 ? ` after ${attempt + 1} attempts` : '';
      throw new AppError('UPSTREAM_ERROR', `The AI model server answered ${response.status}${tries}: ${describeError(text)}`);
    }
  }

  return { url, complete };
}
