import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeneratedResume } from '@hireready/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { createAiEngine } from '..';
import { DATA_ENGINEER_JOB, TODAY, makeProfile } from '../test-support/sample-profile';
import { createLlmEngine, resolveChatUrl } from '.';

/** A scripted OpenAI-compatible server: each request gets the next reply, as the real wire format. */
type Reply = { status: number; body: unknown; headers?: Record<string, string> } | 'hang';
type Received = {
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { strict: boolean; schema: { required?: string[] } } };
  };
};

let server: Server;
let baseUrl: string;
let replies: Reply[];
let received: Received[];

beforeEach(async () => {
  replies = [];
  received = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as Received['body'] });
      const reply = replies.shift() ?? { status: 500, body: { error: { message: 'no scripted reply' } } };
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const completion = (content: string) => ({
  status: 200,
  body: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  },
});

function validResume(): GeneratedResume {
  const p = makeProfile();
  return {
    name: p.name,
    contact: { email: p.email, phone: p.phone, location: 'Denver, CO', linkedin: p.linkedin },
    summary: 'Data engineer who builds ETL pipelines in Python and Spark.',
    work_experience: [
      {
        title: 'Data Engineer',
        company: 'Acme Analytics Inc.',
        location: 'Denver, CO',
        start_date: 'Jan 2020',
        end_date: 'Present',
        description: ['Built batch ETL pipelines in Python and Apache Spark processing 2 TB a day.'],
      },
    ],
    education: [
      {
        school: 'Colorado State University',
        degree: 'B.S. Computer Science',
        location: 'Fort Collins, CO',
        start_date: '2012',
        end_date: '2016',
      },
    ],
    skills: ['Python', 'Spark'],
    certifications: [],
    custom_sections: [],
  };
}

const input = () => ({ profile: makeProfile(), job: DATA_ENGINEER_JOB, today: TODAY });
const engine = (overrides: { timeoutMs?: number } = {}) =>
  createLlmEngine({ baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: overrides.timeoutMs ?? 5000, retryBaseMs: 10 });

async function expectAppError(promise: Promise<unknown>, code: string, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).message).toMatch(message);
}

describe('LLM engine against an OpenAI-compatible server', () => {
  it('asks for strict JSON schema output and returns the validated, guarded resume with a keyword report', async () => {
    replies.push(completion(JSON.stringify(validResume())));
    const result = await engine().tailorResume(input());
    expect(result.engine).toBe('llm');
    expect(result.model).toBe('test-model');
    expect(result.document.work_experience[0]?.company).toBe('Acme Analytics Inc.');
    expect(result.removed).toEqual([]);
    expect(result.keywords.covered).toEqual(expect.arrayContaining(['Python', 'Apache Spark']));
    expect(result.keywords.missing).toContain('k8s');
    // Every keyword the report names stands in the posting, in its words (the keyword guard).
    const posting = DATA_ENGINEER_JOB.jobDescription.toLowerCase();
    for (const term of [...result.keywords.terms, ...result.keywords.softSkills]) expect(posting, term).toContain(term.toLowerCase());

    const [request] = received;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format?.type).toBe('json_schema');
    expect(request?.body.response_format?.json_schema?.strict).toBe(true);
    expect(request?.body.response_format?.json_schema?.schema.required).toContain('certifications');
    expect(request?.body.messages[0]?.content).toMatch(/only facts from `profile`/);
    expect(request?.body.messages[1]?.content).toContain('Acme Analytics Inc.');
  });

  it('sends the validation errors back once and accepts the repaired answer', async () => {
    replies.push(
      completion('Here is your resume: {"name": "Jordan Lee", '),
      completion(`\`\`\`json\n${JSON.stringify(validResume())}\n\`\`\``),
    );
    const result = await engine().tailorResume(input());
    expect(result.document.name).toBe('Jordan Lee');
    expect(received).toHaveLength(2);
    const repair = received[1]?.body.messages ?? [];
    expect(repair.at(-2)?.role).toBe('assistant');
    expect(repair.at(-1)?.content).toMatch(/not valid JSON/);
  });

  it('fails clearly when the repaired answer is still invalid', async () => {
    const { skills: _skills, ...withoutSkills } = validResume();
    replies.push(completion(JSON.stringify(withoutSkills)), completion(JSON.stringify(withoutSkills)));
    await expectAppError(engine().tailorResume(input()), 'UPSTREAM_ERROR', /invalid after one repair attempt[\s\S]*skills/);
  });

  it('falls back to json_object when the server rejects json_schema, and remembers it', async () => {
    const llm = engine();
    replies.push(
      {
        status: 400,
        body: {
          error: {
            message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
            type: 'invalid_request_error',
          },
        },
      },
      completion(JSON.stringify(validResume())),
      completion(JSON.stringify(validResume())),
    );
    await llm.tailorResume(input());
    await llm.tailorResume(input());
    expect(received.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('retries a 429 after Retry-After and succeeds', async () => {
    replies.push(
      { status: 429, body: { error: { message: 'Rate limit reached' } }, headers: { 'retry-after': '0' } },
      completion(JSON.stringify(validResume())),
    );
    const result = await engine().tailorResume(input());
    expect(result.document.name).toBe('Jordan Lee');
    expect(received).toHaveLength(2);
  });

  it('gives a clear upstream error when the server keeps answering 500', async () => {
    replies.push(...Array.from({ length: 3 }, () => ({ status: 500, body: { error: { message: 'model overloaded' } } })));
    await expectAppError(engine().tailorResume(input()), 'UPSTREAM_ERROR', /answered 500 after 3 attempts: model overloaded/);
    expect(received).toHaveLength(3);
  });

  it('stops at the time limit with an upstream timeout', async () => {
    replies.push('hang');
    const started = Date.now();
    await expectAppError(engine({ timeoutMs: 300 }).tailorResume(input()), 'UPSTREAM_TIMEOUT', /within 300 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('writes a cover letter and removes a sentence with an invented employer', async () => {
    const p = makeProfile();
    replies.push(
      completion(
        JSON.stringify({
          sender: { name: p.name, email: p.email, phone: p.phone, linkedin: p.linkedin },
          date: 'November 21, 2026',
          salutation: 'Dear Globex Hiring Team,',
          body: [
            'I am applying for the Senior Data Engineer role at Globex.',
            'At Hooli I scaled Spark to 1,000 nodes.',
            'Thank you for your time.',
          ],
          closing: 'Sincerely,',
          signature: p.name,
        }),
      ),
    );
    const result = await engine().writeCoverLetter(input());
    expect(result.document.body).toEqual(['I am applying for the Senior Data Engineer role at Globex.', 'Thank you for your time.']);
    expect(result.removed.join('\n')).toMatch(/employer: Hooli/);
    expect(JSON.parse(received[0]?.body.messages[1]?.content ?? '{}')).toMatchObject({ today: 'November 21, 2026' });
  });

  it('structures an uploaded resume from its text and drops values not in it', async () => {
    replies.push(
      completion(
        JSON.stringify({
          name: 'Jordan Lee',
          contact: { email: 'jordan@example.com', phone: '', linkedin: '', location: 'Denver, CO' },
          summary: '',
          skills: ['Python', 'Rust'],
          education: [],
          work_experience: [
            {
              title: 'Data Engineer',
              company: 'Acme',
              location: '',
              start_date: '2020',
              end_date: 'Present',
              description: ['Built pipelines.'],
            },
          ],
          custom_sections: [],
        }),
      ),
    );
    const line = (text: string) => ({ text, page: 1, x: 0, y: 0, fontSize: 10, bold: false });
    const upload = await engine().structureResume({
      format: 'pdf',
      lines: [
        'Jordan Lee',
        'jordan@example.com · Denver, CO',
        'Data Engineer, Acme, 2020 – Present',
        'Built pipelines.',
        'Skills: Python',
      ].map(line),
      links: [],
      pageCount: 1,
    });
    expect(upload.skills).toEqual(['Python']);
    expect(upload.work_experience[0]?.company).toBe('Acme');
  });
});

describe('resolveChatUrl', () => {
  it('appends /v1 only to a bare host and ignores trailing slashes', () => {
    expect(resolveChatUrl('http://localhost:11434')).toBe('http://localhost:11434/v1/chat/completions');
    expect(resolveChatUrl('http://localhost:11434/')).toBe('http://localhost:11434/v1/chat/completions');
    expect(resolveChatUrl('https://api.openai.com/v1/')).toBe('https://api.openai.com/v1/chat/completions');
    expect(resolveChatUrl('https://openrouter.ai/api/v1')).toBe('https://openrouter.ai/api/v1/chat/completions');
  });
});

describe('createAiEngine', () => {
  it('chooses the model server when LLM_BASE_URL is set, else the built-in engine', () => {
    const env = { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined, LLM_TIMEOUT_MS: 60_000 };
    expect(createAiEngine(env).id).toBe('builtin');
    expect(createAiEngine({ ...env, LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'm' }).id).toBe('llm');
  });
});
