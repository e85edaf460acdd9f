// A long place's name under the name, and a school printed with one of its units. People and
// places here are invented.
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { structureResumeBuiltin } from './index';
import { parseSchool } from './parse-school';
import { readSummary } from './summary';

const line = (text: string, y: number, fontSize = 9, x = 40, bold = false): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold });

describe('a place whose name runs long, under the name', () => {
  const page = [
    line('Odalys Ferreira Quintanilha', 40, 28),
    line('VITICULTURIST · NURSERY STOCK', 70, 8, 200),
    line('Vila Nova do Alto Serrado, Região Vinhateira do Planalto Meridional', 82, 8, 150),
    line('+55 41 5550 2210 | odalys.fq@vinhas-test.br', 94, 8, 200),
    line('Experience', 130, 16, 40, true),
    line('Quinta das Pedras Altas Ltda.', 150, 10, 40, true),
    line('Nursery Supervisor\t2019 — Present', 164, 8),
    line('• Grafted 40,000 rootstocks a season with a crew of six.', 177),
  ];

  it('is the person’s place and not a summary', () => {
    const result = structureResumeBuiltin({ format: 'pdf', pageCount: 1, lines: page, links: [] });
    expect(result.contact.location).toBe('Vila Nova do Alto Serrado, Região Vinhateira do Planalto Meridional');
    expect(result.summary).toBe('');
  });
});

describe('a school printed with one of its units after a spaced dash', () => {
  it('keeps the unit in the school’s name', () => {
    const school = parseSchool({ header: ['Universidad de Altamira - Centro de Idiomas', '2016-02 — 2016-07'], bullets: [] });
    expect([school.school, school.degree]).toEqual(['Universidad de Altamira - Centro de Idiomas', '']);
  });

  it('still parts a degree from its school at the dash', () => {
    const school = parseSchool({ header: ['Licenciatura en Viticultura - Universidad de Altamira', '2010 — 2015'], bullets: [] });
    expect([school.school, school.degree]).toEqual(['Universidad de Altamira', 'Licenciatura en Viticultura']);
  });
});

describe('a summary a theme prints twice, with contact details set among its lines', () => {
  const contact = { email: 'm.takahashi@kumo-test.jp', phone: '0138-55-2041', location: 'Hakodate-shi, Hokkaido' };
  const sectionLines = [
    line('m.takahashi@kumo-test.jp', 113, 12, 64),
    line('Hakodate-shi, Hokkaido, JP', 128, 12, 64),
    line('Ferry engineer with eight years on the Tsugaru Strait route, keeping two', 137, 10.5, 34),
    line('0138-55-2041', 142, 12, 64),
    line('diesel-electric vessels in class.', 149, 10.5, 34),
    line('Ferry engineer with eight years on the Tsugaru Strait route, keeping two', 197, 10.5, 34),
    line('diesel-electric vessels in class.', 209, 10.5, 34),
  ];

  it('is read once, without the contact details', () => {
    expect(readSummary(sectionLines, [], contact, new Set())).toBe(
      'Ferry engineer with eight years on the Tsugaru Strait route, keeping two diesel-electric vessels in class.',
    );
  });
});
