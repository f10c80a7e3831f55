import { useMemo, useState } from 'react';
import { formatMinute, formationOf, formationsFor, plannerInput, planToKeep, savedPlanMisfit, type MatchPlan, type StartingPlacement } from '@pitchside/shared';
import { Button, EmptyState, Select, Spinner, toast } from '../../ui';
import { MatchFrame, type ReadyMatch } from '../match-fixtures/MatchFrame';
import { savePlan, useSeasonMinutes } from '../match-fixtures/use-matches';
import { MinutesTable } from '../match-fixtures/MinutesTable';
import { LineupPitch } from './LineupPitch';
import { reshape, swapSlots, type Slot } from './lineup-swap';

/** /matches/:matchId/lineup — formation and keepers chosen, the starters placed on the pitch, the fair rotation planned: each player's minutes and the guarantees. */
export function MatchLineup() {
  return <MatchFrame step="Lineup">{(data) => <LineupPlan data={data} />}</MatchFrame>;
}
export default MatchLineup;

function LineupPlan({ data }: { data: ReadyMatch }) {
  // The plan starts those with the fewest season minutes: it waits for them.
  const season = useSeasonMinutes(data.match.id);
  return season ? <LineupPlanOf data={data} season={season} /> : <Spinner block label="Loading the season's minutes…" />;
}

function LineupPlanOf({ data: { match, squad, group, runs }, season }: { data: ReadyMatch; season: Record<string, number> }) {
  const shapes = formationsFor(match.format).map((f) => f.name);
  const [formation, setFormation] = useState(match.plan?.formation && shapes.includes(match.plan.formation) ? match.plan.formation : shapes[0]!);
  const [keepers, setKeepers] = useState<string[]>(() => match.plan?.willingKeepers ?? squad.filter((s) => s.player.position === 'Goalkeeper').map((s) => s.player.id));
  // The coach's starters as placed on the pitch; null until the coach moves someone (the planner chooses).
  const [placement, setPlacement] = useState<StartingPlacement | null>(() => match.plan?.startingPlacement ?? null);
  const members = useMemo(() => squad.map(({ player }) => ({ id: player.id, name: player.name, seasonMinutes: season[player.id] ?? 0 })), [squad, season]);
  const ageBand = group?.profile.ageBand ?? null;
  const plan: MatchPlan = useMemo(
    () => planToKeep(plannerInput(match, members, { willingKeepers: keepers, formation, ageBand, startingPlacement: placement }), keepers),
    [match, members, keepers, formation, ageBand, placement],
  );
  const misfit = savedPlanMisfit(match, ageBand);
  const available = match.availability.filter((a) => a.status !== 'unavailable');
  const saved = match.plan !== null && JSON.stringify(match.plan) === JSON.stringify(plan);
  const names = new Map(squad.map(({ player }) => [player.id, player.name]));
  const name = (id: string) => names.get(id) ?? 'Former player';

  if (available.length === 0) return <EmptyState title="Nobody is marked available" description="Mark who is available first: the plan shares the time between them." />;

  const save = async () => {
    try {
      await savePlan(match.id, plan);
      toast({ title: 'Lineup saved', variant: 'success' });
    } catch {
      toast({ title: 'Failed to save the lineup', description: 'Please try again.', variant: 'destructive' });
    }
  };
  const first = plan.windows[0];
  const shape = formationOf(match.format, formation) ?? formationsFor(match.format)[0]!;
  const swap = (from: Slot, to: Slot) => {
    if (!first) return;
    const next = swapSlots(first.onField, from, to);
    // Putting a player in goal says they are willing to keep it.
    const keeper = next.find((p) => p.position === 'GK')?.playerId;
    if (keeper && !keepers.includes(keeper)) setKeepers((k) => [...k, keeper]);
    setPlacement(next);
  };
  const changeFormation = (next: string) => {
    const to = formationOf(match.format, next);
    if (placement && to) setPlacement(reshape(placement, shape, to));
    setFormation(next);
  };
  return (
    <div className="grid gap-4">
      {misfit && !saved ? (
        <p className="note" role="alert" data-testid="plan-misfit">
          {misfit} The plan below is made for the match as it is now: save it to use it.
        </p>
      ) : null}
      <section className="box grid gap-3" aria-labelledby="lineup-setup">
        <h2 id="lineup-setup" className="title-lg">
          Formation and keepers
        </h2>
        <Select label="Formation" value={formation} options={shapes.map((s) => ({ value: s, label: s }))} onChange={(e) => changeFormation(e.target.value)} disabled={!runs} />
        <fieldset className="grid gap-2">
          <legend>Willing to keep goal</legend>
          <div className="match-choice">
            {squad
              .filter(({ player }) => available.some((a) => a.playerId === player.id))
              .map(({ player }) => (
                <button
                  key={player.id}
                  type="button"
                  disabled={!runs}
                  aria-pressed={keepers.includes(player.id)}
                  onClick={() => setKeepers((k) => (k.includes(player.id) ? k.filter((id) => id !== player.id) : [...k, player.id]))}
                >
                  {player.name}
                </button>
              ))}
          </div>
        </fieldset>
      </section>

      {first ? <LineupPitch formation={shape} window={first} name={name} disabled={!runs} onSwap={swap} /> : null}
      {runs ? (
      <div className="row gap-2">
        <Button onClick={() => void save()} disabled={saved}>
          {saved ? 'Lineup saved' : 'Save Lineup'}
        </Button>
      </div>
    ) : (
      <p className="note" role="note">
        Only the club's admins and the group's coaches can set the lineup.
      </p>
    )}

      <section aria-labelledby="lineup-guarantees" className="grid gap-2">
        <h2 id="lineup-guarantees" className="title-lg">
          Guarantees
        </h2>
        <ul className="grid gap-1 list-bare">
          {plan.guarantees.map((g) => (
            <li key={g.id} data-guarantee={g.id} data-holds={g.holds}>
              <span className={g.holds ? 'match-ok' : 'match-warn'}>{g.holds ? 'Holds' : 'Cannot hold'}</span> {g.why}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="lineup-minutes" className="grid gap-2">
        <h2 id="lineup-minutes" className="title-lg">
          Planned minutes
        </h2>
        <MinutesTable
          rows={Object.entries(plan.minutes).sort((a, b) => b[1] - a[1] || name(a[0]).localeCompare(name(b[0])))}
          playerIdOf={([id]) => id}
          playerOf={([id]) => name(id)}
          columns={[
            { header: 'Starts', testId: 'starts', cell: ([id]) => first?.onField.find((p) => p.playerId === id)?.position ?? 'Bench' },
            { header: 'Season', numeric: true, testId: 'season-minutes', cell: ([id]) => season[id] ?? 0 },
            { header: 'Minutes', numeric: true, testId: 'planned-minutes', cell: ([, minutes]) => Math.round(minutes) },
          ]}
        />
      </section>

      <section aria-labelledby="lineup-changes" className="grid gap-2">
        <h2 id="lineup-changes" className="title-lg">
          Planned changes
        </h2>
        <ol className="grid gap-2 list-bare">
          {plan.windows.slice(1).map((w) => (
            <li key={w.index} className="match-row">
              <p className="match-row__title">{formatMinute(w.startMinute)}</p>
              {w.changes.length === 0 ? <p className="match-row__meta">No change</p> : null}
              {w.changes.map((c, i) => (
                <p key={i} className="match-row__meta">
                  {c.why}
                </p>
              ))}
              {w.notes.map((n, i) => (
                <p key={`n${i}`} className="match-row__meta">
                  {n}
                </p>
              ))}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
