import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { can, localIsoDate, weekStart } from '@pitchside/shared';
// Direct imports, not the ui/ barrel: the barrel would pull every UI module into the home bundle.
import { EmptyState } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { LockIcon } from '../../ui/icons';
import { useSession } from '../../data/session';
import { lastHomeGreeting } from '../../data/token-store';
import { WeeklySchedule } from '../../widgets/schedule/WeeklySchedule';
import { NextTraining } from './NextTraining';
import { readNextTrainingEarly, useNextTraining } from './use-next-training';
import { readWeekEarly } from '../../widgets/schedule/use-week-schedule';
import { readWeekThemesEarly } from '../../widgets/season-plan/use-week-themes';
import { LazyGameCreator } from '../../widgets/game-creator/LazyGameCreator';
import { actionCards } from './action-cards';
import { HomeIntro } from './HomeIntro';
import { firstVisitGuess, homeGreeting } from './greeting';
import { homeFrameShows, replaceHomeFrame } from './home-frame';
import { useShownAfterFirstPaint } from '../../ui/use-shown-after-first-paint';
import './Home.css';

// The tool cards sit below today's training and the week: they load after first paint.
const HomeActions = lazy(() => import('./HomeActions'));

// The super admin's overview, loaded only for them.
const AdminHome = lazy(() => import('../admin-home/admin-parts').then((m) => ({ default: m.AdminHome })));
// An org admin's first steps, in a chunk of their own: in the overview's chunk they brought the
// overview's tables, the run-through's chunk and every entity schema into each org admin's start.
const GettingStarted = lazy(() => import('../getting-started/GettingStarted'));

/** The signed-in home: the super admin's own overview, everyone else's coaching day. */
export function Home() {
  const isSuperAdmin = useSession((s) => s.user?.role === 'admin');
  if (isSuperAdmin) {
    return (
      <Suspense fallback={<Spinner block label="Loading your overview" />}>
        <AdminHome />
      </Suspense>
    );
  }
  return <CoachingHome />;
}

/** The coaching home dashboard (docs/spec/coaching.md, Home dashboard); an org admin's also lists a new club's first steps. */
function CoachingHome() {
  const user = useSession((s) => s.user);
  const [gameCreatorOpen, setGameCreatorOpen] = useState(false);
  const cards = actionCards.filter((card) => can(user, card.action));
  // Anyone who can put sessions on the schedule should see it too.
  const showSchedule = can(user, 'viewWeeklySchedule') || can(user, 'scheduleSession');
  const next = useNextTraining();
  const [weekShown, setWeekShown] = useState(false);
  const showTools = useCallback(() => setWeekShown(true), []);
  // The greeting and today's training paint first; the week (a longer render) a frame later,
  // unless the home's frame has painted the page already (a signed-in start at '/').
  const [framePainted] = useState(homeFrameShows);
  const weekMounted = useShownAfterFirstPaint(framePainted);
  // The page grows downwards only: each part shows once what sits above it has its final
  // size (today's card, then the week, then the tools), so nothing on screen is pushed down.
  const nextKnown = !showSchedule || next !== undefined;
  const toolsReady = !showSchedule || (nextKnown && weekShown);
  // Learnt from the club's first steps (org admins only): a brand-new club is a first visit.
  const [newClub, setNewClub] = useState(() => firstVisitGuess(user?.role, lastHomeGreeting()));
  const greeting = homeGreeting(user?.firstName, newClub);
  // Takes the place of the frame start.js showed (the same greeting, at the same place).
  useLayoutEffect(() => replaceHomeFrame(greeting), [greeting]);

  return (
    <div className="page home stack gap-6">
      <HomeIntro greeting={greeting} />

      {user?.role === 'org_admin' ? (
        <Suspense fallback={null}>
          <GettingStarted onNewClub={setNewClub} />
        </Suspense>
      ) : null}

      {/* At the pitch the coach wants today's training and the week first; the tools follow. */}
      {showSchedule && nextKnown ? <NextTraining next={next ?? null} /> : null}
      {showSchedule && weekMounted ? (
        // Read meanwhile (the device's store answers both at once), shown below today's card.
        <div className="home__week" hidden={!nextKnown}>
          <WeeklySchedule onShown={showTools} />
        </div>
      ) : null}

      {cards.length > 0 && toolsReady ? (
        <Suspense fallback={null}>
          <HomeActions cards={cards} onOpenGameCreator={() => setGameCreatorOpen(true)} />
        </Suspense>
      ) : null}

      {cards.length === 0 && !showSchedule ? (
        // A new coach before an admin grants any feature: say why the page is empty.
        <EmptyState
          icon={<LockIcon />}
          title="No features enabled yet"
          description="Your account does not have access to any coaching tools yet. Ask your organization admin to turn on the features you need."
        />
      ) : null}

      {gameCreatorOpen ? (
        <LazyGameCreator title="Team Formation Tool" onClose={() => setGameCreatorOpen(false)} />
      ) : null}
    </div>
  );
}

export default Home;

/** Starts the home's reads before it renders (app/preload.ts): today's training and this week. */
export function readEarlyFor(): void {
  const monday = weekStart(localIsoDate());
  readNextTrainingEarly();
  readWeekEarly(monday);
  readWeekThemesEarly(monday);
}
