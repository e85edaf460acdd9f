/** The resume guard: every structured fact back to the profile's value, free text checked sentence by sentence. */
import type { GeneratedResume, WorkExperience } from '@hireready/contract';
import { canonicalTermOf, hasTerm, phraseTerm } from '../../../text/analyze-text';
import { normalizeName, splitSentences } from '../../../text/normalize';
import { formatCertification, formatLocation } from '../../../text/profile-facts';
import type { JobPosting } from '../engine';
import {
  type GuardResult,
  isSameDate,
  isSameDegree,
  isSameExactly,
  isSameName,
  isSameNameKey,
  isSamePhone,
  isSameTitle,
  repairField,
} from './compare';
import { buildContext, cleanFreeText, type FreeTextContext, type GuardProfile } from './free-text';

function findProfileJob(entry: { title: string; company: string; start_date: string }, jobs: WorkExperience[], today: Date) {
  const sameEmployer = jobs.filter((j) => isSameName(j.company, entry.company));
  return (
    sameEmployer.find((j) => isSameName(j.title, entry.title) && isSameDate(j.start_date, entry.start_date, today)) ??
    sameEmployer.find((j) => isSameName(j.title, entry.title)) ??
    sameEmployer.find((j) => isSameDate(j.start_date, entry.start_date, today)) ??
    sameEmployer[0]
  );
}

function matchSkill(skill: string, context: FreeTextContext): string | null {
  const canonical = canonicalTermOf(skill);
  const key = normalizeName(skill);
  for (const own of context.ownSkills) {
    // The same skill is shown as the profile words it; a part of an entry of the profile (SQL of
    // Python, SQL) is already its own wording.
    if (own.key === key || (canonical && own.canonical === canonical)) return own.name;
    if (isSameNameKey(own.key, key)) return key.length < own.key.length ? skill : own.name;
  }
  // A skill the profile shows in its experience (not its skill list) is still the user's.
  if (canonical) return hasTerm(context.profileIndex, phraseTerm(skill)) ? skill : null;
  return key && context.profileText.includes(` ${key} `) ? skill : null;
}

export function guardResume(
  resume: GeneratedResume,
  profile: GuardProfile,
  job: JobPosting | null,
  today: Date,
): GuardResult<GeneratedResume> {
  const removed: string[] = [];
  const context = buildContext(profile, job);

  const work: GeneratedResume['work_experience'] = [];
  for (const entry of resume.work_experience) {
    const own = findProfileJob(entry, profile.work_experience, today);
    if (!own) {
      removed.push(`employer: ${entry.company}${entry.title ? ` (${entry.title})` : ''}`);
      continue;
    }
    const sameDate = (a: string, b: string) => isSameDate(a, b, today);
    work.push({
      // Titles compare strictly: 'Senior Data Engineer' for a 'Data Engineer' is an invented promotion.
      title: repairField('job title', entry.title, own.title, isSameTitle, removed),
      company: own.company,
      location: repairField('location', entry.location, own.location, isSameName, removed),
      start_date: repairField('date', entry.start_date, own.start_date, sameDate, removed),
      end_date: repairField('date', entry.end_date, own.end_date, sameDate, removed),
      description: entry.description.map((b) => cleanFreeText(b, context, removed)).filter((b) => b.trim()),
    });
  }

  const education: GeneratedResume['education'] = [];
  for (const entry of resume.education) {
    const own = profile.education.find((e) => isSameName(e.school_name, entry.school));
    if (!own) {
      removed.push(`school: ${entry.school}`);
      continue;
    }
    const sameDate = (a: string, b: string) => isSameDate(a, b, today);
    education.push({
      school: own.school_name,
      degree: repairField('degree', entry.degree, own.degree, isSameDegree, removed),
      location: repairField('location', entry.location, own.location, isSameName, removed),
      start_date: repairField('date', entry.start_date, own.start_date, sameDate, removed),
      end_date: repairField('date', entry.end_date, own.end_date, sameDate, removed),
    });
  }

  const skills: string[] = [];
  for (const skill of resume.skills) {
    const own = matchSkill(skill, context);
    if (!own) removed.push(`skill: ${skill}`);
    else if (!skills.some((s) => isSameName(s, own))) skills.push(own);
  }

  const certifications: string[] = [];
  for (const line of resume.certifications) {
    const own = profile.certifications.find((c) => ` ${normalizeName(line)} `.includes(` ${normalizeName(c.name)} `));
    if (!own) removed.push(`certification: ${line}`);
    else if (!certifications.includes(formatCertification(own))) certifications.push(formatCertification(own));
  }

  const customSections: GeneratedResume['custom_sections'] = [];
  for (const section of resume.custom_sections) {
    const own = profile.custom_sections.find((s) => isSameName(s.title, section.title));
    if (!own) {
      removed.push(`section: ${section.title}`);
      continue;
    }
    const ownValues = own.entries.flatMap((e) => e.fields.map((f) => normalizeName(f.value))).filter(Boolean);
    const entries = section.entries
      .map((entry) => ({
        fields: entry.fields.filter((field) => {
          if (!field.value.trim() || ownValues.includes(normalizeName(field.value))) return true;
          // A reworded description is free text; a name or date must be the profile's own.
          const isProse = field.value.split(/\s+/).length > 8;
          const cleaned = isProse ? cleanFreeText(field.value, context, []) : '';
          if (isProse && cleaned === splitSentences(field.value).join(' ')) return true;
          removed.push(`${section.title} ${field.label}: ${field.value}`);
          return false;
        }),
      }))
      .filter((entry) => entry.fields.some((f) => f.value.trim()));
    customSections.push({ title: own.title, entries });
  }

  const contact = {
    email: repairField('email', resume.contact.email, profile.email, isSameExactly, removed),
    phone: repairField('phone', resume.contact.phone, profile.phone, isSamePhone, removed),
    location: repairField('location', resume.contact.location, formatLocation(profile), isSameName, removed),
    linkedin: repairField('linkedin', resume.contact.linkedin, profile.linkedin, isSameExactly, removed),
  };

  return {
    document: {
      name: repairField('name', resume.name, profile.name, isSameName, removed),
      contact,
      summary: cleanFreeText(resume.summary, context, removed),
      work_experience: work,
      education,
      skills,
      certifications,
      custom_sections: customSections,
    },
    removed,
  };
}
