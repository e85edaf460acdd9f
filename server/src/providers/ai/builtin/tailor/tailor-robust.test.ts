import { describe, expect, it } from 'vitest';
import { TODAY, makeProfile } from '../../test-support/sample-profile';
import { tailorResumeBuiltin, writeCoverLetterBuiltin } from '../generate';

const job = {
  company: 'Globex',
  jobTitle: 'Growth Marketer',
  jobDescription: 'Growth Marketer\nRequirements:\n- HubSpot and lifecycle e-mail\n- SQL and Tableau reporting\n- A/B testing',
};

function importedLikeProfile() {
  const profile = makeProfile();
  const [first, second] = profile.work_experience;
  if (!first || !second) throw new Error('the sample profile has two jobs');
  // As some imports leave a profile: a bullet broken over two lines, the same bullet under two jobs, a skill list in one entry.
  first.description =
    'Grew subscribers with paid search, paid social and\nlifecycle e-mail programmes built in HubSpot.\nRan weekly SQL and Tableau reporting for every channel.';
  second.description = 'Ran weekly SQL and Tableau reporting for every channel.\nPlanned A/B tests on landing pages.';
  profile.skills = [
    { name: 'HubSpot, SQL, Tableau', experience_level: 'advanced' },
    { name: 'Cooking', experience_level: 'expert' },
  ];
  profile.custom_sections = [
    {
      id: 's',
      title: 'Projects',
      entries: [
        {
          id: 'e',
          fields: [
            { label: 'Title', value: 'Referral relaunch' },
            { label: 'Description', value: 'Redesigned referral rewards.\nSign-ups rose 64%\nin six months.' },
          ],
        },
      ],
    },
  ];
  return profile;
}

describe('tailoring a profile with broken lines', () => {
  it('never shows pieces of a broken bullet, shows a repeated bullet once and keeps project lines apart', () => {
    const { document } = tailorResumeBuiltin({ profile: importedLikeProfile(), job, today: TODAY });
    const bullets = document.work_experience.flatMap((w) => w.description);
    expect(bullets).toContain('Grew subscribers with paid search, paid social and lifecycle e-mail programmes built in HubSpot.');
    expect(bullets.filter((b) => b.startsWith('Ran weekly SQL'))).toHaveLength(1);
    expect(bullets.some((b) => /^[a-z]/.test(b))).toBe(false);
    const description = document.custom_sections[0]?.entries[0]?.fields.find((f) => f.label === 'Description')?.value;
    expect(description).toBe('Redesigned referral rewards.\nSign-ups rose 64% in six months.');
    // A skill entry that is a list is ordered for the job as three skills, in the profile's words.
    expect(document.skills.slice(0, 3).sort()).toEqual(['HubSpot', 'SQL', 'Tableau']);
    expect(document.skills).not.toContain('HubSpot, SQL, Tableau');
  });

  it('answers the posting in the letter with a whole bullet, in the first person', () => {
    const { document, removed } = writeCoverLetterBuiltin({ profile: importedLikeProfile(), job, today: TODAY });
    expect(removed).toEqual([]);
    expect(document.body[1]).toContain(
      'I grew subscribers with paid search, paid social and lifecycle e-mail programmes built in HubSpot.',
    );
  });
});
