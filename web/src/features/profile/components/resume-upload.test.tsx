import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../test/catch-downloads';
import { apiError, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import {
  CONFIRMATION,
  PARSED,
  openProfileWithFakeClock,
  chooseFile,
  settle,
  advance,
  overlay,
  overlayStatus,
  progress,
  fillWidth,
  setUpUploadFixture,
} from '../test/upload-harness';

const fixture = setUpUploadFixture();

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

    fixture.upload.resolve(json(200, PARSED));
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
    const [save] = fixture.api.callsTo('POST /api/user/update-profile');
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
    fixture.upload.resolve(json(200, PARSED));
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
    fixture.api.override('GET /api/user/profile/export', () => new Response('{"basics":{"name":"Grace Hopper"}}', { status: 200 }));
    const user = await openProfileWithFakeClock();
    await chooseFile(user);
    fixture.upload.resolve(json(200, PARSED));
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

    fixture.upload.resolve(apiError(422, 'UNPROCESSABLE_FILE', 'No text could be read from this file.'));
    await settle(() => overlay()?.textContent?.includes('Resume upload failed.') ?? false);
    expect(overlayStatus()).toHaveTextContent('Resume upload failed.');

    await advance(1_999);
    expect(overlayStatus()).toHaveTextContent('Resume upload failed.');
    await advance(1);
    expect(overlay()).not.toBeInTheDocument();

    expect(fixture.api.callsTo('POST /api/user/update-profile')).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Personal Details' })).getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it("keeps the server's reason for refusing a file on the page after the overlay closes, and a network failure none", async () => {
    const reason =
      "This kind of file cannot be read. Please upload a PDF, DOCX or DOC resume, a JSON Resume file (.json) or LinkedIn's data-export ZIP.";
    const user = await openProfileWithFakeClock();
    await chooseFile(user);
    fixture.upload.resolve(apiError(415, 'UNSUPPORTED_MEDIA_TYPE', reason));
    await settle(() => overlay()?.textContent?.includes('Resume upload failed.') ?? false);
    await advance(2_000);
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert').find((alert) => alert.textContent === reason)).toBeVisible();

    // A second try that fails without an answer from the server clears the old reason and says nothing new.
    fixture.api.override('POST /api/openai/upload-resume', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.mocked(screen.getByLabelText<HTMLInputElement>('Resume file').click).mockClear();
    await chooseFile(user);
    await settle(() => overlay()?.textContent?.includes('Resume upload failed.') ?? false);
    await advance(2_000);
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
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
    expect(fixture.api.callsTo('POST /api/openai/upload-resume')).toHaveLength(0);
    expect(fixture.api.callsTo('POST /api/user/update-profile')).toHaveLength(0);
  });

  it('replaces the profile even in the middle of an edit, and leaves edit mode', async () => {
    renderApp('/app/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Phone'), '123');
    fixture.upload.resolve(json(200, PARSED));
    await chooseFile(user);
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(fixture.api.callsTo('POST /api/user/update-profile')).toHaveLength(1);
  });
});
