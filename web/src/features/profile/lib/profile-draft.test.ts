import { describe, expect, it } from 'vitest';
import { draftReducer, MAX_CUSTOM_FIELDS, newCustomSection, type ProfileDraft } from './profile-draft';

function draftWith(section: ProfileDraft['custom_sections'][number]): ProfileDraft {
  return { custom_sections: [section] } as ProfileDraft;
}

describe('custom section field names', () => {
  it('adds a field to every entry, up to the schema cap of 20, and an added entry copies the names', () => {
    const section = newCustomSection('Projects');
    let draft = draftReducer(draftWith(section), { type: 'add-entry', sectionId: section.id, entryId: 'e-2' });
    for (let i = 0; i < 30; i++) draft = draftReducer(draft, { type: 'add-field', sectionId: section.id });
    const [first, second] = draft.custom_sections[0]!.entries;
    expect(first!.fields).toHaveLength(MAX_CUSTOM_FIELDS);
    expect(second!.fields).toHaveLength(MAX_CUSTOM_FIELDS);
    draft = draftReducer(draft, { type: 'rename-field', sectionId: section.id, fieldIndex: 19, label: 'Link' });
    draft = draftReducer(draft, { type: 'add-entry', sectionId: section.id, entryId: 'e-3' });
    expect(draft.custom_sections[0]!.entries[2]!.fields.at(-1)).toEqual({ label: 'Link', value: '' });
  });

  it('removes a field by position from every entry, leaving the other values alone', () => {
    const draft = draftWith({
      id: 's',
      title: 'Languages',
      entries: [
        {
          id: 'a',
          fields: [
            { label: 'Language', value: 'French' },
            { label: 'Since', value: '2010' },
            { label: 'Level', value: 'Fluent' },
          ],
        },
        { id: 'b', fields: [{ label: 'Language', value: 'German' }] },
      ],
    });
    const next = draftReducer(draft, { type: 'remove-field', sectionId: 's', fieldIndex: 1 });
    expect(next.custom_sections[0]!.entries.map((e) => e.fields.map((f) => f.value))).toEqual([['French', 'Fluent'], ['German']]);
  });
});
