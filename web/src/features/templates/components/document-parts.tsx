import { Fragment, type ReactNode } from 'react';
import type { TemplateTheme } from '../template-themes';
import { linkedinHref, linkedinLabel, present } from './document-text';

type ContactItem = { key: string; node: ReactNode };

/** SPEC: email · phone · location · linkedin, skipping the empty ones. */
export function ContactLine({
  theme,
  email,
  phone,
  location,
  linkedin,
}: {
  theme: TemplateTheme;
  email: string;
  phone: string;
  location?: string;
  linkedin: string;
}) {
  const items: ContactItem[] = [];
  const mail = email.trim();
  if (mail) {
    items.push({
      key: 'email',
      node: (
        <a href={`mailto:${mail}`} style={theme.link}>
          {mail}
        </a>
      ),
    });
  }
  if (phone.trim()) items.push({ key: 'phone', node: phone.trim() });
  if (location?.trim()) items.push({ key: 'location', node: location.trim() });
  const profile = linkedin.trim();
  if (profile) {
    items.push({
      key: 'linkedin',
      node: (
        <a href={linkedinHref(profile)} style={theme.link}>
          {linkedinLabel(profile)}
        </a>
      ),
    });
  }
  if (items.length === 0) return null;
  return (
    <p style={theme.contact}>
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 && <span style={theme.separator}> · </span>}
          {/* A long line wraps between items, never inside an address or a phone number. */}
          <span style={{ whiteSpace: 'nowrap' }}>{item.node}</span>
        </Fragment>
      ))}
    </p>
  );
}

export function Section({ theme, title, children }: { theme: TemplateTheme; title: string; children: ReactNode }) {
  return (
    <section style={theme.section}>
      <h2 style={theme.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

export type EntryProps = {
  theme: TemplateTheme;
  title: string;
  organisation: string;
  location: string;
  dates: string;
  bullets?: readonly string[];
  description?: string;
};

/** Items of an entry line with the theme's separator between them, as real text. */
function joined(items: readonly string[], separator: string, theme: TemplateTheme) {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && <span style={theme.entrySeparator}>{separator}</span>}
      <span style={theme.entryMetaItem}>{item}</span>
    </Fragment>
  ));
}

/**
 * One job, school or custom entry. The DOM order is the reading order, and every fact stays in the
 * same left-aligned text flow as the title (see `entryLayout` in template-themes.ts for why there is
 * no right-aligned date column): a PDF reader finds title, organisation, location and dates together,
 * before the entry's bullets.
 */
export function Entry({ theme, title, organisation, location, dates, bullets = [], description }: EntryProps) {
  const heading = title.trim() || organisation.trim();
  const secondary = title.trim() ? organisation.trim() : '';
  const place = location.trim();
  const meta = present(theme.entryMetaOrder === 'dates-first' ? [dates, place] : [place, dates]);
  // A description of several lines (a project's points) is a list, one bullet per line, not one paragraph.
  const descriptionLines = (description ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const text = descriptionLines.length === 1 ? (descriptionLines[0] ?? '') : '';
  const lines = present([...(descriptionLines.length > 1 ? descriptionLines : []), ...bullets]);

  return (
    <div style={theme.entry}>
      {theme.entryLayout === 'inline' ? (
        <>
          <div style={theme.entryHeading}>
            <h3 style={theme.entryTitle}>{heading}</h3>
            {secondary && (
              <>
                <span style={theme.entrySeparator}>{theme.entryHeadingSeparator}</span>
                <span style={theme.entryOrganisation}>{secondary}</span>
              </>
            )}
          </div>
          {meta.length > 0 && <p style={theme.entryMeta}>{joined(meta, theme.entryMetaSeparator, theme)}</p>}
        </>
      ) : (
        <>
          <h3 style={theme.entryTitle}>{heading}</h3>
          {present([secondary, place, dates]).length > 0 && (
            <p style={theme.entryMeta}>{present([secondary, place, dates]).join(theme.entryMetaSeparator)}</p>
          )}
        </>
      )}
      {text && <p style={theme.paragraph}>{text}</p>}
      {lines.length > 0 && (
        <ul style={theme.list}>
          {lines.map((line, index) => (
            <li key={index} style={theme.listItem}>
              {line}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
