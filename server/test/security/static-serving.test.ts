/**
 * How the server hands out the built web app: the pre-rendered landing page for / and unknown
 * paths, the app shell for /app/* and /dashboard, hashed assets cached for a year, HTML never
 * cached without revalidation (a page names one build's assets).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app';
import { createTestApp, type TestApp } from '../harness';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hireready-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
    // As the build leaves them: compressed siblings of every page.
    fs.writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><title>app shell</title>'));
    fs.writeFileSync(path.join(dist, 'index.html.gz'), gzipSync('<!doctype html><title>app shell</title>'));
    fs.writeFileSync(path.join(dist, 'landing.html'), '<!doctype html><title>landing</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    // The build's shell for a page whose heading it drew.
    fs.mkdirSync(path.join(dist, 'app-shells'));
    fs.writeFileSync(path.join(dist, 'app-shells', 'settings.html'), '<!doctype html><title>settings shell</title>');
    fs.writeFileSync(path.join(dist, 'app-shells', 'settings.html.br'), brotliCompressSync('<!doctype html><title>settings shell</title>'));
    app = createApp(t.deps, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers / and unknown paths with the landing page, never cached without revalidation', async () => {
    for (const url of ['/', '/no-such-page', '/pricing/extra']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toContain('<title>landing</title>');
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('answers app routes with the app shell', async () => {
    for (const url of ['/app/dashboard', '/app/documents/123', '/dashboard?x=1', '/app']) {
      const res = await app.request(url);
      expect(await res.text(), url).toContain('<title>app shell</title>');
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it("answers a page whose heading the build drew with that page's shell, compressed like the others", async () => {
    for (const url of ['/app/settings', '/app/settings/']) {
      const res = await app.request(url);
      expect(await res.text(), url).toContain('<title>settings shell</title>');
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
    const br = await app.request('/app/settings', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<title>settings shell</title>');
    // Deeper paths and pages without a shell of their own get the common one.
    for (const url of ['/app/settings/extra', '/app/applications/123', '/app/no-such-page']) {
      expect(await (await app.request(url)).text(), url).toContain('<title>app shell</title>');
    }
  });

  it('sends the app shell compressed as the browser accepts it, and plain to one that accepts neither', async () => {
    const br = await app.request('/app/dashboard', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<title>app shell</title>');

    const gzip = await app.request('/app/profile', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('<title>app shell</title>');

    const plain = await app.request('/app/profile');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<title>app shell</title>');
  });

  it('caches hashed assets for a year and other files briefly; a missing asset is a 404', async () => {
    const asset = await app.request('/assets/app-3f2a1b.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await app.request('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await app.request('/assets/gone-000000.js')).status).toBe(404);
  });

  it('keeps the API answering JSON, not the landing page, for unknown API paths of any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.request('/api/nothing-here', { method });
      expect(res.status, method).toBe(404);
      expect((await res.json()) as unknown, method).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
