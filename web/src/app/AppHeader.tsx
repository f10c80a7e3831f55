import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { can } from '@pitchside/shared';
import { Button, IconButton } from '../ui/Button';
import { CloseIcon, LogoutIcon, MenuIcon } from '../ui/icons';
import { useSession } from '../data/session';
import { Brand } from '../ui/Brand';
import { SyncIndicator } from './SyncIndicator';
import './shell.css';

// Loaded when Logout is pressed: it counts the changes still waiting and asks about them.
const SignOutDialog = lazy(() => import('./sign-out/SignOutDialog'));

type NavItem = { to: string; label: string };

/** The signed-in user's initials (their email's first letter when the account has no name). */
function initialsOf(user: { firstName?: string; lastName?: string; email: string } | null): string {
  if (!user) return '';
  const initials = [user.firstName, user.lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return (initials || user.email.charAt(0)).toLocaleUpperCase();
}

/** docs/spec/accounts.md "Signed-in header", with the role links from the shared permission rules. */
export function AppHeader() {
  const user = useSession((s) => s.user);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();

  // A navigation closes the phone menu; a screen still arriving at the address the browser
  // already showed when the menu opened (the home, right after signing in) is not one.
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    if (location.pathname !== openedAt.current) setMenuOpen(false);
  }, [location.pathname]);
  const toggleMenu = () => {
    openedAt.current = window.location.pathname;
    setMenuOpen((open) => !open);
  };

  const items: NavItem[] = [
    { to: '/', label: 'Home' },
    { to: '/session-library', label: 'Sessions' },
    { to: '/activity-library', label: 'Activities' },
    { to: '/teams', label: 'My teams' },
  ];
  if (can(user, 'viewSuperAdmin')) items.push({ to: '/admin', label: 'Super Admin' });
  if (can(user, 'viewOrgAdmin')) items.push({ to: '/org-admin', label: 'Admin' });
  // A coach who may add drills gets the one thing the header has no link for; the Coach Admin
  // page held only that beside links the header already has.
  if (can(user, 'viewCoachDashboard')) items.push({ to: '/admin/activities/new', label: 'New Activity' });

  // The dialog shows the progress; the header's button stays as it is behind it.
  const onLogout = () => setLeaving(true);

  return (
    <header className="app-header">
      <div className="app-header__bar">
        <NavLink to="/" className="app-header__brand" aria-label="Pitchside home">
          <Brand />
        </NavLink>
        <nav className="app-header__nav" aria-label="Main">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className="app-header__link">
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="app-header__end">
          <SyncIndicator />
          {/* At desktop widths the menu (where phones find it) is hidden: the account is the user's initials beside Logout. */}
          <NavLink to="/account" className="app-header__account" aria-label="Your account" title="Your account">
            <span aria-hidden="true">{initialsOf(user)}</span>
          </NavLink>
          <Button
            variant="ghost"
            className="app-header__logout"
            icon={<LogoutIcon />}
            title="Logout"
            onClick={onLogout}
          >
            <span className="app-header__logout-label">Logout</span>
          </Button>
          <IconButton
            className="app-header__menu-button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={toggleMenu}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </div>
      </div>
      <nav id={menuId} className="app-header__menu" aria-label="Main menu" hidden={!menuOpen}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.to === '/'} className="app-header__menu-link">
            {item.label}
          </NavLink>
        ))}
        <NavLink to="/privacy" className="app-header__menu-link">
          Privacy
        </NavLink>
        <NavLink to="/account" className="app-header__menu-link">
          Your account
        </NavLink>
        <div className="app-header__menu-user">
          {user ? (
            <p className="app-header__who">
              Signed in as <strong>{user.firstName || user.email}</strong>
              {user.organizationName ? ` · ${user.organizationName}` : ''}
            </p>
          ) : null}
          <Button variant="secondary" block icon={<LogoutIcon />} onClick={onLogout}>
            Logout
          </Button>
        </div>
      </nav>
      {leaving ? (
        <Suspense fallback={null}>
          <SignOutDialog onCancel={() => setLeaving(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
