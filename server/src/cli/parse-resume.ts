/**
 * `npm run --silent parse-resume -- <file>`: prints the resume-upload response (SPEC point 3) as
 * JSON on stdout and nothing else; a bad file exits non-zero with its message on stderr.
 * `npm run parse-resume` runs it compiled (server/build.js); only the extractor the file needs loads
 * its library.
 */
import { readFile } from 'node:fs/promises';
import { structureResumeBuiltin } from '../providers/ai/builtin/structure-resume';
import { extractInProcess } from '../providers/extraction/extract-document';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: npm run --silent parse-resume -- <file.pdf|docx|doc>\n');
    return 2;
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    process.stderr.write(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    // In this thread: this short-lived process is the sandbox (main() exits it at the time limit).
    const document = await extractInProcess(bytes);
    await writeOut(`${JSON.stringify(structureResumeBuiltin(document), null, 2)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = typeof error === 'object' && error !== null && 'code' in error ? ` (${String(error.code)})` : '';
    process.stderr.write(`${message}${code}\n`);
    return 1;
  }
}

/** Resolves once the text is handed to the OS: the process exits right after, and a pipe may be asynchronous. */
function writeOut(text: string): Promise<void> {
  return new Promise((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
}

// Exit at once, not when the event loop drains: after a time-out, pdf.js may still hold work.
process.exit(await main());
