/**
 * The footer's pop-ups (SPEC point 1), named here and written in info-topic-content.tsx. The
 * names are tiny and render with the footer; the text is loaded only when someone opens one.
 */
export const INFO_TOPICS = [
  { id: 'resume-template', title: 'Resume Template' },
  { id: 'cover-letter-tips', title: 'Cover Letter Tips' },
  { id: 'ats-guide', title: 'ATS Guide' },
  { id: 'about-us', title: 'About Us' },
  { id: 'privacy-policy', title: 'Privacy Policy' },
  { id: 'terms-of-service', title: 'Terms of Service' },
  { id: 'disclaimer', title: 'Disclaimer' },
] as const;

export type InfoTopicId = (typeof INFO_TOPICS)[number]['id'];

export const RESOURCE_TOPICS: InfoTopicId[] = ['resume-template', 'cover-letter-tips', 'ats-guide'];
export const COMPANY_TOPICS: InfoTopicId[] = ['about-us', 'privacy-policy', 'terms-of-service', 'disclaimer'];

export function topicTitle(id: InfoTopicId): string {
  return INFO_TOPICS.find((topic) => topic.id === id)?.title ?? '';
}
