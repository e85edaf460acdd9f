/** The Subscribe box's words and colours: its controller writes them, the form renders the first label. */
export { INVALID_EMAIL_MESSAGE } from '@hireready/contract';
export const NEWSLETTER_THANKS = 'Thanks for subscribing!';
export const NEWSLETTER_FAILED_MESSAGE = 'Something went wrong. Please try again.';
export const NEWSLETTER_ERROR_CLASS = 'text-rose-300';
export const NEWSLETTER_THANKS_CLASS = 'text-emerald-300';
export const SUBSCRIBE_LABEL = 'Subscribe';
export const SUBSCRIBING_LABEL = 'Subscribing...';
