import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveProfile } from '../test/serve-profile';
import { profilePageJourney } from '../test/profile-page-journey';

// Whole-app journeys with a lazy route: give a busy machine time instead of failing on it.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const journey = profilePageJourney();
const { openProfile, startEditing, group, section, updateCalls, lastUpdate } = journey;

describe('custom sections (SPEC point 3)', () => {
  const fieldLabels = (entry: HTMLElement) =>
    within(entry)
      .getAllByRole('textbox')
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
  const fieldValues = (entry: HTMLElement) =>
    within(entry)
      .getAllByRole('textbox')
      .map((input) => (input as HTMLInputElement).value);

  it("needs a name: blank or spaces say 'Please enter a section name.' and add nothing", async () => {
    serveProfile(journey.api);
    const app = await openProfile();
    await startEditing(app);
    await app.user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByText('Please enter a section name.')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('New section name'), '   {Enter}');
    expect(screen.getByText('Please enter a section name.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Section 1' })).not.toBeInTheDocument();
  });

  it('starts a new section with one entry labelled Title, Organization, Start Date, End Date, Description', async () => {
    serveProfile(journey.api);
    const app = await openProfile();
    await startEditing(app);
    await app.user.type(screen.getByLabelText('New section name'), '  Projects  ');
    await app.user.click(screen.getByRole('button', { name: 'Add section' }));

    const newSection = group('Section 1');
    expect(within(newSection).getByLabelText('Section Name')).toHaveValue('Projects');
    expect(within(newSection).getAllByRole('group', { name: /^Entry \d+$/ })).toHaveLength(1);
    const entry = within(newSection).getByRole('group', { name: 'Entry 1' });
    expect(fieldLabels(entry)).toEqual(['Title', 'Organization', 'Start Date', 'End Date', 'Description']);
    expect(fieldValues(entry)).toEqual(['', '', '', '', '']);
    expect(within(entry).getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('New section name')).toHaveValue('');

    await app.user.keyboard('Difference engine notes');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated!');
    const [saved] = lastUpdate().data.custom_sections as { id: string; title: string; entries: { id: string; fields: unknown[] }[] }[];
    expect(saved?.title).toBe('Projects');
    expect(saved?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved?.entries[0]?.fields[0]).toEqual({ label: 'Title', value: 'Difference engine notes' });
    expect(within(section('Custom Sections')).getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  });

  it("adds an entry with the first entry's labels and empty values, and removes entries", async () => {
    serveProfile(journey.api, {
      custom_sections: [
        {
          id: 'sec-1',
          title: 'Languages',
          entries: [
            {
              id: 'e-1',
              fields: [
                { label: 'Language', value: 'French' },
                { label: 'Level', value: 'Fluent' },
              ],
            },
            { id: 'e-2', fields: [{ label: 'Other', value: 'Italian' }] },
          ],
        },
      ],
    });
    const app = await openProfile();
    await startEditing(app);
    await app.user.click(screen.getByRole('button', { name: 'Add entry' }));

    const added = group('Entry 3');
    expect(fieldLabels(added)).toEqual(['Language', 'Level']);
    expect(fieldValues(added)).toEqual(['', '']);
    expect(within(added).getByLabelText('Language')).toHaveFocus();
    await app.user.keyboard('German');

    await app.user.click(screen.getByRole('button', { name: 'Remove Entry 2 in Languages' }));
    expect(screen.queryByDisplayValue('Italian')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated!');
    const [saved] = lastUpdate().data.custom_sections as { entries: { fields: { label: string; value: string }[] }[] }[];
    expect(saved?.entries.map((entry) => entry.fields.map((field) => field.value))).toEqual([
      ['French', 'Fluent'],
      ['German', ''],
    ]);
  });

  it('renames, adds and removes field names in every entry of a section', async () => {
    serveProfile(journey.api, {
      custom_sections: [
        {
          id: 'sec-1',
          title: 'Languages',
          entries: [
            {
              id: 'e-1',
              fields: [
                { label: 'Title', value: 'French' },
                { label: 'Organization', value: '' },
              ],
            },
            {
              id: 'e-2',
              fields: [
                { label: 'Title', value: 'German' },
                { label: 'Organization', value: '' },
              ],
            },
          ],
        },
      ],
    });
    const app = await openProfile();
    await startEditing(app);
    const languages = group('Section 1');

    // The field names wait behind a small control.
    expect(within(languages).queryByLabelText('Field 1 name in Languages')).not.toBeInTheDocument();
    await app.user.click(within(languages).getByRole('button', { name: 'Edit field names in Languages' }));
    expect(within(languages).getByLabelText('Field 1 name in Languages')).toHaveFocus();
    await app.user.clear(within(languages).getByLabelText('Field 1 name in Languages'));
    await app.user.type(within(languages).getByLabelText('Field 1 name in Languages'), 'Language');
    await app.user.click(within(languages).getByRole('button', { name: 'Remove field Organization from Languages' }));
    await app.user.click(within(languages).getByRole('button', { name: '+ Add field' }));
    expect(within(languages).getByLabelText('Field 2 name in Languages')).toHaveFocus();
    await app.user.keyboard('Level');
    expect(fieldLabels(group('Entry 1'))).toEqual(['Language', 'Level']);
    expect(fieldLabels(group('Entry 2'))).toEqual(['Language', 'Level']);
    await app.user.type(within(group('Entry 2')).getByLabelText('Level'), 'Conversational');

    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated!');
    const [saved] = lastUpdate().data.custom_sections as { entries: { fields: { label: string; value: string }[] }[] }[];
    expect(saved?.entries.map((entry) => entry.fields)).toEqual([
      [
        { label: 'Language', value: 'French' },
        { label: 'Level', value: '' },
      ],
      [
        { label: 'Language', value: 'German' },
        { label: 'Level', value: 'Conversational' },
      ],
    ]);
  });

  it('reorders and removes whole sections', async () => {
    const entry = (id: string) => ({ id, fields: [{ label: 'Title', value: id }] });
    serveProfile(journey.api, {
      custom_sections: [
        { id: 's-1', title: 'Awards', entries: [entry('e-1')] },
        { id: 's-2', title: 'Talks', entries: [entry('e-2')] },
      ],
    });
    const app = await openProfile();
    await startEditing(app);
    await app.user.click(screen.getByRole('button', { name: 'Move Section 2 up' }));
    expect(screen.getAllByLabelText('Section Name').map((input) => (input as HTMLInputElement).value)).toEqual(['Talks', 'Awards']);
    await app.user.click(screen.getByRole('button', { name: 'Remove Section 2' }));
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated!');
    expect((lastUpdate().data.custom_sections as { title: string }[]).map((s) => s.title)).toEqual(['Talks']);
  });

  it("refuses to save a section whose name was cleared, with the spec's message beside it", async () => {
    serveProfile(journey.api, { custom_sections: [{ id: 's-1', title: 'Awards', entries: [] }] });
    const app = await openProfile();
    await startEditing(app);
    await app.user.clear(screen.getByLabelText('Section Name'));
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('Section Name')).toHaveAccessibleDescription('Please enter a section name.');
    expect(updateCalls()).toHaveLength(0);
  });
});
