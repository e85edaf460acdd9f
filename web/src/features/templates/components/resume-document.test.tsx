import { TEMPLATE_IDS, type GeneratedResume } from '@hireready/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RESUME } from '../sample-data';
import { ResumeDocument } from './resume-document';

/** True when the strings occur in the document's text in this order (DOM order = reading order). */
function expectInReadingOrder(container: HTMLElement, parts: string[]) {
  const text = container.textContent ?? '';
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

const EMPTY: GeneratedResume = {
  name: 'Sam Lee',
  contact: { email: 'sam@example.com', phone: '', location: '', linkedin: '' },
  summary: '  ',
  work_experience: [],
  education: [],
  skills: [' '],
  certifications: [],
  custom_sections: [
    { title: 'Awards', entries: [{ fields: [{ label: 'Title', value: '' }] }] },
    { title: '', entries: [{ fields: [{ label: 'Title', value: 'Orphan' }] }] },
  ],
};

describe.each(TEMPLATE_IDS)('ResumeDocument (%s)', (templateId) => {
  it('shows the name as the one h1 and the sections as h2s, in order', () => {
    render(<ResumeDocument templateId={templateId} data={SAMPLE_RESUME} fontSize={10} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maya Thompson');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Summary',
      'Experience',
      'Education',
      'Skills',
      'Certifications',
      'Volunteer Experience',
    ]);
  });

  it('puts the contact details on one line, separated by middle dots', () => {
    const { container } = render(<ResumeDocument templateId={templateId} data={SAMPLE_RESUME} fontSize={10} />);
    const contact = container.querySelector('header p');
    expect(contact).toHaveTextContent('maya.thompson@example.com · (503) 555-0142 · Portland, OR · linkedin.com/in/mayathompson');
    expect(screen.getByRole('link', { name: 'maya.thompson@example.com' })).toHaveAttribute('href', 'mailto:maya.thompson@example.com');
    expect(screen.getByRole('link', { name: 'linkedin.com/in/mayathompson' })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/mayathompson',
    );
  });

  it('shows every job with title, company, location, dates and bullets as list items', () => {
    const { container } = render(<ResumeDocument templateId={templateId} data={SAMPLE_RESUME} fontSize={10} />);
    for (const job of SAMPLE_RESUME.work_experience) {
      expect(screen.getByRole('heading', { level: 3, name: job.title })).toBeInTheDocument();
      expectInReadingOrder(container, [job.title, job.company, job.location]);
      expect(container).toHaveTextContent(`${job.start_date} – ${job.end_date}`);
      for (const bullet of job.description) {
        expect(screen.getByText(bullet).tagName).toBe('LI');
      }
    }
    expectInReadingOrder(
      container,
      SAMPLE_RESUME.work_experience.flatMap((job) => [job.title, job.company, ...job.description]),
    );
  });

  it("keeps each job's title, company, location and dates in the text flow before its bullets", () => {
    const { container } = render(<ResumeDocument templateId={templateId} data={SAMPLE_RESUME} fontSize={10} />);
    // PDF text extractors (and ATS parsers) read a column pushed right by a wide gap as separate
    // text, so nothing may be spread to the right margin, and every fact must precede the bullets.
    const spread = [...container.querySelectorAll<HTMLElement>('[style]')].filter(
      (element) => element.style.justifyContent === 'space-between' || element.style.textAlign === 'right',
    );
    expect(spread).toEqual([]);
    for (const job of SAMPLE_RESUME.work_experience) {
      // The entry is the nearest ancestor of the job's heading that holds its bullets.
      let entry = screen.getByRole('heading', { level: 3, name: job.title }).parentElement!;
      while (!entry.querySelector('li')) entry = entry.parentElement!;
      const text = entry.textContent ?? '';
      const beforeBullets = text.slice(0, text.indexOf(job.description[0]!));
      for (const fact of [job.title, job.company, job.location, `${job.start_date} – ${job.end_date}`]) {
        expect(beforeBullets).toContain(fact);
      }
    }
  });

  it('shows each school with degree, location and dates, and the skills in order', () => {
    const { container } = render(<ResumeDocument templateId={templateId} data={SAMPLE_RESUME} fontSize={10} />);
    for (const school of SAMPLE_RESUME.education) {
      expect(screen.getByRole('heading', { level: 3, name: school.school })).toBeInTheDocument();
      expectInReadingOrder(container, [school.school, school.degree, school.location]);
      expect(container).toHaveTextContent(`${school.start_date} – ${school.end_date}`);
    }
    expectInReadingOrder(container, ['Skills', ...SAMPLE_RESUME.skills, 'Certifications']);
  });

  it('shows certifications and custom sections after the rest', () => {
    const { container } = render(<ResumeDocument templateId={templateId} data={SAMPLE_RESUME} fontSize={10} />);
    expectInReadingOrder(container, [
      'Certifications',
      SAMPLE_RESUME.certifications[0] ?? 'a certification',
      'Volunteer Experience',
      'Volunteer Coding Instructor',
      'Code for Portland',
      'Teach a ten-week evening course',
    ]);
    // Where the dates sit on the entry's first two lines depends on the layout.
    expectInReadingOrder(container, ['Volunteer Coding Instructor', '2019 – Present', 'Teach a ten-week evening course']);
  });

  it('leaves out empty sections and empty contact items', () => {
    const { container } = render(<ResumeDocument templateId={templateId} data={EMPTY} fontSize={10} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sam Lee');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(container.querySelector('header p')?.textContent).toBe('sam@example.com');
    expect(container.querySelectorAll('section, ul')).toHaveLength(0);
  });

  it('sets the fitted size on the root and sizes everything else in em', () => {
    const { container } = render(<ResumeDocument templateId={templateId} data={SAMPLE_RESUME} fontSize={9.5} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-template', templateId);
    expect(root.style.fontSize).toBe('9.5px');
    // Inside the root, only zero lengths may be in px (the browser writes `margin: 0` as `0px`).
    const pxLengths = [...root.querySelectorAll<HTMLElement>('[style]')]
      .flatMap((element) => (element.getAttribute('style') ?? '').match(/[\d.]+px/g) ?? [])
      .filter((length) => length !== '0px');
    expect(pxLengths).toEqual([]);
  });

  it('marks a current job as Present and shows a custom field it cannot place with its label', () => {
    const data: GeneratedResume = {
      ...EMPTY,
      work_experience: [{ title: 'Analyst', company: 'Acme', location: '', start_date: 'Jan 2024', end_date: '', description: [] }],
      custom_sections: [
        {
          title: 'Languages',
          entries: [
            {
              fields: [
                { label: 'Name', value: 'Spanish' },
                { label: 'Level', value: 'Fluent' },
              ],
            },
          ],
        },
      ],
    };
    render(<ResumeDocument templateId={templateId} data={data} fontSize={10} />);
    expect(screen.getByText(/Jan 2024 – Present/)).toBeInTheDocument();
    const languages = screen.getByRole('heading', { level: 2, name: 'Languages' }).parentElement!;
    expect(within(languages).getByRole('heading', { level: 3, name: 'Spanish' })).toBeInTheDocument();
    expect(within(languages).getByText('Level: Fluent')).toBeInTheDocument();
  });

  it('shows a project description of several lines as one bullet per line, not one paragraph', () => {
    const data: GeneratedResume = {
      ...EMPTY,
      custom_sections: [
        {
          title: 'Projects',
          entries: [
            {
              fields: [
                { label: 'Title', value: 'Referral relaunch' },
                { label: 'Description', value: 'Redesigned referral rewards.\nSign-ups rose 64%.' },
              ],
            },
          ],
        },
      ],
    };
    render(<ResumeDocument templateId={templateId} data={data} fontSize={10} />);
    const projects = screen.getByRole('heading', { level: 2, name: 'Projects' }).parentElement!;
    expect(
      within(projects)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Redesigned referral rewards.', 'Sign-ups rose 64%.']);
  });
});
