/**
 * What the resume-upload tests share: a parsed answer, an upload the test answers when it chooses,
 * a fake clock for the overlay's steps, and the way a user picks a file.
 */
import type { UploadResponse } from '@hireready/contract';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { serveProfile } from './serve-profile';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

export const CONFIRMATION = 'Uploading a resume will replace your profile. Continue?';

export const PARSED: UploadResponse = {
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

/** Before each test: a signed-in user with a profile, and an upload that waits for `fixture.upload.resolve`. */
export function setUpUploadFixture(): { api: FakeApi; upload: Deferred } {
  const fixture = {} as { api: FakeApi; upload: Deferred };
  beforeEach(() => {
    fixture.api = installFakeApi();
    fixture.api.addAccount('ada@example.com', 'secret1', { signedIn: true });
    serveProfile(fixture.api, { name: 'Ada Lovelace' });
    fixture.upload = deferred();
    fixture.api.override('POST /api/openai/upload-resume', () => fixture.upload.promise);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return fixture;
}

export const resumeFile = () => new File(['%PDF-1.7 resume'], 'grace-hopper.pdf', { type: 'application/pdf' });

/** The page, loaded on real timers; then the clock is ours. Only timeouts are faked: I/O still runs. */
export async function openProfileWithFakeClock() {
  renderApp('/app/profile');
  await screen.findByRole('button', { name: 'Edit Profile' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library drains pending work with setTimeout(0), and looks for `jest` to know the clock
  // is fake and must be moved; without this every user event would wait forever.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Upload Resume asks first, in the app's own dialog; Continue opens the file chooser. */
export async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
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
export async function settle(until: () => boolean) {
  for (let i = 0; i < 200 && !until(); i += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
export const overlay = () => screen.queryByRole('dialog', { name: 'Importing your resume' });
export const overlayStatus = () => within(screen.getByRole('dialog', { name: 'Importing your resume' })).getByRole('status');
export const progress = () => screen.getByRole('progressbar', { name: 'Upload progress' });
export const fillWidth = () => screen.getByTestId('upload-progress-fill').style.width;
