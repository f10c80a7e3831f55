import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { can, formatDayHeading, formatTrainingTime, groupsFor } from '@pitchside/shared';
import { Button, ButtonLink, Card, EmptyState, PageHeader, Spinner } from '../../ui';
import { CalendarIcon } from '../../ui/icons';
import { useSession } from '../../data/session';
import { useTeams, type TeamSummary } from './use-teams';
import './Teams.css';

const CalendarFeedDialog = lazy(() =>
  import('../../widgets/schedule/calendar-feed/CalendarFeedDialog').then((m) => ({ default: m.CalendarFeedDialog })),
);

/** /teams — "My teams": the groups a coach coaches first, each with roster, schedule, feed and season. */
export function Teams() {
  const user = useSession((s) => s.user);
  const teams = useTeams();
  const [feedOpen, setFeedOpen] = useState(false);

  if (teams === undefined) return <Spinner block label="Loading teams…" />;
  const byId = new Map(teams.map((t) => [t.group.id, t]));
  const { mine, others } = groupsFor(
    user,
    teams.map((t) => t.group),
    user?.coachesSeeAllGroups ?? true,
  );
  const mayShareFeed = can(user, 'manageCalendarFeed');
  const card = (id: string) => <TeamCard key={id} team={byId.get(id)!} onFeed={mayShareFeed ? () => setFeedOpen(true) : undefined} />;

  return (
    <div className="page teams grid gap-5">
      <PageHeader title="My teams" description="Your groups' players, training days and season attendance." />
      {teams.length === 0 ? (
        <EmptyState
          title="No coach groups yet"
          description="An organization admin adds the club's groups and assigns their coaches in Organization Management."
        />
      ) : (
        <>
          <section aria-labelledby="teams-mine">
            <h2 id="teams-mine" className="teams__section-title title-lg">
              {user?.role === 'coach' ? 'Groups you coach' : 'Your groups'}
            </h2>
            {mine.length === 0 ? (
              <p className="teams__none">
                {user?.role === 'coach' ? 'No group is assigned to you yet. Your organization admin assigns coaches to groups.' : 'You coach no group yourself.'}
              </p>
            ) : (
              <ul className="teams__list grid gap-3 list-bare">{mine.map((g) => card(g.id))}</ul>
            )}
          </section>
          {others.length > 0 ? (
            <section aria-labelledby="teams-others">
              <h2 id="teams-others" className="teams__section-title title-lg">
                Other groups of the club
              </h2>
              <ul className="teams__list grid gap-3 list-bare">{others.map((g) => card(g.id))}</ul>
            </section>
          ) : null}
        </>
      )}
      <Suspense fallback={null}>{feedOpen ? <CalendarFeedDialog onClose={() => setFeedOpen(false)} /> : null}</Suspense>
    </div>
  );
}
export default Teams;

function TeamCard({ team, onFeed }: { team: TeamSummary; onFeed: (() => void) | undefined }) {
  const { group, players, registers, averagePresent, upcoming } = team;
  const titleId = `team-${group.id}`;
  return (
    <li>
      <Card className="team-card stack gap-2" role="region" aria-labelledby={titleId}>
        <h3 id={titleId} className="team-card__name title-lg">
          {group.name}
        </h3>
        <p className="team-card__facts">
          {players} {players === 1 ? 'player' : 'players'} ·{' '}
          {registers === 0
            ? 'no register taken this season'
            : `${registers} ${registers === 1 ? 'session' : 'sessions'} with a register this season, ${Math.round(averagePresent ?? 0)} present on average`}
        </p>
        {upcoming.length > 0 ? (
          <ul className="team-card__upcoming" aria-label={`Next trainings of ${group.name}`}>
            {upcoming.map((e) => {
              const time = formatTrainingTime(e);
              return (
                <li key={e.id}>
                  {formatDayHeading(e.date)}
                  {time ? ` · ${time}` : ''}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="team-card__upcoming-none">No training scheduled from today.</p>
        )}
        <div className="team-card__actions row gap-2">
          <ButtonLink to={`/coach-groups/${group.id}/roster`} aria-label={`Players of ${group.name}`}>
            Players
          </ButtonLink>
          <ButtonLink to={`/coach-groups/${group.id}/matches`} variant="secondary" aria-label={`Matches of ${group.name}`}>
            Matches
          </ButtonLink>
          {onFeed ? (
            <Button variant="secondary" icon={<CalendarIcon />} onClick={onFeed}>
              Calendar feed
            </Button>
          ) : null}
          <Link className="team-card__schedule" to="/">
            Schedule
          </Link>
        </div>
      </Card>
    </li>
  );
}
