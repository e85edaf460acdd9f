import type { UploadResponse } from '@hireready/contract';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../test/catch-downloads';
import { apiError, installFakeApi, json, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { serveProfile } from '../test/serve-profile';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const CONFIRMATION = 'Uploading a resume will replace your profile. Continue?';

const PARSED: UploadResponse = {
  name: 'Grace Hopper',
  contact: { email: 'grace@example.com', phone: '555-0199', linkedin: 'linkedin.com/in/grace', location: 'Arlington, VA' },
  summary: 'Computer scientist and rear admiral.',
  skills: ['COBOL', ' ', 'Compilers'],
  education: [{ school: 'Yale University', degree: 'PhD Mathematics', location: 'New Haven, CT', start_date: '1930', end_date: '1934' }],
  work_experience: [
    {
      title: 'Senior Mathematician',
      company: 'Eckert-Mauchly',
      location: 'Philadelphia, PA',
      start_date: '1949',
      end_date: '1952',
      description: ['Built the A-0 compiler', 'Led the UNIVAC programming team'],
    },
  ],
  custom_sections: [
    {
      title: 'Awards',
      entries: [{ title: 'National Medal of Technology', organization: 'USA', start_date: '1991', end_date: '', description: '' }],
    },
  ],
};

type Deferred = { promise: Promise<Response>; resolve: (response: Response) => void };

function deferred(): Deferred {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let api: FakeApi;
let upload: Deferred;

beforeEach(() => {
  api = installFakeApi();
  api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  serveProfile(api, { name: 'Ada Lovelace' });
  upload = deferred();
  api.override('POST /api/openai/upload-resume', () => upload.promise);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const resumeFile = () => new File(['%PDF-1.7 resume'], 'grace-hopper.pdf', { type: 'application/pdf' });

/** The page, loaded on real timers; then the clock is ours. Only timeouts are faked: I/O still runs. */
async function openProfileWithFakeClock() {
  renderApp('/app/profile');
  await screen.findByRole('button', { name: 'Edit Profile' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library drains pending work with setTimeout(0), and looks for `jest` to know the clock
  // is fake and must be moved; without this every user event would wait forever.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Upload Resume asks first, in the app's own dialog; Continue opens the file chooser. */
async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  const input = screen.getByLabelText<HTMLInputElement>('Resume file');
  const openChooser = vi.spyOn(input, 'click');
  await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
  const dialog = screen.getByRole('dialog', { name: 'Upload Resume' });
  expect(dialog).toHaveTextContent(CONFIRMATION);
  // Nothing is chosen before the answer.
  expect(openChooser).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(openChooser).toHaveBeenCalledOnce();
  expect(screen.queryByRole('dialog', { name: 'Upload Resume' })).not.toBeInTheDocument();
  await user.upload(input, resumeFile());
}

/** Lets answers, saves and renders finish without moving the fake clock. */
async function settle(until: () => boolean) {
  for (let i = 0; i < 200 && !until(); i += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const overlay = () => screen.queryByRole('dialog', { name: 'Importing your resume' });
const overlayStatus = () => within(screen.getByRole('dialog', { name: 'Importing your resume' })).getByRole('status');
const progress = () => screen.getByRole('progressbar', { name: 'Upload progress' });
const fillWidth = () => screen.getByTestId('upload-progress-fill').style.width;

describe('resume upload (SPEC points 4, 5 and 9)', () => {
  it('offers .pdf, .doc and .docx files, JSON Resume files and ZIPs in the file chooser, and says so', async () => {
    const { user } = renderApp('/app/profile');
    await user.click(await screen.findByRole('button', { name: 'Upload Resume' }));
    expect(screen.getByLabelText('Resume file')).toHaveAttribute('accept', '.pdf,.doc,.docx,.json,.zip');
    expect(
      within(screen.getByRole('dialog', { name: 'Upload Resume' })).getByText(/JSON Resume file \(\.json\) or LinkedIn's data-export ZIP/),
    ).toBeVisible();
  });

  it('steps Submitting... → Parsing... at 4 s → Extracting... at 9 s → Done, then closes 1.5 s later with the new profile saved', async () => {
    const user = await openProfileWithFakeClock();
    await chooseFile(user);

    expect(overlayStatus()).toHaveTextContent('Submitting...');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(fillWidth()).toBe('0%');

    await advance(3_999);
    expect(overlayStatus()).toHaveTextContent('Submitting...');
    await advance(1);
    expect(overlayStatus()).toHaveTextContent('Parsing...');
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(fillWidth()).toBe('25%');

    await advance(4_999);
    expect(overlayStatus()).toHaveTextContent('Parsing...');
    await advance(1);
    expect(overlayStatus()).toHaveTextContent('Extracting...');
    expect(progress()).toHaveAttribute('aria-valuenow', '67');
    expect(fillWidth()).toBe('67%');

    upload.resolve(json(200, PARSED));
    await settle(() => overlay()?.textContent?.includes('Done') ?? false);
    expect(overlayStatus()).toHaveTextContent('Done');
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(fillWidth()).toBe('100%');

    await advance(1_499);
    expect(overlay()).toBeInTheDocument();
    await advance(1);
    expect(overlay()).not.toBeInTheDocument();

    // The file went up as the multipart field `file`.
    const uploadInit = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/api/openai/upload-resume'))?.[1];
    expect(uploadInit?.body).toBeInstanceOf(FormData);
    expect(((uploadInit?.body as FormData).get('file') as File).name).toBe('grace-hopper.pdf');

    // The parsed resume replaced the whole profile, and was saved with every field named.
    const [save] = api.callsTo('POST /api/user/update-profile');
    const data = (save?.body as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'certifications',
        'city',
        'custom_sections',
        'education',
        'linkedin',
        'name',
        'phone',
        'skills',
        'state',
        'street_address',
        'summary',
        'work_experience',
        'zip',
      ].sort(),
    );
    expect(data).toMatchObject({
      name: 'Grace Hopper',
      city: 'Arlington',
      state: 'VA',
      street_address: '',
      skills: [
        { name: 'COBOL', experience_level: 'beginner' },
        { name: 'Compilers', experience_level: 'beginner' },
      ],
      work_experience: [{ title: 'Senior Mathematician', description: 'Built the A-0 compiler\nLed the UNIVAC programming team' }],
      education: [{ school_name: 'Yale University', degree: 'PhD Mathematics' }],
      custom_sections: [
        {
          title: 'Awards',
          entries: [
            {
              fields: [
                { label: 'Title', value: 'National Medal of Technology' },
                { label: 'Organization', value: 'USA' },
                { label: 'Start Date', value: '1991' },
                { label: 'End Date', value: '' },
                { label: 'Description', value: '' },
              ],
            },
          ],
        },
      ],
    });

    // And the page shows it.
    const personal = screen.getByRole('region', { name: 'Personal Details' });
    expect(within(personal).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(personal).queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(screen.getByText('Built the A-0 compiler')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Resume' })).toBeEnabled();
  });

  it('goes straight to Done when the answer comes before 4 s, and never shows the later steps', async () => {
    const user = await openProfileWithFakeClock();
    await chooseFile(user);
    await advance(1_000);
    upload.resolve(json(200, PARSED));
    await settle(() => overlay()?.textContent?.includes('Done') ?? false);
    expect(overlayStatus()).toHaveTextContent('Done');

    // The 4 s and 9 s steps were cancelled: Done stays until the overlay closes.
    await advance(1_499);
    expect(overlayStatus()).toHaveTextContent('Done');
    await advance(1);
    expect(overlay()).not.toBeInTheDocument();
    await advance(10_000);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('names the JSON Resume download after the imported profile, not the one it replaced', async () => {
    const downloads = catchDownloads();
    api.override('GET /api/user/profile/export', () => new Response('{"basics":{"name":"Grace Hopper"}}', { status: 200 }));
    const user = await openProfileWithFakeClock();
    await chooseFile(user);
    upload.resolve(json(200, PARSED));
    await settle(() => overlay()?.textContent?.includes('Done') ?? false);
    await advance(1_500);
    await settle(() => screen.queryByText('Grace Hopper') !== null);
    await user.click(screen.getByRole('button', { name: 'Download profile as JSON Resume' }));
    await settle(() => downloads.length > 0);
    expect(downloads.map((file) => file.name)).toEqual(['Grace_Hopper_resume.json']);
  });

  it("says 'Resume upload failed.', closes after 2 s, and leaves the profile as it was", async () => {
    const user = await openProfileWithFakeClock();
    await chooseFile(user);
    await advance(4_000);
    expect(overlayStatus()).toHaveTextContent('Parsing...');

    upload.resolve(apiError(422, 'UNPROCESSABLE_FILE', 'No text could be read from this file.'));
    await settle(() => overlay()?.textContent?.includes('Resume upload failed.') ?? false);
    expect(overlayStatus()).toHaveTextContent('Resume upload failed.');

    await advance(1_999);
    expect(overlayStatus()).toHaveTextContent('Resume upload failed.');
    await advance(1);
    expect(overlay()).not.toBeInTheDocument();

    expect(api.callsTo('POST /api/user/update-profile')).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Personal Details' })).getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('asks before the file chooser, and opens nothing when the answer is Cancel', async () => {
    const user = await openProfileWithFakeClock();
    const openChooser = vi.spyOn(screen.getByLabelText<HTMLInputElement>('Resume file'), 'click');
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Resume' });
    expect(dialog).toHaveTextContent(CONFIRMATION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openChooser).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload Resume' })).toHaveFocus();
    await advance(10_000);
    expect(overlay()).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/openai/upload-resume')).toHaveLength(0);
    expect(api.callsTo('POST /api/user/update-profile')).toHaveLength(0);
  });

  it('replaces the profile even in the middle of an edit, and leaves edit mode', async () => {
    renderApp('/app/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Phone'), '123');
    upload.resolve(json(200, PARSED));
    await chooseFile(user);
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/update-profile')).toHaveLength(1);
  });
});

describe('the review after an import', () => {
  it('says what was found, highlights what the reader was unsure of, and lists the text it could not place', async () => {
    renderApp('/app/profile');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Edit Profile' });
    upload.resolve(
      json(200, {
        ...PARSED,
        review: {
          uncertain: [
            { path: 'work_experience.0.company', reason: 'The company may include a place.' },
            { path: 'skills.2', reason: 'This may be a group label.' },
            { path: 'contact.email', reason: 'Two addresses were found.' },
          ],
          unplaced: ['GPA 3.9', 'Relevant coursework: Logic'],
        },
      }),
    );
    await chooseFile(user);

    const panel = await screen.findByRole('region', { name: 'Check your imported profile' }, { timeout: 5_000 });
    expect(panel).toHaveTextContent('We found 1 job, 1 school, 2 skills, 1 award. Check the highlighted items.');
    expect(panel).toHaveTextContent('Two addresses were found.');
    expect(within(panel).getByText('GPA 3.9')).toBeInTheDocument();
    expect(within(panel).getByText('Relevant coursework: Logic')).toBeInTheDocument();
    await waitFor(() => expect(panel).toHaveFocus());

    const work = screen.getByRole('region', { name: 'Work Experience' });
    expect(within(work).getByText(/Company: The company may include a place\./)).toBeInTheDocument();
    // 'skills.2' of the response is the profile's second skill: the blank one was dropped.
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(skills).getByText('Compilers').closest('[data-review-flag]')).not.toBeNull();
    expect(within(skills).getByText('COBOL').closest('[data-review-flag]')).toBeNull();
    // Imported skills carry no level nobody chose.
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['COBOL', 'Compilers (check: This may be a group label.)']);

    // In edit mode the same field is flagged beside its input.
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(within(screen.getByRole('group', { name: 'Experience 1' })).getByLabelText('Company')).toHaveAccessibleDescription(
      'Check: The company may include a place.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(panel).getByRole('button', { name: 'Done reviewing' }));
    expect(screen.queryByRole('region', { name: 'Check your imported profile' })).not.toBeInTheDocument();
    expect(within(work).queryByText(/Check:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('still says what was found when the answer carries no review', async () => {
    renderApp('/app/profile');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Edit Profile' });
    upload.resolve(json(200, PARSED));
    await chooseFile(user);
    const panel = await screen.findByRole('region', { name: 'Check your imported profile' }, { timeout: 5_000 });
    expect(panel).toHaveTextContent(
      'We found 1 job, 1 school, 2 skills, 1 award. Compare each section with your resume before you generate.',
    );
    expect(within(panel).queryByText(/Text we could not place/)).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-review-flag]')).toHaveLength(0);
  });
});
