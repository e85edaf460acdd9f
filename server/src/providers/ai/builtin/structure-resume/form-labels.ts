/**
 * Field labels of form-style CVs (the Europass CV and its relatives): 'Dates', 'Occupation or
 * position held', 'Name and address of employer'. They name what the value beside them is, and
 * the form prints them in an order no other resume uses (dates, title, activities, then employer),
 * so an entry is put back in the usual order: dates and title, employer, then the activities.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';

export type FormRole = 'section' | 'dates' | 'title' | 'employer' | 'activities' | 'degree' | 'school' | 'other';

const FORM_LABELS: [RegExp, FormRole][] = [
  [/^(?:dates?|period|from\s*[-–]\s*to)$/i, 'dates'],
  [/^(?:occupation(?: or position)?(?: held)?|position(?: held)?|job title|function)$/i, 'title'],
  [
    /^(?:main activities(?: and responsibilities)?|(?:main |key )?(?:responsibilities|tasks|duties)|principal subjects(?:\s*\/\s*occupational skills covered)?)$/i,
    'activities',
  ],
  [/^(?:name (?:and address )?of (?:the )?employer|employer|company)$/i, 'employer'],
  [/^(?:type of business(?: or sector)?|business or sector|level in national or international classification)$/i, 'other'],
  [/^(?:title of (?:the )?qualification(?: awarded)?|qualification(?: awarded)?|degree)$/i, 'degree'],
  [/^(?:name (?:and type )?of (?:the )?organi[sz]ation(?: providing education(?: and training)?)?|institution)$/i, 'school'],
  [/^(?:personal information|work experience|education and training|personal skills(?: and competences)?)$/i, 'section'],
];

export function formRole(label: string): FormRole | null {
  const text = label.replace(/:\s*$/, '').replace(/\s+/g, ' ').trim();
  return FORM_LABELS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const RANK: Record<FormRole, number> = { section: 0, dates: 0, title: 1, degree: 1, employer: 2, school: 2, other: 3, activities: 4 };

type Item = { line: ExtractedLine; role: FormRole | null };

/** Drops a form label still in front of its value ('Dates<tab>01/03/2019 – …' from a Word table). */
function withoutLabel(item: Item): ExtractedLine {
  if (!item.role || item.line.cells) return item.line;
  const [first, ...rest] = item.line.text.split('\t');
  return first && formRole(first) ? { ...item.line, text: rest.join('\t') } : item.line;
}

/** Lines in reading order, each form entry (from one 'Dates' row to the next) in the usual order. */
export function orderFormEntries(items: Item[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  let block: { item: Item; rank: number; order: number }[] = [];
  const flush = () => {
    block.sort((a, b) => a.rank - b.rank || a.order - b.order);
    out.push(...block.map((b) => withoutLabel(b.item)));
    block = [];
  };
  let rank = 0;
  items.forEach((item, order) => {
    if (item.role === 'dates' || item.role === 'section') flush();
    if (item.role === null && block.length === 0) {
      out.push(item.line);
      return;
    }
    rank = item.role ? RANK[item.role] : rank;
    block.push({ item, rank, order });
  });
  flush();
  return out.filter((line) => line.text.trim() !== '');
}
