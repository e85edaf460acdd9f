import { describe, expect, it } from 'vitest';
import { toFirstPerson } from './first-person';
import { splitBullets } from './normalize';

describe('toFirstPerson', () => {
  it.each([
    ['Led the redesign of the platform.', 'I led the redesign of the platform', true],
    ['Manage a team of 5 analysts', 'I managed a team of 5 analysts', true],
    ['Building data pipelines in Python', 'I built data pipelines in Python', true],
    ['Planned the migration', 'I planned the migration', true],
    ['Responsible for monthly billing.', 'I was responsible for monthly billing', true],
    ['Analysis scripts written in Python.', 'analysis scripts written in Python', false],
    ['AWS cost reviews every quarter', 'AWS cost reviews every quarter', false],
  ])('%s', (bullet, text, isClause) => {
    expect(toFirstPerson(bullet)).toEqual({ text, isClause });
  });
});

describe('splitBullets', () => {
  it('joins a bullet broken over lines, and keeps marked bullets apart', () => {
    expect(
      splitBullets(
        'Grew subscribers with paid search and\nlifecycle e-mail in HubSpot.\nRan 120 A/B tests a year,\nlifting conversion by 23%.\n- owned the budget\niOS release train',
      ),
    ).toEqual([
      'Grew subscribers with paid search and lifecycle e-mail in HubSpot.',
      'Ran 120 A/B tests a year, lifting conversion by 23%.',
      'owned the budget',
      'iOS release train',
    ]);
  });
});
