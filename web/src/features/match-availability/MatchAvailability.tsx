import { useState } from 'react';
import type { AvailabilityStatus, PlayerAvailability } from '@pitchside/shared';
import { Button, EmptyState, Field, toast } from '../../ui';
import { MatchFrame, type ReadyMatch } from '../match-fixtures/MatchFrame';
import { saveAvailability } from '../match-fixtures/use-matches';

/** /matches/:matchId/availability — who is available, late or unavailable (with a reason), training beside each name. */
export function MatchAvailability() {
  return <MatchFrame step="Availability">{(data) => <AvailabilityList data={data} />}</MatchFrame>;
}
export default MatchAvailability;

const statuses: readonly { value: AvailabilityStatus; label: string }[] = [
  { value: 'available', label: 'Available' },
  { value: 'late', label: 'Late' },
  { value: 'unavailable', label: 'Unavailable' },
];

function AvailabilityList({ data: { match, squad, runs } }: { data: ReadyMatch }) {
  const marked = new Map(match.availability.map((a) => [a.playerId, a]));
  const save = async (next: PlayerAvailability[]) => {
    try {
      await saveAvailability(match.id, next);
    } catch {
      toast({ title: 'Failed to save availability', description: 'Please try again.', variant: 'destructive' });
    }
  };
  const mark = (playerId: string, status: AvailabilityStatus, reason: string | null = null) =>
    save([...match.availability.filter((a) => a.playerId !== playerId), { playerId, status, reason: status === 'unavailable' ? reason : null }]);
  const available = match.availability.filter((a) => a.status !== 'unavailable').length;

  if (squad.length === 0) return <EmptyState title="No players yet" description="Add the group's players on its roster first." />;
  return (
    <section aria-labelledby="availability-title" className="grid gap-3">
      <div className="row row--spread gap-2">
        <h2 id="availability-title" className="title-lg">
          {available} of {squad.length} available
        </h2>
        {runs ? (
          <Button variant="secondary" onClick={() => void save(squad.map(({ player }) => marked.get(player.id) ?? { playerId: player.id, status: 'available', reason: null }))}>
            Mark the rest available
          </Button>
        ) : null}
      </div>
      {runs ? null : (
        <p className="note" role="note">
          Only the club's admins and the group's coaches can mark availability.
        </p>
      )}
      <ul className="grid gap-2 list-bare">
        {squad.map(({ player, attended, run }) => {
          const answer = marked.get(player.id);
          return (
            <li key={player.id} className="match-row" data-player-id={player.id}>
              <p className="match-row__title">
                {player.shirtNumber ? `${player.shirtNumber}. ` : ''}
                {player.name}
              </p>
              <p className="match-row__meta">{run === 0 ? 'No training with attendance yet' : `Trained ${attended} of ${run} sessions this season`}</p>
              <div className="match-choice" role="group" aria-label={`${player.name}: availability`}>
                {statuses.map((s) => (
                  <button key={s.value} type="button" disabled={!runs} aria-pressed={answer?.status === s.value} onClick={() => void mark(player.id, s.value, answer?.reason ?? null)}>
                    {s.label}
                  </button>
                ))}
              </div>
              {answer?.status === 'unavailable' && runs ? <ReasonField name={player.name} reason={answer.reason ?? ''} onSave={(reason) => void mark(player.id, 'unavailable', reason || null)} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ReasonField({ name, reason, onSave }: { name: string; reason: string; onSave: (reason: string) => void }) {
  const [value, setValue] = useState(reason);
  const error = value.length > 200 ? 'The reason is at most 200 characters' : undefined;
  return (
    <Field
      label={`Reason ${name} is unavailable`}
      value={value}
      error={error}
      placeholder="Ill, injured, away…"
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => {
        if (!error && value.trim() !== reason) onSave(value.trim());
      }}
    />
  );
}
