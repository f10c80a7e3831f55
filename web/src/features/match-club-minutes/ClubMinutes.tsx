import { EmptyState, PageHeader, Spinner } from '../../ui';
import { useClubMinutes } from './use-club-minutes';
import { MinutesTable } from '../match-fixtures/MinutesTable';
import '../match-fixtures/match-day.css';

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

/** /org-admin/match-minutes — per group, matches played and the spread of minutes; per player, minutes across matches. */
export function ClubMinutes() {
  const data = useClubMinutes();
  if (data.state === 'loading') return <Spinner block label="Loading minutes…" />;
  return (
    <div className="page match-page grid gap-5">
      <PageHeader title="Match minutes" description="Does everyone play? Minutes per player across the club's matches." back="/org-admin" backLabel="Org Admin" />
      {data.state === 'error' ? (
        <p className="match-warn" role="alert">
          {data.message}
        </p>
      ) : data.minutes.groups.length === 0 ? (
        <EmptyState title="No groups yet" description="Minutes appear once a group has played a match." />
      ) : (
        data.minutes.groups.map((group) => (
          <section key={group.groupId} className="grid gap-2" aria-labelledby={`g-${group.groupId}`}>
            <h2 id={`g-${group.groupId}`} className="title-lg">
              {group.groupName}
            </h2>
            <p className="match-row__meta">
              {group.matchesPlayed} {group.matchesPlayed === 1 ? 'match' : 'matches'} played · share of the time: lowest {percent(group.lowestShare)}, highest {percent(group.highestShare)}
            </p>
            {group.players.length === 0 ? null : (
              <MinutesTable
                rows={group.players}
                playerIdOf={(p) => p.playerId}
                playerOf={(p) => p.name}
                columns={[
                  { header: 'Matches', numeric: true, cell: (p) => p.matches },
                  { header: 'Minutes', numeric: true, cell: (p) => p.minutes },
                  { header: 'Share', numeric: true, cell: (p) => percent(p.share) },
                ]}
              />
            )}
          </section>
        ))
      )}
    </div>
  );
}
export default ClubMinutes;
