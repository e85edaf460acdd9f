import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { makeProfile, TODAY } from '../test-support/sample-profile';
import { createLlmEngine } from '.';

/** A real OpenAI-compatible wire exchange: the model's answer is scripted, everything else is ours. */
let server: Server;
let baseUrl: string;
let answer: unknown;
let asked: { response_format?: { json_schema?: { name: string } }; messages: { role: string; content: string }[] } | null;

beforeEach(async () => {
  asked = null;
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      asked = JSON.parse(raw);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          model: 'm',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(answer) } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('asks the model for a follow-up and removes what the profile does not support', async () => {
  const profile = makeProfile();
  const engine = createLlmEngine({ baseUrl, apiKey: 'k', model: 'm', timeoutMs: 5000 });
  answer = {
    subject: 'Following up: Data Engineer application',
    paragraphs: [
      'I applied for the Data Engineer role and wanted to follow up on my application.',
      'At Google I ran forty engineers building Kubernetes platforms.',
    ],
  };
  const draft = await engine.draftFollowUp({
    kind: 'follow_up',
    profile,
    application: {
      company: 'Initech',
      jobTitle: 'Data Engineer',
      status: 'applied',
      appliedOn: '2026-03-05',
      interviewAt: null,
      postingText: 'Python and Spark.',
    },
    today: TODAY,
  });
  expect(asked?.response_format?.json_schema?.name).toBe('follow_up');
  expect(asked?.messages[1]?.content).toContain('"company":"Initech"');
  expect(draft.subject).toBe('Following up: Data Engineer application');
  expect(draft.body.startsWith('Dear Initech Hiring Team,\n\nI applied for the Data Engineer role')).toBe(true);
  expect(draft.body).not.toContain('Google');
  expect(draft.body).toContain(`Best regards,\n${profile.name}`);
});
