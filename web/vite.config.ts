/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import type { LandingParts } from './src/app/prerender-landing';

/**
 * Two finishing steps of the build (and the app shell's first picture, beside the landing page):
 * 1. The landing page (`/` and unknown paths, the first page most visitors see) is pre-rendered to
 *    dist/landing.html with react-dom/server, from the app's own components, with the small script
 *    of src/app/landing-entry.ts instead of the React app (decision 009). The footer pop-ups' text
 *    goes to a hashed page of templates that the script fetches when one is about to open.
 * 2. Every script, stylesheet and page gets .gz and .br siblings at the strongest settings (once per
 *    build); the server's serveStatic (precompressed: true) sends them, so no request pays for it.
 * Both work on the files as written: in generateBundle, later plugins still rewrite the code.
 */
function landingDelivery(): Plugin {
  const gzipAsync = promisify(gzip);
  const brotliAsync = promisify(brotliCompress);
  return {
    name: 'hireready:landing-delivery',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const written = Object.keys(bundle).filter((fileName) => /\.(js|css|svg|html)$/.test(fileName));
      const landingEntry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.replaceAll('\\', '/').endsWith(LANDING_ENTRY),
      );
      if (landingEntry?.type !== 'chunk' || !bundle['index.html']) throw new Error('the build has no landing entry or index.html');
      written.push(...(await writeLandingPage(outDir, landingEntry.fileName, landingEntry.imports)));

      await Promise.all(
        written.map(async (fileName) => {
          const filePath = path.join(outDir, fileName);
          const buffer = await readFile(filePath);
          const [gz, br] = await Promise.all([
            gzipAsync(buffer, { level: 9 }),
            brotliAsync(buffer, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${filePath}.gz`, gz), writeFile(`${filePath}.br`, br)]);
        }),
      );
    },
  };
}

const LANDING_ENTRY = 'src/app/landing-entry.ts';

/** The page's <template>s, one per key, in an attribute of that name. */
function templates(attribute: string, parts: Record<string, string>): string {
  return Object.entries(parts)
    .map(([key, html]) => `<template ${attribute}="${key}">${html}</template>`)
    .join('');
}

/**
 * Renders the landing page in Node through a throwaway Vite server (so JSX, TypeScript and the
 * workspace contract resolve as in the app) and writes landing.html next to index.html, whose head
 * (stylesheet, meta) it keeps. Returns the files it wrote, relative to outDir.
 */
async function writeLandingPage(outDir: string, entryFile: string, entryImports: string[]): Promise<string[]> {
  const server = await createServer({
    configFile: false,
    root: import.meta.dirname,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  let parts: LandingParts;
  try {
    const module = (await server.ssrLoadModule('/src/app/prerender-landing.tsx')) as { renderLandingParts: () => Promise<LandingParts> };
    parts = await module.renderLandingParts();
  } finally {
    await server.close();
  }

  const topicsPage = `<!doctype html><meta charset="UTF-8"><title>HireReady</title>${templates('data-topic', parts.topics)}`;
  const topicsFile = `assets/info-topics-${createHash('sha256').update(topicsPage).digest('base64url').slice(0, 8)}.html`;
  await writeFile(path.join(outDir, topicsFile), topicsPage);

  const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const scripts = [
    `<script type="module" crossorigin src="/${entryFile}"></script>`,
    ...entryImports.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`),
  ].join('');
  const frame = parts.frame.replace('<dialog ', `<dialog data-topics-src="/${topicsFile}" `);
  if (frame === parts.frame) throw new Error('the landing page rendered no <dialog> for the footer pop-ups');
  const landing = shell
    // The app shell's script and its preloads: the landing page loads the app only on demand.
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${parts.title}</title>`)
    .replace('</head>', `${scripts}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${frame}</div>${templates('data-nav-state', parts.navTemplates)}`);
  if (!landing.includes(parts.frame.slice(0, 40))) throw new Error('index.html has no empty #root to fill');
  await writeFile(path.join(outDir, 'landing.html'), landing);
  const headedShells = await writeHeadedShells(outDir, shell, parts.headedShellFrames);
  // The app shell paints its frame before its code arrives (compressed with the rest afterwards).
  await writeFile(path.join(outDir, 'index.html'), shell.replace('<div id="root"></div>', `<div id="root">${parts.appShellFrame}</div>`));
  return ['landing.html', topicsFile, ...headedShells];
}

/**
 * dist/app-shells/<page>.html for each signed-in page with a fixed heading (decision 019): the app
 * shell with that page's heading already drawn, so the page's largest text paints with the first
 * frame. The server sends it for /app/<page>. The page's own code is not preloaded from it: on a
 * phone those bytes compete with the first paint (measured in decision 019).
 */
async function writeHeadedShells(outDir: string, shell: string, frames: Record<string, string>): Promise<string[]> {
  await mkdir(path.join(outDir, 'app-shells'), { recursive: true });
  return Promise.all(
    Object.entries(frames).map(async ([page, frame]) => {
      const fileName = `app-shells/${page}.html`;
      await writeFile(path.join(outDir, fileName), shell.replace('<div id="root"></div>', `<div id="root">${frame}</div>`));
      return fileName;
    }),
  );
}

export default defineConfig({
  plugins: [react(), tailwindcss(), landingDelivery()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3001' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The app shell, and the script of the pre-rendered landing page (decision 009).
      input: { index: path.join(import.meta.dirname, 'index.html'), landing: path.join(import.meta.dirname, LANDING_ENTRY) },
      output: {
        codeSplitting: {
          // React and its libraries in chunks of their own: left to itself, the bundler puts them in
          // the chunk the landing script shares with the app (the session store), and the landing
          // page would load them.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-app tests load lazy page chunks; on a busy shared machine that alone can pass 5 s.
    testTimeout: 15_000,
  },
});
