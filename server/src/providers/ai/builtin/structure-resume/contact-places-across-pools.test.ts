/**
 * Places and numbers in contact blocks as themes and narrow columns print them, written while
 * development layouts were read with other pools' people (decision 041): each fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { extractContact } from './extract-contact';

const line = (text: string, y: number, fontSize = 9.5, x = 80): ExtractedLine => ({ text, page: 1, x, y, fontSize, bold: false });
const contactOf = (lines: ExtractedLine[]) => extractContact(lines, [], lines, []);

describe('a place broken in a narrow contact column', () => {
  it('is read whole when its second line sits right under the first, in the same type', () => {
    const sidebar = [
      line('Thandiwe Mokoena', 94, 24, 72),
      line('CONTACT', 145, 10.5),
      line('Kestrelby, Greater', 161),
      line('Kestrelby', 172),
      line('07700 900555', 184),
      line('t.mokoena@inbox-test.co.uk', 196),
    ];
    expect(contactOf(sidebar).location).toBe('Kestrelby, Greater Kestrelby');
  });

  it('is read whole when its lines end together, right of the margin, with the name printed between them', () => {
    const header = [
      line('Ruwais Bay, United Arab', 99, 10, 69),
      line('Soraya Haddad', 99, 35, 170),
      line('Emirates', 111, 10, 115),
      line('• +971 50 000 1234', 123, 10, 61),
    ];
    expect(contactOf(header).location).toBe('Ruwais Bay, United Arab Emirates');
  });

  it('joins a region broken at its own hyphen without a space, and leaves the country’s code after it', () => {
    const header = [
      line('Besançon, Bourgogne-Franche-', 180, 12, 366),
      line('Comté FR', 194, 12, 366),
      line('+33 6 00 00 12 34', 232, 12, 366),
    ];
    expect(contactOf(header).location).toBe('Besançon, Bourgogne-Franche-Comté');
  });

  it('takes nothing from the line below a whole place', () => {
    const header = [line('Denver, CO', 161), line('Remote', 172), line('r.ames@inbox-test.com', 184)];
    expect(contactOf(header).location).toBe('Denver, CO');
  });
});

describe('a place as a theme joins its pieces', () => {
  it('drops an empty piece where the region is missing, and a country’s code printed first', () => {
    expect(contactOf([line('Ilona Rautiainen', 93, 14), line('Pori, , FI', 125), line('i.rautiainen@inbox-test.fi', 146)]).location).toBe(
      'Pori, FI',
    );
    expect(contactOf([line('AU, Bundaberg, QLD\tj.mcrae@inbox-test.com.au', 305)]).location).toBe('Bundaberg, QLD');
  });

  it('reads the town after the postal code of an address written street first', () => {
    const labelled = [line('Address 9 Tern Close, Wellsby, 4050-262 Porto', 116), line('Email m.sousa@inbox-test.pt', 127)];
    expect(contactOf(labelled).location).toBe('Porto');
    const coded = [line('Lindenhof 12, 97688, Bad Kissingen (DE), Bayern', 136), line('k.brandt@inbox-test.de', 152)];
    expect(contactOf(coded).location).toBe('Bad Kissingen, Bayern');
  });

  it('reads a town and its country’s code without a comma among the contact details, in their type', () => {
    const sidebar = [line('Contact', 134, 10.5, 53), line('Vung Tau VN', 159, 9, 57), line('t.hoang@inbox-test.vn', 178, 9, 57)];
    expect(contactOf(sidebar).location).toBe('Vung Tau, VN');
  });
});

describe('a national number after the place on one line', () => {
  it('is a detail of its own, and the place before it is the place', () => {
    const header = [line('KIMURA Haruto', 75, 20, 57), line('Tonami-shi, Toyama-ken 080-1234-5678', 90, 11, 57)];
    expect(contactOf(header)).toMatchObject({ phone: '080-1234-5678', location: 'Tonami-shi, Toyama-ken' });
  });
});
