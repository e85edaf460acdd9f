/**
 * The headings of the signed-in pages whose heading does not depend on their data, by the page's
 * address under /app/. The page shows its heading from its first frame, and the build pre-renders
 * it into that page's app shell (vite.config.ts), which the server sends for /app/<key>; so both
 * read it here, and a test checks each key is the page's address.
 */
export const PAGE_HEADINGS = {
  dashboard: { title: 'Dashboard', description: 'Your plan, your template and the documents you have exported.' },
  profile: { title: 'Profile', description: 'The facts every resume and cover letter is built from.' },
  generation: { title: 'Generate', description: 'Paste a job description to tailor a resume or cover letter.' },
  applications: {
    title: 'Applications',
    description: 'Track every application from posting to offer, with the documents you made for it.',
  },
  settings: { title: 'Settings', description: 'Your password, your data and your account.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type HeadedPage = keyof typeof PAGE_HEADINGS;
