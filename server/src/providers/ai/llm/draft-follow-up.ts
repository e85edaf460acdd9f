/**
 * Follow-up and thank-you notes from the model: it writes the middle paragraphs and a subject;
 * the greeting and sign-off are ours, and the fabrication guard checks every paragraph against
 * the profile and the posting, as it does a cover letter's.
 */
import type { FollowUpDraft } from '@hireready/contract';
import { z } from 'zod';
import type { FollowUpInput } from '../engine';
import { guardCoverLetter } from '../fabrication-guard';

export const FollowUpModelAnswerSchema = z.object({
  subject: z.string().max(200),
  paragraphs: z.array(z.string().max(1200)).min(1).max(4),
});
export type FollowUpModelAnswer = z.infer<typeof FollowUpModelAnswerSchema>;

/** The user message: the application, the profile's facts, and which note to write. */
export function followUpPromptContent(input: FollowUpInput): string {
  const { application, profile } = input;
  return JSON.stringify({
    kind: input.kind,
    application: {
      company: application.company,
      job_title: application.jobTitle,
      status: application.status,
      applied_on: application.appliedOn,
      interview_at: application.interviewAt ? application.interviewAt.toISOString() : null,
      posting: application.postingText.slice(0, 6000),
    },
    profile: {
      name: profile.name,
      work_experience: profile.work_experience.map((job) => ({
        title: job.title,
        company: job.company,
        start_date: job.start_date,
        end_date: job.end_date,
      })),
      skills: profile.skills.map((s) => s.name),
    },
  });
}

export function assembleFollowUp(input: FollowUpInput, answer: FollowUpModelAnswer): { draft: FollowUpDraft; removed: string[] } {
  const { profile, application } = input;
  const job = {
    company: application.company,
    jobTitle: application.jobTitle,
    jobDescription: `${application.postingText}\n${application.appliedOn ?? ''}`,
  };
  const letter = {
    sender: { name: profile.name, email: profile.email, phone: profile.phone, linkedin: profile.linkedin },
    date: '',
    salutation: '',
    body: answer.paragraphs,
    closing: '',
    signature: profile.name,
  };
  const { document, removed } = guardCoverLetter(letter, profile, job, input.today);
  const signOff = ['Best regards,', profile.name.trim(), profile.email.trim(), profile.phone.trim()].filter(Boolean).join('\n');
  return {
    draft: {
      subject: answer.subject.trim(),
      body: [`Dear ${application.company} Hiring Team,`, ...document.body, signOff].join('\n\n'),
    },
    removed,
  };
}
