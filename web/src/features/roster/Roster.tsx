import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { canManageRoster, type Player, type PlayerInput } from '@pitchside/shared';
import { PlayerDataActions } from '../player-data/PlayerDataActions';
import { Badge, Button, ButtonLink, confirmAction, EmptyState, PageHeader, toast } from '../../ui';
import { GroupUnavailable } from '../../widgets/not-on-device/GroupUnavailable';
import { CloudOffIcon, TrashIcon } from '../../ui/icons';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { PlayerForm } from './PlayerForm';
import { PastePlayers } from './PastePlayers';
import { PlayerMatchSeason } from './PlayerMatchSeason';
import { formValuesOf } from './player-form';
import { addPlayer, editPlayer, removePlayer, useRoster, type PlayerSeasonRow } from './use-roster';
import { TeamProfileSection } from '../../widgets/team-profile/TeamProfileSection';
import { SeasonPlanSection } from '../../widgets/season-plan/SeasonPlanSection';
import '../../ui/Disc.css';
import './Roster.css';

/** /coach-groups/:groupId/roster — a group's players and their season, kept offline. */
export function Roster() {
  const { groupId = '' } = useParams();
  const data = useRoster(groupId);
  const user = useSession((s) => s.user);
  const { online } = useSyncStatus();

  if (data.state !== 'ready') {
    return <GroupUnavailable state={data.state} loadingLabel="Loading players…" />;
  }
  const { group, players, sessionsRun, mostMinutes } = data;
  const manages = canManageRoster(user, group);
  const roster = players.map((row) => row.player);
  const saved = (what: string) => toast({ title: what, description: online ? undefined : 'Saved on this device; it syncs when you are back online.', variant: 'success' });
  const failedToSave = () => toast({ title: 'Failed to save the player', description: 'Please try again.', variant: 'destructive' });

  const add = async (input: PlayerInput) => {
    try {
      await addPlayer(group.id, input);
      saved(`${input.name} added`);
    } catch (error) {
      failedToSave();
      throw error;
    }
  };

  return (
    <div className="page roster grid gap-5">
      <PageHeader
        title={`${group.name} players`}
        description={`${players.length} ${players.length === 1 ? 'player' : 'players'} • ${sessionsRun} ${sessionsRun === 1 ? 'session' : 'sessions'} with attendance this season`}
        back
        parent="/teams"
        actions={<ButtonLink to={`/coach-groups/${group.id}/matches`}>Matches</ButtonLink>}
      />
      {online ? null : (
        <p className="note roster__offline" role="status">
          <CloudOffIcon /> You are offline. Changes are kept on this device and sync when you are back online.
        </p>
      )}
      <TeamProfileSection group={group} />
      <SeasonPlanSection group={group} />
      {manages ? (
        <section className="roster__add box" aria-labelledby="roster-add-title">
          <h2 id="roster-add-title" className="roster__section-title title-lg">
            Add a player
          </h2>
          <PlayerForm submitLabel="Add Player" onSubmit={add} roster={roster} />
          <PastePlayers groupId={group.id} roster={roster} onSaved={saved} />
        </section>
      ) : (
        <p className="note roster__denied" role="note">
          Only the club's admins and the group's coaches can change this roster.
        </p>
      )}
      <section aria-labelledby="roster-list-title">
        <h2 id="roster-list-title" className="roster__section-title title-lg">
          Players
        </h2>
        {players.length === 0 ? (
          <EmptyState
            title="No players yet"
            description={manages ? 'Add the players of this group to tick who is there before a session.' : 'Nobody has added players to this group yet.'}
          />
        ) : (
          <ul className="roster__list grid gap-2 list-bare">
            {players.map((row) => (
              <PlayerRow key={row.player.id} row={row} mostMinutes={mostMinutes} roster={roster} manages={manages} onSaved={saved} onFailed={failedToSave} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
export default Roster;

type PlayerRowProps = { row: PlayerSeasonRow; mostMinutes: number; roster: readonly Player[]; manages: boolean; onSaved: (what: string) => void; onFailed: () => void };

function PlayerRow({ row: { player, attended, run, matches }, mostMinutes, roster, manages, onSaved, onFailed }: PlayerRowProps) {
  const [editing, setEditing] = useState(false);

  const save = async (input: PlayerInput) => {
    try {
      await editPlayer(player.id, input);
      setEditing(false);
      onSaved(`${input.name} saved`);
    } catch (error) {
      onFailed();
      throw error;
    }
  };
  const remove = async () => {
    const ok = await confirmAction(`Remove ${player.name} from this group? Their past attendance stays in the history.`, {
      title: 'Remove Player',
      confirmLabel: 'Remove',
    });
    if (!ok) return;
    try {
      await removePlayer(player.id);
      onSaved(`${player.name} removed`);
    } catch {
      onFailed();
    }
  };

  if (editing) {
    return (
      <li className="roster-player roster-player--editing">
        <PlayerForm
          initial={formValuesOf(player)}
          labelFor={player.name}
          submitLabel="Save"
          onSubmit={save}
          onCancel={() => setEditing(false)}
          roster={roster}
          playerId={player.id}
        />
      </li>
    );
  }
  return (
    <li className="roster-player" data-player-id={player.id}>
      <span className="disc roster-player__shirt" aria-label={player.shirtNumber ? `Shirt ${player.shirtNumber}` : 'No shirt number'}>
        {player.shirtNumber ?? '–'}
      </span>
      <span className="roster-player__who row gap-2">
        <span className="roster-player__name">{player.name}</span>
        {player.position ? (
          <Badge colour={player.position === 'Goalkeeper' ? 'amber' : 'grey'} className="roster-player__position">
            {player.position}
          </Badge>
        ) : null}
      </span>
      <span className="roster-player__season">{run === 0 ? 'No sessions yet' : `${attended} of ${run} ${run === 1 ? 'session' : 'sessions'}`}</span>
      <PlayerMatchSeason totals={matches} mostMinutes={mostMinutes} />
      {manages ? (
        <span className="roster-player__actions">
          <Button variant="secondary" size="sm" aria-label={`Edit ${player.name}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button variant="danger" size="sm" icon={<TrashIcon />} aria-label={`Remove ${player.name}`} onClick={() => void remove()}>
            Remove
          </Button>
          <PlayerDataActions player={player} />
        </span>
      ) : null}
    </li>
  );
}
