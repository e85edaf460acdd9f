/** The landing page (SPEC point 2) is the landing feature's; this route module only composes it. */
export { LandingPage as default } from '../features/landing/components/landing-page';
