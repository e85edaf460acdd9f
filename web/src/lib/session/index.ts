/** The app's one session: the store, with its refresh policy and cross-tab sync beside it in this folder. */
import { createSessionStore } from './session-store';

export type { SessionState, SessionStore } from './session-store';
export const session = createSessionStore();
