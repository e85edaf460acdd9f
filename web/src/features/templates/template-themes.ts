import type { TemplateId } from '@hireready/contract';
import type { CSSProperties } from 'react';
import { PREVIEW_CONTENT_WIDTH_PX } from './document-format';

/**
 * Each template is a theme applied to the same semantic markup, as inline styles.
 *
 * Why inline styles and not a stylesheet: the saved document is an HTML string that is edited in
 * place, stored, shown again and printed in a separate window. Inline styles travel with every
 * element through all of that (even when an edit deletes or duplicates elements), the preview and
 * the print page read exactly the same rules, and the stored HTML needs no <style> element, so no
 * stored document can restyle the app around it or smuggle `url()`/`@import` in a stylesheet. The
 * sanitisers then only have to check `style` attributes against a list of properties.
 *
 * Every length is in `em` so the one font size on the root scales the whole document: that is what
 * the fitting search varies and what lets the print page zoom without moving a line break.
 */
export type TemplateTheme = {
  /**
   * How a job, school or custom entry lays out its facts. Both keep every fact in one left-aligned
   * text flow, in DOM order: a date pushed to the right margin by a wide gap is read by pdftotext
   * and by ATS parsers as a separate column, which puts it after later jobs or even after Education.
   * 'inline': title and organisation on the heading line, then location and dates (in `entryMetaOrder`)
   * on the line below. 'stacked': the title alone, then organisation · location · dates.
   */
  entryLayout: 'inline' | 'stacked';
  entryMetaOrder: 'location-first' | 'dates-first';
  /**
   * Real text between title and organisation, and between location and dates, on the 'inline'
   * lines: a plain-text reader (ATS, copy and paste) gets "Engineer, Acme" and not "EngineerAcme".
   */
  entryHeadingSeparator: string;
  entryMetaSeparator: string;
  skillSeparator: string;
  root: CSSProperties;
  header: CSSProperties;
  name: CSSProperties;
  contact: CSSProperties;
  separator: CSSProperties;
  link: CSSProperties;
  section: CSSProperties;
  sectionTitle: CSSProperties;
  paragraph: CSSProperties;
  entry: CSSProperties;
  /** The 'inline' heading line that holds the title (an inline h3) and the organisation. */
  entryHeading: CSSProperties;
  entryTitle: CSSProperties;
  entrySeparator: CSSProperties;
  entryOrganisation: CSSProperties;
  entryMeta: CSSProperties;
  /** A location or a date range: kept whole on one line. */
  entryMetaItem: CSSProperties;
  list: CSSProperties;
  listItem: CSSProperties;
  letterHeader: CSSProperties;
  letterDate: CSSProperties;
  letterParagraph: CSSProperties;
  letterClosing: CSSProperties;
  letterSignature: CSSProperties;
};

const reset: CSSProperties = { margin: '0', padding: '0' };

/**
 * A resume that runs onto a second page must not leave a section title alone at the foot of the
 * first one (entries already carry `break-inside: avoid`, which does not hold a title to its section).
 */
const sectionTitleBase: CSSProperties = { ...reset, breakAfter: 'avoid' };

/** Shared by all three: the root is the printed content box at preview scale (document-format.ts). */
const rootBase: CSSProperties = {
  ...reset,
  display: 'flow-root',
  boxSizing: 'border-box',
  width: `${PREVIEW_CONTENT_WIDTH_PX}px`,
  backgroundColor: '#ffffff',
  textAlign: 'left',
  overflowWrap: 'break-word',
};

const SERIF = "Georgia, 'Times New Roman', Times, 'Liberation Serif', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif";
const HUMANIST = "'Segoe UI', Calibri, Carlito, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

const classic: TemplateTheme = {
  entryLayout: 'inline',
  entryMetaOrder: 'location-first',
  entryHeadingSeparator: ', ',
  entryMetaSeparator: ' | ',
  skillSeparator: ', ',
  root: { ...rootBase, fontFamily: SERIF, color: '#1a1a1a', lineHeight: '1.3' },
  header: { ...reset, textAlign: 'center', marginBottom: '0.5em' },
  name: {
    ...reset,
    fontSize: '2.1em',
    fontWeight: '700',
    lineHeight: '1.1',
    letterSpacing: '0.05em',
    textTransform: 'uppercase',
  },
  contact: { ...reset, marginTop: '0.3em', fontSize: '0.95em' },
  separator: { color: '#555555' },
  link: { color: 'inherit', textDecoration: 'none' },
  section: { ...reset, marginTop: '0.7em' },
  sectionTitle: {
    ...sectionTitleBase,
    marginBottom: '0.35em',
    paddingBottom: '0.1em',
    borderBottom: '0.08em solid #1a1a1a',
    fontSize: '1.08em',
    fontWeight: '700',
    letterSpacing: '0.05em',
    textTransform: 'uppercase',
  },
  paragraph: { ...reset },
  entry: { ...reset, marginBottom: '0.5em', breakInside: 'avoid' },
  entryHeading: { ...reset },
  entryTitle: { ...reset, display: 'inline', fontSize: '1em', fontWeight: '700' },
  entrySeparator: {},
  entryOrganisation: { fontStyle: 'italic' },
  entryMeta: { ...reset, fontSize: '0.92em', fontStyle: 'italic', color: '#444444' },
  entryMetaItem: { whiteSpace: 'nowrap' },
  list: { ...reset, marginTop: '0.15em', paddingLeft: '1.25em', listStyleType: 'disc' },
  listItem: { ...reset, marginBottom: '0.08em' },
  letterHeader: {
    ...reset,
    textAlign: 'center',
    paddingBottom: '0.6em',
    borderBottom: '0.08em solid #1a1a1a',
    marginBottom: '1.6em',
  },
  letterDate: { ...reset, marginBottom: '1.2em' },
  letterParagraph: { ...reset, marginBottom: '0.9em' },
  letterClosing: { ...reset, marginTop: '1.4em' },
  letterSignature: { ...reset, marginTop: '2.2em', fontWeight: '700' },
};

const ACCENT = '#1d4f91';
const MUTED = '#4b5563';

const modern: TemplateTheme = {
  entryLayout: 'inline',
  entryMetaOrder: 'dates-first',
  entryHeadingSeparator: ' | ',
  entryMetaSeparator: ' · ',
  skillSeparator: ' • ',
  root: { ...rootBase, fontFamily: SANS, color: '#1f2937', lineHeight: '1.35' },
  header: {
    ...reset,
    marginBottom: '0.6em',
    paddingBottom: '0.45em',
    borderBottom: '0.25em solid #1d4f91',
  },
  name: {
    ...reset,
    fontSize: '2.4em',
    fontWeight: '800',
    lineHeight: '1.05',
    letterSpacing: '-0.01em',
    color: '#111827',
  },
  contact: { ...reset, marginTop: '0.35em', fontSize: '0.95em', color: MUTED },
  separator: { color: ACCENT, fontWeight: '700' },
  link: { color: 'inherit', textDecoration: 'none' },
  section: { ...reset, marginTop: '0.75em' },
  sectionTitle: {
    ...sectionTitleBase,
    marginBottom: '0.3em',
    fontSize: '0.98em',
    fontWeight: '800',
    letterSpacing: '0.05em',
    textTransform: 'uppercase',
    color: ACCENT,
  },
  paragraph: { ...reset },
  entry: { ...reset, marginBottom: '0.55em', breakInside: 'avoid' },
  entryHeading: { ...reset },
  entryTitle: { ...reset, display: 'inline', fontSize: '1.05em', fontWeight: '700', color: '#111827' },
  entrySeparator: { color: ACCENT, fontWeight: '700' },
  entryOrganisation: { fontWeight: '600', color: ACCENT },
  entryMeta: { ...reset, fontSize: '0.92em', color: MUTED },
  entryMetaItem: { whiteSpace: 'nowrap' },
  list: { ...reset, marginTop: '0.15em', paddingLeft: '1.2em', listStyleType: 'disc' },
  listItem: { ...reset, marginBottom: '0.1em' },
  letterHeader: {
    ...reset,
    paddingBottom: '0.5em',
    borderBottom: '0.25em solid #1d4f91',
    marginBottom: '1.8em',
  },
  letterDate: { ...reset, marginBottom: '1.2em', color: MUTED },
  letterParagraph: { ...reset, marginBottom: '0.9em' },
  letterClosing: { ...reset, marginTop: '1.4em' },
  letterSignature: { ...reset, marginTop: '2.2em', fontWeight: '700', color: '#111827' },
};

const QUIET = '#6b7280';

const leftaligned: TemplateTheme = {
  entryLayout: 'stacked',
  entryMetaOrder: 'location-first',
  entryHeadingSeparator: ' · ',
  entryMetaSeparator: ' · ',
  skillSeparator: ', ',
  root: { ...rootBase, fontFamily: HUMANIST, color: '#222222', lineHeight: '1.4' },
  header: { ...reset, marginBottom: '0.9em' },
  name: { ...reset, fontSize: '2.2em', fontWeight: '300', lineHeight: '1.1', letterSpacing: '0.02em', color: '#111111' },
  contact: { ...reset, marginTop: '0.3em', color: '#444444' },
  separator: { color: QUIET },
  link: { color: 'inherit', textDecoration: 'none' },
  section: { ...reset, marginTop: '0.95em' },
  sectionTitle: {
    ...sectionTitleBase,
    marginBottom: '0.35em',
    fontSize: '0.85em',
    fontWeight: '600',
    letterSpacing: '0.05em',
    textTransform: 'uppercase',
    color: QUIET,
  },
  paragraph: { ...reset },
  entry: { ...reset, marginBottom: '0.6em', breakInside: 'avoid' },
  entryHeading: { ...reset },
  entryTitle: { ...reset, fontSize: '1em', fontWeight: '600' },
  entrySeparator: {},
  entryOrganisation: {},
  entryMeta: { ...reset, color: QUIET },
  entryMetaItem: {},
  list: { ...reset, marginTop: '0.15em', paddingLeft: '1em', listStyleType: 'disc' },
  listItem: { ...reset, marginBottom: '0.08em' },
  letterHeader: { ...reset, marginBottom: '2em' },
  letterDate: { ...reset, marginBottom: '1.2em', color: QUIET },
  letterParagraph: { ...reset, marginBottom: '0.9em' },
  letterClosing: { ...reset, marginTop: '1.4em' },
  letterSignature: { ...reset, marginTop: '2.2em', fontWeight: '600' },
};

export const TEMPLATE_THEMES: Record<TemplateId, TemplateTheme> = { classic, modern, leftaligned };
