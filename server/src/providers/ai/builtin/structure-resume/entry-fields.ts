/**
 * Field lines inside an entry ('Supervisor: Dana Whitfield, (406) 555-0150', 'Hours per week: 40 |
 * Salary: …', 'Duties and Accomplishments:'), as federal and form-like resumes print them between
 * a job's dates and its statements. They say something about the job; they neither name a new
 * one nor are statements of what was done.
 */
import { formRole } from './form-labels';

const FIELD = /^(\p{L}[\p{L} /'&-]{1,40}):(?:\s+(.*))?$/u;

/** 'Label: a short value' or 'Label:' alone; a form's own labels ('Employer: …') name fields of the entry's header and are not these. */
export function isFieldLine(text: string): boolean {
  const match = FIELD.exec(text.trim());
  if (!match?.[1] || formRole(match[1]) !== null) return false;
  const value = match[2] ?? '';
  return value.split(' | ').every((field) => field.split(/\s+/).length <= 8) && !/[.!?]$/.test(value);
}

type Block<T> = { header: T[]; body: T[] };

/**
 * A run of field lines with no dates, between one entry's statements and more statements, is the
 * rest of that entry: its lines join the entry's header and the statements after it its body.
 */
export function foldFieldBlocks<T extends { text: string; hasDate: boolean }>(blocks: Block<T>[]): Block<T>[] {
  const out: Block<T>[] = [];
  for (const block of blocks) {
    const previous = out.at(-1);
    const isFieldsOnly = block.header.length > 0 && block.header.every((item) => !item.hasDate && isFieldLine(item.text));
    if (previous && previous.body.length > 0 && isFieldsOnly) {
      out[out.length - 1] = { header: [...previous.header, ...block.header], body: [...previous.body, ...block.body] };
    } else {
      out.push(block);
    }
  }
  return out;
}
