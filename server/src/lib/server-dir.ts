/**
 * The server's folder (server/), from which the migrations, the prompts and the compiled workers are
 * found. One relative step works from this source file (server/src/lib/) and from every file the
 * build writes (server/dist/bin/, server/dist/workers/): all sit two folders below server/.
 */
export const SERVER_DIR = new URL('../../', import.meta.url);

/** The compiled worker thread `name` (server/build.js): tests and the server start the same file. */
export function workerScript(name: 'pglite-thread' | 'extraction-worker' | 'engine-thread'): URL {
  return new URL(`dist/workers/${name}.js`, SERVER_DIR);
}
