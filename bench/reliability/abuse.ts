/**
 * Memory after abuse (issue 15): the server's resident memory when idle and warm, then after
 * stream-bomb uploads from several accounts, sign-in floods and oversized bodies, then idle again.
 * Per-client limits are on, as in production; the flood comes from one address, as an attacker's would.
 * After the 10 s reading, the phase idles on and reads again up to two minutes, to show what the
 * allocator gives back by itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { postJson, startServer, waitHealthy } from './server-process';

/** `laterMb`: resident memory at each of LATER_READINGS_S seconds of idle after the abuse. */
export type AbuseResult = { beforeMb: number; afterMb: number; peakMb: number; laterMb: number[]; answers: Record<string, number> };

/**
 * The allocator and the collectors give memory back lazily: freed memory stays resident until an
 * idle collection and a trim return it, which on this machine took 30 to 120 s.
 */
export const LATER_READINGS_S = [30, 60, 90, 120];

function residentMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(read('VmRSS')), peak: Math.round(read('VmHWM')) };
}

/** A one-page PDF whose content stream is `content`, compressed when `flate`. */
function pdf(content: Buffer, flate: boolean): Buffer {
  const body = flate ? deflateSync(content, { level: 9 }) : content;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${body.length}${flate ? ' /Filter /FlateDecode' : ''} >>\nstream\n${body.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

async function upload(base: string, token: string, file: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'resume.pdf');
  const res = await fetch(`${base}/api/openai/upload-resume`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
}

const idle = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runAbuse(opts: { rounds: number }): Promise<AbuseResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireready-abuse-'));
  const server = startServer({ DATA_DIR: dataDir, CLIENT_RATE_LIMITS: 'on', DATABASE_URL: '' });
  const answers: Record<string, number> = {};
  const tally = (status: number) => (answers[status] = (answers[status] ?? 0) + 1);
  try {
    if (!(await waitHealthy(server))) throw new Error('server did not start');
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await postJson(server.base, '/api/auth/register', { email: `abuse-${i}@example.com`, password: 'abuse-password' });
      tokens.push(res.json.accessToken);
    }
    // Warm: one real upload loads the reader, so "before" is the server as it idles after real use.
    const resume = pdf(Buffer.from('BT /F1 12 Tf 72 700 Td (Ada Lovelace) Tj ET 72 680 Td (ada@example.com) Tj ET'), false);
    await upload(server.base, tokens[0]!, resume);
    await idle(5000);
    const before = residentMb(server.child.pid!).rss;

    const bomb = pdf(Buffer.from('0 0 m 1 1 l S\n'.repeat(Math.ceil(100e6 / 14)), 'latin1'), true);
    const huge = JSON.stringify({ email: 'x@example.com', password: 'y'.repeat(5 * 1024 * 1024) });
    for (let round = 0; round < opts.rounds; round++) {
      await Promise.all([
        // Every account uploads bombs and a real file at once.
        ...tokens.flatMap((token) => [upload(server.base, token, bomb).then(tally), upload(server.base, token, resume).then(tally)]),
        // A sign-in flood from one address.
        ...Array.from({ length: 50 }, (_, i) =>
          postJson(server.base, '/api/auth/sign-in', { email: `abuse-${i % 6}@example.com`, password: `guess-${i}` }).then((r) =>
            tally(r.status),
          ),
        ),
        // Bodies far past the limit.
        ...Array.from({ length: 5 }, () =>
          fetch(`${server.base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge }).then(
            async (r) => (await r.arrayBuffer(), tally(r.status)),
            () => tally(0),
          ),
        ),
      ]);
    }
    const peak = residentMb(server.child.pid!).peak;
    await idle(10_000);
    const after = residentMb(server.child.pid!).rss;
    const laterMb: number[] = [];
    let waited = 10;
    for (const seconds of LATER_READINGS_S) {
      await idle((seconds - waited) * 1000);
      waited = seconds;
      laterMb.push(residentMb(server.child.pid!).rss);
    }
    return { beforeMb: before, afterMb: after, peakMb: peak, laterMb, answers };
  } finally {
    await server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
