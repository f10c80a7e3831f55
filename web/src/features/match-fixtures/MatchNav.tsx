import { NavLink } from 'react-router-dom';

/** The steps of one match, in the order a coach takes them. */
export function MatchNav({ matchId }: { matchId: string }) {
  const steps = [
    ['availability', 'Availability'],
    ['lineup', 'Lineup'],
    ['live', 'Live'],
    ['receipt', 'Minutes'],
  ] as const;
  return (
    <nav aria-label="Match steps" className="match-nav">
      {steps.map(([path, label]) => (
        <NavLink key={path} to={`/matches/${matchId}/${path}`}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
