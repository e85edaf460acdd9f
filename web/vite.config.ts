/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Two finishing steps for the landing page (the first page most visitors see):
 * 1. index.html modulepreloads the landing route's chunk. The route is lazy so that the signed-in
 *    app stays out of the entry, but without a hint its chunk would only be requested after the
 *    entry has run, a full extra round trip before the headline can paint.
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
      const indexPath = path.join(outDir, 'index.html');
      const landing = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.facadeModuleId?.replaceAll('\\', '/').endsWith('/src/routes/landing.tsx'),
      );
      if (landing?.type === 'chunk' && bundle['index.html']) {
        let html = await readFile(indexPath, 'utf8');
        const hints = [landing.fileName, ...landing.imports]
          .filter((fileName) => !html.includes(fileName))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
          .join('');
        html = html.replace('</head>', `${hints}</head>`);
        await writeFile(indexPath, html);
      }

      const files = Object.keys(bundle).filter((fileName) => /\.(js|css|svg|html)$/.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
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
