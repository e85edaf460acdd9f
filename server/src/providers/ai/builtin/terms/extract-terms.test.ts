import { describe, expect, it } from 'vitest';
import { hasTerm, indexText } from './analyze-text';
import { extractJobTerms } from './extract-terms';

describe('extractJobTerms', () => {
  it('finds multi-word terms as one term', () => {
    const { terms } = extractJobTerms(
      'Requirements:\nExperience in machine learning and project management.\nMachine learning models in production.',
    );
    const labels = terms.map((t) => t.label);
    expect(labels).toContain('Machine Learning');
    expect(labels).toContain('Project Management');
    expect(labels).not.toContain('machine');
  });

  it('normalises synonyms and abbreviations to one canonical term', () => {
    const { terms } = extractJobTerms(
      'Must have: JS, TS, k8s, Postgres, ML, CI/CD and AWS.\nAlso JavaScript, Kubernetes, PostgreSQL, Amazon Web Services and continuous integration.',
      { jobTitle: 'Platform Engineer' },
    );
    const labels = terms.map((t) => t.label);
    for (const canonical of ['JavaScript', 'TypeScript', 'Kubernetes', 'PostgreSQL', 'Machine Learning', 'CI/CD', 'Amazon Web Services']) {
      expect(labels.filter((l) => l === canonical)).toHaveLength(1);
    }
    expect(labels).not.toContain('k8s');
    expect(terms.find((t) => t.label === 'Kubernetes')?.count).toBe(2);
  });

  it('ranks required and title terms above a term named once under benefits', () => {
    const { terms } = extractJobTerms(
      'Data Engineer\nRequirements:\nPython is required.\nStrong Python and SQL.\nBenefits:\nFree Tableau training.',
      { jobTitle: 'Data Engineer' },
    );
    const rank = (label: string) => terms.findIndex((t) => t.label === label);
    expect(rank('Python')).toBeGreaterThanOrEqual(0);
    expect(rank('Python')).toBeLessThan(rank('SQL'));
    expect(rank('Tableau') === -1 || rank('Tableau') > rank('SQL')).toBe(true);
    expect(terms.some((t) => t.kind === 'title' && t.label === 'Data Engineer')).toBe(true);
  });

  it('works for non-tech postings through repeated phrases', () => {
    const text =
      'Billing cum Logistics Manager\nResponsibilities\nPOD reconciliation and invoice validation.\nPending POD controlling.\nDeductions booking and deductions reconciliation.';
    const labels = extractJobTerms(text).terms.map((t) => t.label);
    expect(labels).toEqual(expect.arrayContaining(['Billing', 'Logistics', 'Reconciliation', 'POD', 'deductions']));
  });

  it('reads seniority from the title and years from the text', () => {
    expect(extractJobTerms('We need 5+ years of Go.', { jobTitle: 'Senior Backend Engineer' })).toMatchObject({
      seniority: 'senior',
      yearsRequired: 5,
    });
  });

  it('is deterministic', () => {
    const text = 'Lead Engineer\nMust have React, Node.js, GraphQL and team leadership. React Native a plus.';
    expect(extractJobTerms(text)).toEqual(extractJobTerms(text));
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
