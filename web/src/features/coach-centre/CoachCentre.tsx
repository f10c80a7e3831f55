import { useState } from 'react';
import { can } from '@pitchside/shared';
import { Button, Card, EmptyState, PageHeader } from '../../ui';
import { useSession } from '../../data/session';
import { WeeklySchedule } from '../../widgets/schedule/WeeklySchedule';
import { ActionCardIcon } from '../../ui/icons/HomeIcons';
import { IconTile } from '../../ui/IconTile';
import { GroupRosters } from '../roster/GroupRosters';
import { LazyGameCreator } from '../../widgets/game-creator/LazyGameCreator';
import { coachCentreScheduleTexts } from './coach-centre-texts';
import './CoachCentre.css';

/**
 * The Coach Centre (/coachcentre) as docs/architecture.md "Rules beyond the specification" has it: the signed-in coach (no second
 * login), this week's schedule with previous/next week, read from the device so it works
 * offline, and the Game Generator.
 */
export function CoachCentre() {
  const user = useSession((s) => s.user);
  const [gameOpen, setGameOpen] = useState(false);
  // The same flags decide here as on the home dashboard: the centre is no way around them.
  const showSchedule = can(user, 'viewWeeklySchedule') || can(user, 'scheduleSession');
  const showGameCreator = can(user, 'useGameCreator');

  return (
    <div className="page coach-centre stack gap-5">
      <PageHeader title="Coach Centre" description={user ? `Welcome, ${user.firstName}. Your training week at a glance.` : undefined} />

      {showGameCreator ? (
        <Card className="coach-centre__card" role="group" aria-labelledby="coach-centre-game">
          <div className="coach-centre__card-body">
            <IconTile>
              <ActionCardIcon card="game-creator" />
            </IconTile>
            <div>
              <h2 id="coach-centre-game" className="coach-centre__card-title title-lg">
                Game Creator
              </h2>
              <p className="coach-centre__card-text">Small-sided games and team formations for your players and fields.</p>
            </div>
          </div>
          <Button onClick={() => setGameOpen(true)}>Open Game Creator</Button>
        </Card>
      ) : null}

      {showSchedule ? <WeeklySchedule {...coachCentreScheduleTexts} /> : null}

      {showSchedule ? <GroupRosters /> : null}

      {!showSchedule && !showGameCreator ? (
        <EmptyState
          title="Nothing to show yet"
          description="Your weekly schedule and the Game Creator are not switched on for your account. Ask your Head Coach."
        />
      ) : null}

      {gameOpen ? (
        <LazyGameCreator title="Game Generator" onClose={() => setGameOpen(false)} />
      ) : null}
    </div>
  );
}

export default CoachCentre;
