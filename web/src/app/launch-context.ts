import { createContext } from 'react';

/** How the app was started: by the pre-rendered landing page's Sign In (decision 009), or plainly. */
export type Launch = { opensSignIn: boolean };

export const LaunchContext = createContext<Launch>({ opensSignIn: false });
