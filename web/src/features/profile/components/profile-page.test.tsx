import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { serveProfile } from '../test/serve-profile';
import { profilePageJourney } from '../test/profile-page-journey';

// Whole-app journeys with a lazy route: give a busy machine time instead of failing on it.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const journey = profilePageJourney();
const { openProfile, startEditing, group, section, updateCalls, lastUpdate } = journey;
describe('view mode (SPEC point 2)', () => {
  it("shows every empty personal field as 'Not set', and the account e-mail", async () => {
    serveProfile(journey.api, { name: 'Ada Lovelace' });
    await openProfile();
    const personal = section('Personal Details');
    expect(within(personal).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(personal).getByText('ada@example.com')).toBeInTheDocument();
    // phone, linkedin, street address, city, state, zip, summary
    expect(within(personal).getAllByText('Not set')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Upload Resume' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows each work-experience description line as a bullet', async () => {
    serveProfile(journey.api, {
      work_experience: [
        {
          title: 'Analyst',
          company: 'Engines Ltd',
          location: 'London',
          start_date: '1842',
          end_date: '1843',
          description: 'Wrote notes\n\nPublished the first program',
        },
      ],
    });
    await openProfile();
    const work = section('Work Experience');
    expect(within(work).getByRole('heading', { name: 'Analyst at Engines Ltd' })).toBeInTheDocument();
    expect(
      within(work)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Published the first program');
    expect(within(work).getByText('Wrote notes')).toBeInTheDocument();
  });
});

describe('editing and saving (SPEC points 4 and 8)', () => {
  it("saves every section, says 'Profile updated!', reloads and leaves edit mode", async () => {
    const server = serveProfile(journey.api);
    const app = await openProfile();
    const { user } = app;
    await startEditing(app);

    const personal = section('Personal Details');
    expect(within(personal).getByLabelText('Email')).toHaveAttribute('readonly');
    await user.type(within(personal).getByLabelText('Name'), 'Ada Lovelace');
    await user.type(within(personal).getByLabelText('Phone'), '555-0100');
    await user.type(within(personal).getByLabelText('City'), 'London');

    await user.click(screen.getByRole('button', { name: 'Add work experience' }));
    // The new item's first field has the focus: typing goes straight in.
    expect(within(group('Experience 1')).getByLabelText('Job Title')).toHaveFocus();
    await user.keyboard('Analyst');
    await user.type(within(group('Experience 1')).getByLabelText('Company'), 'Engines Ltd');
    await user.type(within(group('Experience 1')).getByLabelText('Description'), 'Wrote notes{Enter}Published a program');

    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.type(within(group('Education 1')).getByLabelText('School'), 'Home tutoring');

    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    const level = within(group('Skill 1')).getByLabelText('Experience Level');
    // SPEC point 9: a new skill is stored at beginner, but a level nobody chose is shown as not specified.
    expect(level).toHaveValue('');
    expect(level).toHaveDisplayValue('Not specified');
    await user.type(within(group('Skill 1')).getByLabelText('Skill'), 'Mathematics');
    await user.selectOptions(level, 'expert');

    await user.click(screen.getByRole('button', { name: 'Add certification' }));
    await user.type(within(group('Certification 1')).getByLabelText('Certification Name'), 'Royal Society');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section('Personal Details')).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(section('Work Experience')).getByText('Published a program')).toBeInTheDocument();
    expect(within(section('Skills')).getByText(/Mathematics/)).toHaveTextContent('Mathematics · Expert');

    expect(updateCalls()).toHaveLength(1);
    expect(lastUpdate()).toEqual({
      uid: 'uid-1',
      data: {
        name: 'Ada Lovelace',
        phone: '555-0100',
        linkedin: '',
        street_address: '',
        city: 'London',
        state: '',
        zip: '',
        summary: '',
        work_experience: [
          {
            title: 'Analyst',
            company: 'Engines Ltd',
            location: '',
            start_date: '',
            end_date: '',
            description: 'Wrote notes\nPublished a program',
          },
        ],
        education: [{ school_name: 'Home tutoring', degree: '', location: '', start_date: '', end_date: '' }],
        skills: [{ name: 'Mathematics', experience_level: 'expert', level_set: true }],
        certifications: [{ name: 'Royal Society', issuer: '', date: '' }],
        custom_sections: [],
      },
    });
    // Reloaded: the page asked for the profile again after saving.
    await waitFor(() => expect(journey.api.callsTo('GET /api/user/profile').length).toBeGreaterThanOrEqual(2));
    expect(server.profile?.name).toBe('Ada Lovelace');
  });

  it("says 'Failed to update profile.' and keeps the edits when the save fails", async () => {
    serveProfile(journey.api);
    journey.api.override('POST /api/user/update-profile', () => apiError(500, 'INTERNAL', 'Database unavailable'));
    const app = await openProfile();
    await startEditing(app);
    await app.user.type(screen.getByLabelText('Name'), 'Ada');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it('shows the schema’s message next to an invalid field and sends nothing', async () => {
    serveProfile(journey.api);
    const app = await openProfile();
    await startEditing(app);
    await app.user.click(screen.getByRole('button', { name: 'Add skill' }));
    // A level chosen makes it a skill someone started (an untouched one would just be dropped).
    await app.user.selectOptions(within(group('Skill 1')).getByLabelText('Experience Level'), 'advanced');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const skillName = within(group('Skill 1')).getByLabelText('Skill');
    expect(skillName).toHaveAccessibleDescription('A skill needs a name');
    expect(skillName).toHaveAttribute('aria-invalid', 'true');
    expect(skillName).toHaveFocus();
    expect(screen.getByText('Some fields need attention. Please correct them and save again.')).toBeInTheDocument();
    expect(updateCalls()).toHaveLength(0);

    // Fixing the field clears its message and the notice; the save then goes through.
    await app.user.type(skillName, 'Poetry');
    expect(skillName).not.toHaveAccessibleDescription('A skill needs a name');
    expect(screen.queryByText(/Some fields need attention/)).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(lastUpdate().data.skills).toEqual([{ name: 'Poetry', experience_level: 'advanced', level_set: true }]);
  });
});

describe('lists: reorder and remove', () => {
  const jobs = [
    { title: 'First', company: 'A', location: '', start_date: '', end_date: '', description: '' },
    { title: 'Second', company: 'B', location: '', start_date: '', end_date: '', description: '' },
    { title: 'Third', company: 'C', location: '', start_date: '', end_date: '', description: '' },
  ];

  const jobTitles = () =>
    within(section('Work Experience'))
      .getAllByLabelText('Job Title')
      .map((input) => (input as HTMLInputElement).value);

  it('moves an item with the move buttons, keeps the focus on the moved item, and saves the new order', async () => {
    serveProfile(journey.api, { work_experience: jobs });
    const app = await openProfile();
    await startEditing(app);
    expect(screen.getByRole('button', { name: 'Move Experience 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Experience 3 down' })).toBeDisabled();

    await app.user.click(screen.getByRole('button', { name: 'Move Experience 1 down' }));
    expect(jobTitles()).toEqual(['Second', 'First', 'Third']);
    expect(screen.getByRole('button', { name: 'Move Experience 2 down' })).toHaveFocus();

    // From the keyboard: Enter on the focused button moves it again, to the end.
    await app.user.keyboard('{Enter}');
    expect(jobTitles()).toEqual(['Second', 'Third', 'First']);
    // It cannot go further down, so the focus moves to its twin.
    expect(screen.getByRole('button', { name: 'Move Experience 3 up' })).toHaveFocus();

    await app.user.click(screen.getByRole('button', { name: 'Move Experience 2 up' }));
    expect(jobTitles()).toEqual(['Third', 'Second', 'First']);

    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated!');
    expect((lastUpdate().data.work_experience as { title: string }[]).map((job) => job.title)).toEqual(['Third', 'Second', 'First']);
  });

  it('removes an item and saves the list without it', async () => {
    serveProfile(journey.api, {
      work_experience: jobs,
      skills: [
        { name: 'Logic', experience_level: 'advanced' },
        { name: 'Music', experience_level: 'beginner' },
      ],
    });
    const app = await openProfile();
    await startEditing(app);
    await app.user.click(screen.getByRole('button', { name: 'Remove Experience 2' }));
    expect(jobTitles()).toEqual(['First', 'Third']);
    await app.user.click(screen.getByRole('button', { name: 'Remove Skill 1' }));
    expect(
      within(section('Skills'))
        .getAllByLabelText('Skill')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Music']);

    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated!');
    expect(lastUpdate().data.work_experience).toHaveLength(2);
    expect(lastUpdate().data.skills).toEqual([{ name: 'Music', experience_level: 'beginner' }]);
    expect(within(section('Work Experience')).queryByText(/Second/)).not.toBeInTheDocument();
  });
});

describe('unsaved changes are never lost silently', () => {
  it('Cancel with changes asks first; Keep Editing keeps them, Discard Changes drops them', async () => {
    serveProfile(journey.api, { name: 'Ada' });
    const app = await openProfile();
    await startEditing(app);
    await app.user.type(screen.getByLabelText('Name'), ' Lovelace');
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));

    const dialog = screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');

    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await app.user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(within(section('Personal Details')).getByText('Ada')).toBeInTheDocument();
    expect(updateCalls()).toHaveLength(0);
  });

  it('Cancel without changes just leaves edit mode', async () => {
    serveProfile(journey.api);
    const app = await openProfile();
    await startEditing(app);
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('holds a move to another page until the user chooses to discard', async () => {
    serveProfile(journey.api);
    const app = await openProfile();
    await startEditing(app);
    await app.user.type(screen.getByLabelText('Phone'), '555');
    const dashboardLink = screen.getAllByRole('link', { name: 'Dashboard' })[0];
    if (!dashboardLink) throw new Error('no Dashboard link');

    await app.user.click(dashboardLink);
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(app.currentUrl()).toBe('/app/profile');
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    expect(screen.getByLabelText('Phone')).toHaveValue('555');

    await app.user.click(dashboardLink);
    await app.user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/app/dashboard');
  });

  it('warns before the tab is closed or reloaded while there are unsaved changes', async () => {
    serveProfile(journey.api);
    const app = await openProfile();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await startEditing(app);
    expect(unload()).toBe(false);
    await app.user.type(screen.getByLabelText('ZIP Code'), '02139');
    expect(unload()).toBe(true);
  });
});
