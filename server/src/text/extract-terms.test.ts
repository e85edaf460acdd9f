import { describe, expect, it } from 'vitest';
import { hasTerm, indexText } from './analyze-text';
import { extractJobTerms } from './extract-terms';
import { classifyHeading } from './posting-lines';

describe('extractJobTerms', () => {
  it('finds multi-word terms as one term', () => {
    const { terms } = extractJobTerms(
      'Requirements:\nExperience in machine learning and project management.\nMachine learning models in production.',
    );
    const labels = terms.map((t) => t.label);
    // In the posting's own words, one term per name.
    expect(labels).toContain('machine learning');
    expect(labels).toContain('project management');
    expect(labels.filter((l) => l.toLowerCase() === 'machine learning')).toHaveLength(1);
    expect(labels).not.toContain('machine');
  });

  it('joins synonyms and abbreviations in one term, shown as the posting writes it most', () => {
    const { terms } = extractJobTerms(
      'Must have: JS, TS, k8s, Postgres, ML, CI/CD and AWS.\nAlso JavaScript, Kubernetes, PostgreSQL, Amazon Web Services and continuous integration.',
      { jobTitle: 'Platform Engineer' },
    );
    for (const canonical of ['JavaScript', 'TypeScript', 'Kubernetes', 'PostgreSQL', 'CI/CD', 'Amazon Web Services']) {
      expect(
        terms.filter((t) => t.canonical === canonical),
        canonical,
      ).toHaveLength(1);
    }
    const kubernetes = terms.find((t) => t.canonical === 'Kubernetes');
    expect(kubernetes?.count).toBe(2);
    expect(['k8s', 'Kubernetes']).toContain(kubernetes?.label);
  });

  it('ranks required and title terms above a term named once under benefits', () => {
    const { terms, title } = extractJobTerms(
      'Data Engineer\nRequirements:\nPython is required.\nStrong Python and SQL.\nBenefits:\nFree Tableau training.',
      { jobTitle: 'Data Engineer' },
    );
    const rank = (label: string) => terms.findIndex((t) => t.label === label);
    expect(rank('Python')).toBeGreaterThanOrEqual(0);
    expect(rank('Python')).toBeLessThan(rank('SQL'));
    expect(rank('Tableau') === -1 || rank('Tableau') > rank('SQL')).toBe(true);
    // The title ranks bullets but is the job, not a skill: it is kept apart from the terms.
    expect(title).toMatchObject({ kind: 'title', label: 'Data Engineer' });
    expect(terms.some((t) => t.kind === 'title' || t.label.toLowerCase() === 'data engineer')).toBe(false);
  });

  it('works for non-tech postings through repeated phrases', () => {
    const text =
      'Night Shift Ward Nurse\nDuties\nMedication rounds and wound care.\nPatient handover at each change.\nWound care on the surgical ward.\nMedication rounds, twice a night.\nWe own patient handover.';
    const labels = extractJobTerms(text).terms.map((t) => t.label.toLowerCase());
    expect(labels).toEqual(expect.arrayContaining(['medication rounds', 'wound care', 'patient handover']));
  });

  it('reads seniority from the title and years from the text', () => {
    expect(extractJobTerms('We need 5+ years of Go.', { jobTitle: 'Senior Backend Engineer' })).toMatchObject({
      seniority: 'senior',
      yearsRequired: 5,
    });
  });

  it('keeps prose, degrees, roles and words fused across a lost line break out of the terms', () => {
    const text = [
      'Platform Developer, Initech CloudPlatform Developer, Initech Cloud',
      'Requirements:',
      'BS MS in Computer Science.',
      'We are looking for talented software engineers with profound insight into often high-volume systems.',
      'Profound insight into often high-volume systems is a must. Talented software people apply.',
      'Necessary prerequisites: memory management and necessary prerequisites for memory management.',
      'We look forward to your application. We look forward to meeting you.',
      'You will partner with tech solutions teams. Tech solutions is our way.',
      'Platform developers own the platform developer tooling.',
      'Teams: Initech CloudPlatform, Initech CloudPlatform, Initech CloudPlatform.',
    ].join('\n');
    const { terms } = extractJobTerms(text, { jobTitle: 'Platform Developer' });
    const keys = terms.map((t) => t.label.toLowerCase());
    expect(keys).toContain('memory management');
    for (const noise of [
      'profound insight',
      'insight',
      'often high-volume',
      'high-volume',
      'talented software',
      'necessary prerequisites',
      'prerequisites',
      'look forward',
      'tech solutions',
      'platform developer',
      'platform',
      'developer',
    ]) {
      expect(keys, noise).not.toContain(noise);
    }
    // 'CloudPlatform' is two words fused where a line break was lost, not one.
    expect(keys.some((k) => k.includes('cloudplatform'))).toBe(false);
  });

  it('keeps the employer and places out of the terms, and a vocabulary skill named like them in', () => {
    const text = [
      'Data Analyst',
      'Globex Industries, Denver, CO, USA',
      'About Globex Industries',
      'Globex Industries builds billing software. At Globex Industries, analysts own invoice validation.',
      'Based in Springfield Heights, our team of Globex analysts works on invoice validation daily.',
      'Requirements: Google Sheets, SQL and invoice validation. Relocation to Denver or Springfield Heights.',
    ].join('\n');
    const { terms } = extractJobTerms(text, { jobTitle: 'Data Analyst', company: 'Globex Industries Inc.' });
    const keys = terms.map((t) => t.label.toLowerCase());
    for (const place of ['denver', 'globex', 'globex industries', 'springfield heights', 'springfield', 'co', 'usa']) {
      expect(keys, place).not.toContain(place);
    }
    expect(keys).toEqual(expect.arrayContaining(['sql', 'google sheets', 'invoice validation']));
  });

  it('never reports the employer, its short forms or its initials, even where a taxonomy knows the name', () => {
    const text = [
      'Database Administrator',
      'About Oracle',
      'Oracle is hiring. At Oracle, we run Oracle Database, Java and SQL.',
      'Experience with Oracle Database is required. Experience with Oracle.',
      'Oracle is an equal opportunity employer.',
    ].join('\n');
    const oracle = extractJobTerms(text, { company: 'Oracle Corporation' }).terms.map((t) => t.label);
    expect(oracle).not.toContain('Oracle');
    // The product keeps its name where the posting asks for it.
    expect(oracle).toEqual(expect.arrayContaining(['Oracle Database', 'Java', 'SQL']));

    const named = (posting: string, company?: string) => extractJobTerms(posting, { company }).terms.map((t) => t.label.toLowerCase());
    const contoso =
      'Contoso Freight Systems runs the CFS Portal.\nCFS Portal for route optimisation, with Contoso tooling and route optimisation.\nContoso tooling on every site.';
    const labels = named(contoso, 'Contoso Freight Systems Ltd');
    for (const name of ['contoso', 'contoso freight systems', 'cfs', 'cfs portal', 'contoso tooling'])
      expect(labels, name).not.toContain(name);
    expect(labels).toContain('route optimisation');
    // Without a company field, the posting's own 'At <Name>, we' and 'About <Name>' name it.
    const unnamed =
      'About Fabrikam\nAt Fabrikam, we sell Fabrikam Cloud.\nFabrikam Cloud and route optimisation, then route optimisation again.';
    expect(named(unnamed)).not.toContain('fabrikam cloud');
    expect(named(unnamed)).toContain('route optimisation');
  });

  it('shows a name with its own punctuation, and reads a cued list without cutting names or words', () => {
    const { terms } = extractJobTerms(
      'Database Developer\nExperience with PL/SQL, Node.js and CI/CD is required.\nKnowledge of .NET and C++.',
    );
    const labels = terms.map((t) => t.label);
    expect(labels).toEqual(expect.arrayContaining(['PL/SQL', 'Node.js', 'CI/CD', '.NET', 'C++']));
    for (const cut of ['PL SQL', 'PL', 'Node', 'CI CD']) expect(labels, cut).not.toContain(cut);
    const long = `Experience with ${'archival cataloguing, '.repeat(8)}and provenance research.`;
    expect(extractJobTerms(long).terms.every((t) => long.includes(t.label))).toBe(true);
    // A product named by plain words counts only where it is written as a name.
    expect(extractJobTerms('Nothing sent after the deadline is read.').terms).toEqual([]);
    // A common verb is no product ('Act!') and 'the following' names nothing; 'testing' still counts.
    const verbs = extractJobTerms(
      'Duties:\n• Act as a leader within the group.\nExperience in one or more of the following: Go, Rust.\nAutomated testing.',
    ).terms.map((t) => t.label);
    expect(verbs).not.toContain('Act');
    expect(verbs).not.toContain('following');
    expect(verbs).toEqual(expect.arrayContaining(['Go', 'Rust']));
    // A measure of a thing is not the thing: 'versions of Rust' asks for Rust.
    expect(extractJobTerms('Experience with recent versions of Rust.').terms.map((t) => t.label)).toEqual(['Rust']);
  });

  it('reads names written as tags, shows the name the posting uses as often as another, and keeps a role out of the skills', () => {
    const labels = extractJobTerms(
      'Backend Developer\nTags: web-services continuous-integration\nWe use reactjs daily and build views in React.\nBackend Developer wanted.',
    ).terms.map((t) => t.label);
    // Found through the words of their names, shown as the posting writes them.
    expect(labels).toEqual(expect.arrayContaining(['web-services', 'continuous-integration', 'React']));
    expect(labels).not.toContain('reactjs');
    expect(labels.map((l) => l.toLowerCase())).not.toContain('backend');
    // A name in capitals reads as the name: 'LINUX' is shown 'Linux', 'SQL' stays.
    expect(extractJobTerms('Skills: LINUX, SQL and GIT.').terms.map((t) => t.label)).toEqual(
      expect.arrayContaining(['Linux', 'SQL', 'Git']),
    );
  });

  it('keeps the role named in the title out of the skills, while the tools beside it stay', () => {
    const text =
      'Senior Clinical Content Manager\nThe Content Manager owns Google Analytics reports.\nContent Manager duties: Google Analytics and SEO.';
    const labels = extractJobTerms(text, { jobTitle: 'Senior Clinical Content Manager' }).terms.map((t) => t.label);
    expect(labels).not.toContain('Content Manager');
    expect(labels).toEqual(expect.arrayContaining(['Google Analytics', 'SEO']));
  });

  it('reads a heading with a typo as the section it names', () => {
    expect(classifyHeading('Qualifcations:')).toBe('requirement');
    expect(classifyHeading('Responsibilites')).toBe('responsibility');
    expect(classifyHeading('Locaton')).toBe('boilerplate');
    expect(classifyHeading('We are a team that ships every week with care and skills.')).toBeNull();
  });

  it('reads the level a title names, not every word that sounds senior', () => {
    const level = (jobTitle: string) => extractJobTerms('Build things.', { jobTitle }).seniority;
    expect(level('Software Engineering Intern')).toBe('intern');
    expect(level('Junior Web Developer')).toBe('junior');
    expect(level('Senior Product Manager')).toBe('senior');
    expect(level('Lead Program Manager')).toBe('lead');
    expect(level('Staff Engineer')).toBe('staff');
    expect(level('Principal Data Scientist')).toBe('principal');
    expect(level('Engineering Manager')).toBe('manager');
    expect(level('Senior Director of Engineering')).toBe('director');
    expect(level('Head of Growth')).toBe('head');
    expect(level('Vice President, Engineering')).toBe('vp');
    expect(level('Product Manager')).toBeNull();
    expect(extractJobTerms('At least 10 years of experience.', { jobTitle: 'Product Manager' }).seniority).toBe('staff');
  });

  it('is deterministic', () => {
    const text = 'Lead Engineer\nMust have React, Node.js, GraphQL and team leadership. React Native a plus.';
    expect(extractJobTerms(text)).toEqual(extractJobTerms(text));
  });

  it('counts a language only where the posting asks for it, and a one-word name only written as one', () => {
    const labels = (text: string) => extractJobTerms(text).terms.map((t) => t.label);
    expect(labels('You speak fluent German and English.')).toEqual(expect.arrayContaining(['German', 'English']));
    expect(labels('We are a German company with English roots.')).not.toContain('German');
    expect(labels('Tools: Spark, Kafka')).toEqual(expect.arrayContaining(['Spark', 'Kafka']));
    expect(labels('A spark of curiosity and an excel attitude.')).toEqual([]);
    expect(labels('Offices in San Francisco.')).not.toContain('San');
  });

  it('reports soft skills only as stated', () => {
    const { terms } = extractJobTerms('Requirements:\nExcellent communication skills.\nA leading edge team of creative people.');
    expect(terms.filter((t) => t.kind === 'soft').map((t) => t.label)).toEqual(['communication skills']);
  });
});

describe('hasTerm', () => {
  it('matches a term through any of its aliases and word forms', () => {
    const { terms } = extractJobTerms('Must know Kubernetes.\nDesigning data pipelines.\nDesigning data pipelines.');
    const k8s = terms.find((t) => t.label === 'Kubernetes');
    expect(k8s && hasTerm(indexText('Ran workloads on k8s'), k8s)).toBe(true);
    expect(k8s && hasTerm(indexText('Ran workloads on VMs'), k8s)).toBe(false);
  });
});
