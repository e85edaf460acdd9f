/** The signed-in profile page as a user reaches it, shared by the profile page's test files. */
import { screen } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

type UpdateBody = { uid: string; data: Record<string, unknown> };

/** Call at the top of a test file: every test starts signed in as Ada, with a fresh fake API. */
export function profilePageJourney() {
  let api: FakeApi | undefined;
  beforeEach(() => {
    api = installFakeApi();
    api.addAccount('ada@example.com', 'secret1', { signedIn: true });
  });
  const currentApi = (): FakeApi => {
    if (!api) throw new Error('the fake API is installed before each test');
    return api;
  };
  const updateCalls = () => currentApi().callsTo('POST /api/user/update-profile');

  async function openProfile() {
    const app = renderApp('/app/profile');
    await screen.findByRole('button', { name: 'Edit Profile' });
    return app;
  }

  return {
    get api() {
      return currentApi();
    },
    openProfile,
    async startEditing(app: Awaited<ReturnType<typeof openProfile>>) {
      await app.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      return screen.getByRole('button', { name: 'Save Changes' });
    },
    group: (name: string) => screen.getByRole('group', { name }),
    section: (name: string) => screen.getByRole('region', { name }),
    updateCalls,
    lastUpdate: () => updateCalls().at(-1)?.body as UpdateBody,
  };
}
