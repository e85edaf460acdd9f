// Shared pieces of the hand-written one-page LaTeX resumes of round 5 (article class, no resume
// class): what people write themselves from the common public styles. Each layout file writes its
// own preamble and entry macros; these only escape text and list the person's parts.
import { extraSections, formatRange, formatDate, headingsOf, linkedinOf } from '../dates.mjs';
import { tex } from './compile.mjs';

export { tex, headingsOf, formatDate };

/** The person's parts as escaped strings, in the order a one-page resume prints them. */
export function partsOf(person, { dateStyle = 'mon', dash = ' -- ', open = 'Present' } = {}) {
  const b = person.basics;
  const linkedin = linkedinOf(person);
  const range = (s, e) => tex(formatRange(s, e, dateStyle, { dash, open }));
  return {
    name: tex(b.name),
    label: tex(b.label),
    place: `${tex(b.location.city)}, ${tex(b.location.region)}`,
    phone: tex(b.phone),
    email: tex(b.email),
    linkedin: linkedin ? `linkedin.com/in/${tex(linkedin.username)}` : '',
    linkedinUrl: linkedin ? linkedin.url : '',
    summary: tex(b.summary),
    work: person.work.map((j) => ({
      company: tex(j.name),
      title: tex(j.position),
      place: tex(j.location),
      dates: range(j.startDate, j.endDate),
      summary: tex(j.summary ?? ''),
      bullets: j.highlights.map(tex),
    })),
    education: person.education.map((e) => ({
      school: tex(e.institution),
      degree: `${tex(e.studyType)}${e.area ? ` in ${tex(e.area)}` : ''}`,
      dates: range(e.startDate, e.endDate),
      end: tex(formatDate(e.endDate, dateStyle)),
      score: e.score ? `GPA ${tex(e.score)}` : '',
    })),
    skills: person.skills.map((g) => ({ name: tex(g.name), terms: tex(g.keywords.join(', ')) })),
    sections: extraSections(person).map((s) => ({
      ...s,
      items: s.items.map((i) => ({
        title: tex(i.title),
        org: tex(i.org ?? ''),
        text: tex(i.text ?? ''),
        date: i.date ? tex(formatDate(i.date, dateStyle)) : '',
      })),
    })),
  };
}

/** 'Title, Org (date)' for an item of an extra section. */
export const itemLine = (i) => `${i.title}${i.org ? `, ${i.org}` : ''}${i.text ? ` -- ${i.text}` : ''}${i.date ? ` (${i.date})` : ''}`;
