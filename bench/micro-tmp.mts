import { readFileSync } from 'node:fs';
const dir = process.argv[2]!;
const { tailorResumeBuiltin, writeCoverLetterBuiltin } = await import(`${dir}/server/src/providers/ai/builtin/generate.ts`);
const { ProfileDataSchema } = await import(`${dir}/contract/src/index.ts`);
const raw = JSON.parse(readFileSync(`${dir}/bench/fixtures/sample-profile.json`, 'utf8'));
const profile = { ...ProfileDataSchema.parse(raw), email: raw.email };
const jobDescription = readFileSync('/work/shared/bench/jobs/senior-full-stack-engineer.txt', 'utf8');
const input = { profile, job: { jobDescription, company: 'Acme', jobTitle: 'Senior Full Stack Engineer' }, today: new Date('2026-11-21') };
for (let i = 0; i < 50; i++) tailorResumeBuiltin(input);
const times: number[] = [];
for (let i = 0; i < 300; i++) { const t = performance.now(); tailorResumeBuiltin(input); times.push(performance.now() - t); }
times.sort((a, b) => a - b);
const lt: number[] = [];
for (let i = 0; i < 300; i++) { const t = performance.now(); writeCoverLetterBuiltin(input); lt.push(performance.now() - t); }
lt.sort((a, b) => a - b);
console.log(dir, 'resume median', times[150]!.toFixed(2), 'ms; letter median', lt[150]!.toFixed(2), 'ms');
