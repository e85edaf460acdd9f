/**
 * Suggests which CSV column fills which field, from the column names other trackers and
 * spreadsheets use. The user sees the suggestion and can change every choice.
 */
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '@hireready/contract';

const NAMES: Record<ImportField, RegExp> = {
  company: /^(company|company name|employer|organi[sz]ation)$/,
  jobTitle: /^(job title|title|position|job position|role|job)$/,
  status: /^(status|stage|state|list|column)$/,
  appliedOn: /^(date applied|applied( on| date)?|application date|date)$/,
  source: /^(source|found (on|via)|job board|channel|referral source)$/,
  location: /^(location|city|place)$/,
  salary: /^(salary|salary range|compensation|pay)$/,
  postingUrl: /^(url|link|job url|job link|posting url|job posting url|post url)$/,
  postingText: /^(description|job description|posting|posting text)$/,
  notes: /^(notes?|comments?)$/,
  nextStep: /^(next step|next action|follow up|to do)$/,
  nextStepDue: /^(next step due|due|due date|follow up date|deadline)$/,
  tags: /^(tags?|labels?|excitement)$/,
};

function normalise(header: string): string {
  return header.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
}

export function guessMapping(headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const header = headers.find((h) => !used.has(h) && NAMES[field].test(normalise(h)));
    if (header) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}
