import { Link } from 'react-router-dom';
import { localIsoDate, type Match } from '@pitchside/shared';

/** A fixture in the week, beside training: it opens the match (its live screen on the day). */
export function ScheduleMatchItem({ match, groupName }: { match: Match; groupName: string }) {
  const step = match.date === localIsoDate() ? 'live' : 'availability';
  const where = match.homeAway === 'home' ? 'Home' : 'Away';
  return (
    <li className="schedule-entry schedule-match" data-match-id={match.id}>
      <Link to={`/matches/${match.id}/${step}`} className="schedule-entry__main schedule-match__main">
        {match.kickOff ? <span className="schedule-entry__time">{match.kickOff}</span> : null}
        <span className="schedule-entry__group">{groupName}</span>
        <span className="schedule-entry__session">
          Match v {match.opponent} · {where}
          {match.venue ? ` · ${match.venue}` : ''}
        </span>
      </Link>
    </li>
  );
}
