import { useState, type ComponentType, type SVGProps } from 'react';
import { NavLink } from 'react-router';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { BriefcaseIcon, CloseIcon, DashboardIcon, LogoutIcon, MenuIcon, SlidersIcon, SparkIcon, UserIcon } from '../ui/icons';
import { navBarLook, SHADOW_SCROLL_THRESHOLD_PX } from './frame-classes';
import { Wordmark } from './wordmark';

type NavBarProps = {
  isSignedIn: boolean;
  /** While the session is being restored nothing is offered, so Sign In does not flash for a signed-in user. */
  isLoading: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
};

type AppLink = { to: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

/** Every navigation (bar, phone menu, bottom bar) takes its page items from this one list. */
const APP_LINKS: AppLink[] = [
  { to: '/app/dashboard', label: 'Dashboard', Icon: DashboardIcon },
  { to: '/app/applications', label: 'Applications', Icon: BriefcaseIcon },
  { to: '/app/generation', label: 'Generate', Icon: SparkIcon },
  { to: '/app/profile', label: 'Profile', Icon: UserIcon },
];

/** The account's own page sits beside Logout: in the bar and the phone menu, not the bottom bar of pages. */
const SETTINGS_LINK: AppLink = { to: '/app/settings', label: 'Settings', Icon: SlidersIcon };

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
  }`;

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100'
  }`;

const bottomLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium ${
    isActive ? 'text-indigo-700' : 'text-slate-600 hover:text-slate-900'
  }`;

export function NavBar(props: NavBarProps) {
  const isScrolled = useScrolledPast(SHADOW_SCROLL_THRESHOLD_PX);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  return (
    <NavBarView
      {...props}
      isScrolled={isScrolled}
      isMenuOpen={isMenuOpen}
      onToggleMenu={() => setIsMenuOpen((open) => !open)}
      onCloseMenu={() => setIsMenuOpen(false)}
    />
  );
}

type NavBarViewProps = NavBarProps & {
  isScrolled: boolean;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
};

/**
 * The bar for one given state, without state of its own. The landing page is pre-rendered from it
 * in each state (decision 009); data-nav-action names what a button does for that page's script.
 */
export function NavBarView({
  isSignedIn,
  isLoading,
  onSignIn,
  onSignOut,
  isScrolled,
  isMenuOpen,
  onToggleMenu,
  onCloseMenu: closeMenu,
}: NavBarViewProps) {
  const { showsAppLinks, isMenuShown, headerClassName } = navBarLook(
    isLoading ? 'loading' : isSignedIn ? 'signed-in' : 'signed-out',
    isMenuOpen,
    isScrolled,
  );

  return (
    <>
      <header data-scrolled={isScrolled} className={headerClassName}>
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Wordmark />
          {isLoading ? null : showsAppLinks ? (
            <>
              <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
                {[...APP_LINKS, SETTINGS_LINK].map(({ to, label }) => (
                  <NavLink key={to} to={to} className={desktopLinkClass}>
                    {label}
                  </NavLink>
                ))}
                <button
                  type="button"
                  data-nav-action="sign-out"
                  onClick={onSignOut}
                  className="ml-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
                >
                  Logout
                </button>
              </nav>
              <button
                type="button"
                aria-expanded={isMenuShown}
                aria-controls="mobile-menu"
                aria-label={isMenuShown ? 'Close menu' : 'Open menu'}
                data-nav-action="toggle-menu"
                onClick={onToggleMenu}
                className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
              >
                {isMenuShown ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
              </button>
            </>
          ) : (
            <button
              type="button"
              data-nav-action="sign-in"
              onClick={onSignIn}
              className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500"
            >
              Sign In
            </button>
          )}
        </div>
        {isMenuShown ? (
          <nav id="mobile-menu" aria-label="Menu" className="border-t border-slate-100 px-4 pb-4 pt-2 md:hidden">
            {[...APP_LINKS, SETTINGS_LINK].map(({ to, label, Icon }) => (
              <NavLink key={to} to={to} className={menuLinkClass} data-nav-action="close-menu" onClick={closeMenu}>
                <Icon className="size-5" />
                {label}
              </NavLink>
            ))}
            <button
              type="button"
              data-nav-action="sign-out"
              onClick={() => {
                closeMenu();
                onSignOut();
              }}
              className="mt-2 flex w-full items-center gap-3 rounded-lg border-t border-slate-100 px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100"
            >
              <LogoutIcon className="size-5" />
              Logout
            </button>
          </nav>
        ) : null}
      </header>

      {showsAppLinks ? (
        <nav
          aria-label="Quick links"
          className="fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
        >
          {/* Pages only: Logout lives in the menu, away from where a thumb rests. */}
          {APP_LINKS.map(({ to, label, Icon }) => (
            <NavLink key={to} to={to} className={bottomLinkClass}>
              <Icon className="size-6" />
              {label}
            </NavLink>
          ))}
        </nav>
      ) : null}
    </>
  );
}
