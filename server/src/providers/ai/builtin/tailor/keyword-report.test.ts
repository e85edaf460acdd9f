import type { GeneratedResume } from '@hireready/contract';
import { describe, expect, it } from 'vitest';
import { TODAY, makeProfile } from '../../test-support/sample-profile';
import { analyzeJob, reportKeywords, tailorResumeBuiltin } from '../generate';
import { collectResumeText } from '../../../../text/keyword-report';
import { writeUntailoredResume } from './untailored';

const PLATFORM_JOB = {
  company: 'Globex',
  jobTitle: 'Platform Engineer',
  jobDescription: `Platform Engineer
Requirements:
- Kubernetes and Terraform are required
- Strong Go and Prometheus monitoring experience
- Kubernetes operators, Terraform modules and Go services in production`,
};

/** A profile whose platform work is at the bottom of its newest job, below six bullets of other work. */
function makeBuriedProfile() {
  const profile = makeProfile();
  const [older, newest] = profile.work_experience;
  if (!older || !newest) throw new Error('the sample profile has two jobs');
  const filler = [
    'Planned the team offsite.',
    'Ran the weekly demo.',
    'Organised the book club.',
    'Onboarded two new hires.',
    'Hosted the quarterly all-hands.',
    'Judged the hackathon.',
  ];
  newest.description = [
    ...filler,
    'Ran production services on Kubernetes with Terraform.',
    'Built monitoring dashboards for Go services.',
  ].join('\n');
  return { ...profile, work_experience: [newest, older] };
}

describe('keyword report', () => {
  it('credits tailoring for bringing buried relevant bullets into the same size of resume', () => {
    const profile = makeBuriedProfile();
    const { keywords, document } = tailorResumeBuiltin({ profile, job: PLATFORM_JOB, today: TODAY });
    // The untailored resume keeps the first six bullets: the filler, not the platform work.
    expect(writeUntailoredResume(profile).work_experience[0]?.description).not.toContain(
      'Ran production services on Kubernetes with Terraform.',
    );
    expect(document.work_experience[0]?.description[0]).toMatch(/Kubernetes|Go services/);
    expect(keywords.covered).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform', 'Go']));
    expect(keywords.matchAfter).toBeGreaterThan(keywords.matchBefore);
    expect(keywords.matchBefore).toBe(0);
  });

  it('does not count the job named in the summary as a skill the resume shows', () => {
    const profile = makeProfile();
    // The profile knows Kubernetes only from a job the generated document leaves out.
    profile.work_experience[0]!.description += '\nDeployed a Kubernetes cluster.';
    const job = {
      company: 'Globex',
      jobTitle: 'Kubernetes Engineer',
      jobDescription: 'Kubernetes Engineer\nRequirements: Kubernetes and Python.\nKubernetes daily.',
    };
    const resume: GeneratedResume = {
      ...writeUntailoredResume(profile),
      summary: 'Data Engineer skilled in Python, seeking the Kubernetes Engineer role at Globex.',
      work_experience: [],
    };
    const report = reportKeywords(analyzeJob(job).terms, profile, collectResumeText(resume));
    expect(report.terms).toContain('Kubernetes');
    expect(report.missing).not.toContain('Kubernetes');
    expect(report.covered).toContain('Python');
    expect(report.covered).not.toContain('Kubernetes');
  });

  it('never lists the job title as a term', () => {
    const { keywords } = tailorResumeBuiltin({ profile: makeProfile(), job: PLATFORM_JOB, today: TODAY });
    expect(keywords.terms.map((t) => t.toLowerCase())).not.toContain('platform engineer');
    expect(keywords.missing.map((t) => t.toLowerCase())).not.toContain('platform engineer');
  });
});
