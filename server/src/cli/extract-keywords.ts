/**
 * `npm run --silent extract-keywords`: reads a job posting on standard input and prints a JSON array
 * of its keywords, worded as the posting words them, most important first. With `--batch`, reads a
 * JSON array of postings and prints one array per posting. A stable entry point for benchmarks,
 * like `parse-resume`, and run compiled like it (server/build.js).
 */
import { extractKeywords } from '../text/extract-keywords';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<number> {
  const batch = process.argv.includes('--batch');
  const input = await readStdin();
  if (!batch) {
    await writeOut(`${JSON.stringify(extractKeywords(input))}\n`);
    return 0;
  }
  let postings: unknown;
  try {
    postings = JSON.parse(input);
  } catch {
    process.stderr.write('extract-keywords --batch: standard input must be a JSON array of strings\n');
    return 2;
  }
  if (!Array.isArray(postings) || !postings.every((p) => typeof p === 'string')) {
    process.stderr.write('extract-keywords --batch: standard input must be a JSON array of strings\n');
    return 2;
  }
  await writeOut(`${JSON.stringify(postings.map((text) => extractKeywords(text)))}\n`);
  return 0;
}

function writeOut(text: string): Promise<void> {
  return new Promise((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
}

process.exit(await main());
