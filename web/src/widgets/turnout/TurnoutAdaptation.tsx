import { lazy, Suspense, useState } from 'react';
import { can, type Activity } from '@pitchside/shared';
import { Badge, Button, Spinner, TextList, toast } from '../../ui';
import { useSession } from '../../data/session';
import { turnoutText } from './turnout-note';
import type { ActivityTurnout } from './use-turnout';
import '../../ui/Panel.css';
import './Turnout.css';

// The generator loads only once a coach opens it (and is cached for offline use like every chunk).
const GameCreatorDialog = lazy(() => import('../game-creator/GameCreatorDialog').then((m) => ({ default: m.GameCreatorDialog })));

type TurnoutAdaptationProps = {
  activity: Activity;
  adaptation: ActivityTurnout;
  onAccept: () => Promise<void>;
  onUndo: () => Promise<void>;
};

/** The current activity set up for who turned up: groups, teams, grid, and what changed. */
export function TurnoutAdaptation({ activity, adaptation, onAccept, onUndo }: TurnoutAdaptationProps) {
  const { plan, decision } = adaptation;
  const user = useSession((s) => s.user);
  const [busy, setBusy] = useState<'accept' | 'undo' | null>(null);
  const [gameOpen, setGameOpen] = useState(false);
  if (!plan) {
    return (
      <section className="panel turnout-plan" aria-label="Adapted to turnout">
        <p className="turnout-plan__muted">This activity has no player numbers or area to adapt from.</p>
      </section>
    );
  }

  const act = async (which: 'accept' | 'undo') => {
    setBusy(which);
    try {
      await (which === 'accept' ? onAccept() : onUndo());
      toast({ title: which === 'accept' ? 'Adaptation recorded' : 'Back to the planned setup', variant: 'success' });
    } catch {
      toast({ title: 'Could not record the change', description: 'Try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  const asPlanned = plan.changes.length === 0;
  const showAdapted = decision !== 'undone';

  return (
    <section className="panel turnout-plan" aria-labelledby="turnout-plan-title">
      <div className="panel__head">
        <h3 id="turnout-plan-title" className="panel__title">
          For {turnoutText(plan.turnout)}
        </h3>
        {decision === 'accepted' ? <Badge colour="green">Accepted</Badge> : null}
        {decision === 'undone' ? <Badge colour="grey">Planned setup</Badge> : null}
      </div>
      {asPlanned ? (
        <p className="turnout-plan__muted">Runs as planned: no changes needed.</p>
      ) : showAdapted ? (
        <>
          <ul className="turnout-plan__setup stack gap-1" aria-label="Adapted setup">
            {plan.groups.map((g, i) => (
              <li key={i}>
                {plan.groups.length > 1 ? `Group ${i + 1}: ` : ''}
                <strong>{g.format}</strong>
                {/* A format without teams is already a head count ("9 players"): say it once. */}
                {/\bplayers?$/.test(g.format) ? null : ` (${g.players} players)`}
              </li>
            ))}
            <li>
              {plan.groups.length > 1 ? `${plan.groups.length} grids of ` : 'Grid '}
              <strong>
                {plan.grid.width} x {plan.grid.length} m
              </strong>
            </li>
          </ul>
          <h4 className="turnout-plan__subtitle">What changed</h4>
          <TextList items={plan.changes} className="turnout-plan__changes stack gap-1" aria-label="What changed" />
        </>
      ) : (
        <p className="turnout-plan__muted">Keeping the planned setup for {activity.title}.</p>
      )}
      <div className="turnout-plan__actions row gap-2">
        {!asPlanned && decision !== 'accepted' ? (
          <Button onClick={() => void act('accept')} pending={busy === 'accept'} pendingLabel="Recording..." disabled={busy !== null}>
            Accept changes
          </Button>
        ) : null}
        {!asPlanned && decision !== 'undone' ? (
          <Button variant="secondary" onClick={() => void act('undo')} pending={busy === 'undo'} pendingLabel="Undoing..." disabled={busy !== null}>
            Undo changes
          </Button>
        ) : null}
        {can(user, 'useGameCreator') ? (
          <Button variant="secondary" onClick={() => setGameOpen(true)}>
            Game Creator for {plan.gameCreatorPlayers} players
          </Button>
        ) : null}
      </div>
      {gameOpen ? (
        <Suspense fallback={<Spinner block label="Loading the Game Creator…" />}>
          <GameCreatorDialog open onClose={() => setGameOpen(false)} title="Game Creator" initialPlayers={plan.gameCreatorPlayers} />
        </Suspense>
      ) : null}
    </section>
  );
}
