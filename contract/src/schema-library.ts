import { config } from 'zod';

/**
 * Makes the schemas parse without compiling code. Zod's first parse otherwise tries `new Function`
 * to build a faster parser; under a Content-Security-Policy without 'unsafe-eval' (the web app's)
 * the browser refuses it and reports a console error. The server keeps the compiled parsers.
 */
export function parseSchemasWithoutEval(): void {
  config({ jitless: true });
}
