import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { can, type Action } from '@pitchside/shared';
import { Svg } from '../ui/icons';
import { useSession } from '../data/session';

type Tab = { to: string; label: string; permission?: Action; icon: ReactNode };

const tabs: Tab[] = [
  { to: '/', label: 'Home', icon: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" /> },
  { to: '/session-builder', label: 'Plan', permission: 'openSessionBuilder', icon: <path d="M9 4h6M8 4H6v16h12V4h-2M9 10h6M9 14h6M9 18h3" /> },
  { to: '/session-library', label: 'Sessions', permission: 'viewSessionLibrary', icon: <path d="M4 5h16v4H4zM4 11h16v4H4zM4 17h16v3H4z" /> },
  { to: '/activity-library', label: 'Drills', permission: 'viewActivityLibrary', icon: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l3.5 2.5-1.3 4h-4.4l-1.3-4z" /> },
  { to: '/teams', label: 'Team', icon: <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6" /> },
];

/**
 * A phone's main places one thumb away (Home, Plan, Sessions, Drills, Team), instead of the
 * menu; wide screens keep the header's links. The run-through and the pitch card hide it:
 * their own controls sit at the foot of the screen, and a coach mid-session needs no detour.
 */
export function BottomBar() {
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  if (!showsBottomBar(pathname)) return null;
  const shown = tabs.filter((tab) => !tab.permission || can(user, tab.permission));
  return (
    <nav className="bottom-bar" aria-label="Quick navigation">
      {shown.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.to === '/'} className="bottom-bar__tab">
          <Svg>{tab.icon}</Svg>
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}

export function showsBottomBar(pathname: string): boolean {
  return !pathname.startsWith('/session-execution/') && !pathname.startsWith('/pitch-card/');
}
