import { useEffect, useId, useState } from 'react';
import { canManageRoster, erasedPlayersLabel, isErasedPlayerId, turnoutFromRegister, type Session, type Turnout } from '@pitchside/shared';
import { useSession } from '../../data/session';
import { Button, Select, toast } from '../../ui';
import { saveRegister, useRegister } from './use-register';
import '../../ui/Panel.css';
import './Register.css';

type RegisterProps = {
  session: Pick<Session, 'id' | 'scheduleEntryId'>;
  /** The head count the ticks give, for the turnout adaptation ("Who's here"). */
  onTurnout: (turnout: Turnout) => void;
  /** Folds the register when it turns true (the first drill's countdown starts); the coach may open it again. */
  fold?: boolean;
};

/** Before a run-through: one tap per player to say who is here. Nothing shows for groups without a roster. */
export function Register({ session, onTurnout, fold = false }: RegisterProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const data = useRegister(session, picked);
  const [open, setOpen] = useState<boolean | null>(null);
  // The ticks as the coach made them, shown at once; the device's copy catches up a moment later.
  const [ticked, setTicked] = useState<{ groupId: string; ids: string[] } | null>(null);
  const listId = useId();
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (fold) setOpen(false);
  }, [fold]);
  // Who may not take the register keeps the manual count ("Who's here"); the server refuses it anyway.
  if (!data || data.groups.length === 0 || !data.groups.some((g) => canManageRoster(user, g))) return null;
  const { group, players, taken } = data;
  const presentIds = ticked && ticked.groupId === group?.id ? ticked.ids : data.presentIds;
  const present = new Set(presentIds);
  const here = players.filter((p) => present.has(p.id));
  const keepers = here.filter((p) => p.position === 'Goalkeeper').length;
  // Open until the register is taken, so the coach sees it first; folded when the run is opened again.
  const expanded = open ?? (!taken || ticked !== null);

  const save = async (ids: string[]) => {
    if (!group) return;
    setTicked({ groupId: group.id, ids });
    try {
      await saveRegister(session.id, group.id, ids);
      const turnout = turnoutFromRegister(players, ids);
      if (turnout) onTurnout(turnout);
    } catch {
      toast({ title: 'Failed to save attendance', description: 'Please tick again.', variant: 'destructive' });
    }
  };
  const toggle = (id: string) => void save(present.has(id) ? presentIds.filter((x) => x !== id) : [...presentIds, id]);

  return (
    <section className="panel register" aria-labelledby="register-title">
      <div className="panel__head">
        <h2 id="register-title" className="panel__title">
          Attendance{group ? `: ${group.name}` : ''}
        </h2>
        <p className="panel__status" role="status">
          {group ? `${here.length} of ${players.length} here${keepers ? ` (${keepers} ${keepers === 1 ? 'goalkeeper' : 'goalkeepers'})` : ''}` : 'Choose the group to tick who is here.'}
        </p>
        {group ? (
          <Button variant="secondary" className="panel__action" aria-expanded={expanded} aria-controls={listId} onClick={() => setOpen(!expanded)}>
            {expanded ? 'Hide' : taken ? 'Change' : 'Take attendance'}
          </Button>
        ) : null}
      </div>
      {data.groupFixed ? null : (
        <Select
          label="Group"
          placeholder="Choose a group"
          options={data.groups.map((g) => ({ value: g.id, label: g.name }))}
          value={group?.id ?? ''}
          onChange={(e) => setPicked(e.target.value || null)}
          wrapperClassName="register__group"
        />
      )}
      {group && expanded ? (
        <div id={listId} className="register__body stack gap-3">
          {erasedPlayersLabel(presentIds) ? <p className="meta">{erasedPlayersLabel(presentIds)}</p> : null}
          <Button
            className="register__all"
            onClick={() => {
              // Stays open: the absentees are then unticked with one tap each. It folds on Done or when the drill starts.
              // An erased player's stand-in stays ticked: the run's count must not change.
              void save([...presentIds.filter(isErasedPlayerId), ...players.map((p) => p.id)]);
              setOpen(true);
            }}
            disabled={here.length === players.length}
          >
            All present
          </Button>
          <ul className="register__list grid gap-2 list-bare">
            {players.map((player) => (
              <li key={player.id}>
                <label className={`list-row register-row${present.has(player.id) ? ' register-row--here' : ''}`}>
                  <input type="checkbox" className="register-row__box" checked={present.has(player.id)} onChange={() => toggle(player.id)} />
                  <span className="register-row__shirt" aria-hidden="true">
                    {player.shirtNumber ?? ''}
                  </span>
                  <span className="register-row__name">{player.name}</span>
                  {player.position === 'Goalkeeper' ? <abbr className="register-row__keeper" title="Goalkeeper">GK</abbr> : null}
                </label>
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="register__done" onClick={() => setOpen(false)}>
            Done
          </Button>
        </div>
      ) : null}
    </section>
  );
}
