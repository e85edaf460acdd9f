/**
 * The fabrication guard (DESIGN decision 4): whatever an engine wrote, no employer, school, job
 * title, date, degree, certification or skill may reach the user unless the profile holds it.
 * Structured facts are repaired to the profile's own value when the entry is recognisable
 * (a reworded title at a known employer) and removed when it is not (an employer the user never
 * worked for). Free text is checked sentence by sentence for employers, years and skills the
 * profile does not mention. Every change is reported, so the response can say what was removed.
 */
export type { GuardResult } from './compare';
export { guardCoverLetter } from './cover-letter-guard';
export { guardStructuredResume } from './import-guard';
export { guardResume } from './resume-guard';
export { guardKeywordReport } from './keyword-guard';
