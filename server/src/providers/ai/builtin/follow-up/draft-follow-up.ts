/**
 * The built-in follow-up and thank-you notes: short, plain, and truthful. Every fact comes from
 * the application (company, title, the day applied or interviewed) or the profile (the newest
 * role, skills the posting also names); the rest are fixed courteous sentences. The user edits
 * and sends the note themselves; nothing is sent from here.
 */
import type { FollowUpDraft } from '@hireready/contract';
import type { FollowUpInput } from '../../engine';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function longDate(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00Z`));
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  return head + ' and ' + String(items.at(-1));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The role held now (no end date, or 'Present'), else the first one listed. */
function currentRole(profile: FollowUpInput['profile']): { title: string; company: string } | null {
  const jobs = profile.work_experience.filter((job) => job.title.trim() && job.company.trim());
  const current = jobs.find((job) => !job.end_date.trim() || /present|current|now/i.test(job.end_date)) ?? jobs[0];
  return current ? { title: current.title.trim(), company: current.company.trim() } : null;
}

/** The profile's skills that the posting names too, in the posting's order, at most three. */
function sharedSkills(profile: FollowUpInput['profile'], posting: string): string[] {
  const found: { name: string; at: number }[] = [];
  for (const skill of profile.skills) {
    const name = skill.name.trim();
    if (name.length < 2) continue;
    const match = new RegExp(`(^|[^A-Za-z0-9+#])${escapeRegExp(name)}(?=$|[^A-Za-z0-9+#])`, 'i').exec(posting);
    if (match && !found.some((f) => f.name.toLowerCase() === name.toLowerCase())) found.push({ name, at: match.index });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, 3)
    .map((f) => f.name);
}

/** One sentence tying the person's real background to the role, or nothing when the profile is empty. */
function backgroundSentence(input: FollowUpInput, lead: string): string {
  const role = currentRole(input.profile);
  const skills = sharedSkills(input.profile, input.application.postingText);
  if (role && skills.length > 0) {
    return `${lead} my experience as ${role.title} at ${role.company}, and with ${joinList(skills)}, fits what the role calls for.`;
  }
  if (role) return `${lead} my experience as ${role.title} at ${role.company} would let me contribute to the team.`;
  if (skills.length > 0) return `${lead} my experience with ${joinList(skills)} fits what the role calls for.`;
  return '';
}

function signOff(profile: FollowUpInput['profile']): string {
  const lines = ['Best regards,', profile.name.trim(), profile.email.trim(), profile.phone.trim()].filter(Boolean);
  return lines.join('\n');
}

export function draftFollowUpBuiltin(input: FollowUpInput): FollowUpDraft {
  const { application } = input;
  const greeting = `Dear ${application.company} Hiring Team,`;
  if (input.kind === 'thank_you') {
    const when = application.interviewAt ? ` on ${LONG_DATE.format(application.interviewAt)}` : '';
    const paragraphs = [
      `Thank you for taking the time to speak with me${when} about the ${application.jobTitle} role. I valued the chance to learn how the team works and what the role involves.`,
      backgroundSentence(input, 'Our conversation strengthened my interest, and I believe'),
      'Please tell me if anything further would help. I would be glad to hear what comes next.',
    ].filter(Boolean);
    return {
      subject: `Thank you: ${application.jobTitle} interview`,
      body: [greeting, ...paragraphs, signOff(input.profile)].join('\n\n'),
    };
  }
  const applied = application.appliedOn ? ` on ${longDate(application.appliedOn)}` : '';
  const paragraphs = [
    `I applied for the ${application.jobTitle} position${applied} and wanted to follow up on my application. I remain very interested in the role.`,
    backgroundSentence(input, 'I believe'),
    'If it would help, I am happy to share anything further. Thank you for your time, and I hope we can speak soon.',
  ].filter(Boolean);
  return {
    subject: `Following up: ${application.jobTitle} application`,
    body: [greeting, ...paragraphs, signOff(input.profile)].join('\n\n'),
  };
}
