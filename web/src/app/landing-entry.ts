/**
 * The script of the pre-rendered landing page (decision 009): `/` and unknown paths arrive as
 * finished HTML, and this makes it work without React. The session is restored with the app's own
 * store, so the bar shows the signed-in items when there is a session. Sign In loads the React app
 * on demand, which takes over the page (the same markup) with the sign-in modal open; the store is
 * the same module instance, so the app does not restore the session a second time.
 */
import { enhanceNavBar } from '../components/layout/nav-bar-static';
import { signOut } from '../features/auth/api/sign-out-request';
import { enhanceLandingPage } from '../features/landing/static/enhance-landing-page';
import { session } from '../lib/session';

const container = document.getElementById('root');
const frame = container?.firstElementChild;
if (!container || !(frame instanceof HTMLElement)) throw new Error('the landing page has no pre-rendered frame');

const loadApp = () => import('./launch-app');
let isLaunching = false;

const navBar = enhanceNavBar({
  frame,
  onSignInIntent: () => void loadApp().catch(() => {}),
  onSignIn: () => {
    if (isLaunching) return;
    isLaunching = true;
    void launchWithSignIn();
  },
  // The bar follows the session store.
  onSignOut: signOut,
});
enhanceLandingPage(frame);

const unsubscribe = session.subscribe(showSession);
showSession();
void session.start();

function showSession() {
  navBar.setState(session.getState().status);
}

async function launchWithSignIn() {
  let launchApp;
  try {
    ({ launchApp } = await loadApp());
  } catch (error) {
    // Offline, or a deploy replaced the chunk: the next press tries again.
    isLaunching = false;
    console.warn('Could not load the app:', error);
    return;
  }
  // From here the React app owns the page; this script lets go of it.
  unsubscribe();
  navBar.destroy();
  await launchApp({ container: container!, opensSignIn: true, replacesPage: true, keepsScroll: true });
}
