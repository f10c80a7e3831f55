import type { SeasonMatchTotals } from '@pitchside/shared';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A player's season in matches: minutes, matches, goals and assists, with a bar against the group's most minutes. */
export function PlayerMatchSeason({ totals, mostMinutes }: { totals: SeasonMatchTotals; mostMinutes: number }) {
  if (totals.matches === 0 && totals.minutes === 0) {
    return (
      <span className="roster-player__matches" data-testid="season-matches">
        No matches yet
      </span>
    );
  }
  const share = mostMinutes > 0 ? Math.round((totals.minutes / mostMinutes) * 100) : 0;
  return (
    <span className="roster-player__matches" data-testid="season-matches">
      <span>
        {`${totals.minutes} min in ${count(totals.matches, 'match', 'matches')} • ${count(totals.goals, 'goal', 'goals')} • ${count(totals.assists, 'assist', 'assists')}`}
      </span>
      <span className="roster-player__bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </span>
    </span>
  );
}
