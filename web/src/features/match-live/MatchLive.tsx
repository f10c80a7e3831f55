import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  dueWindow,
  eventsForWindow,
  formatClock,
  formatMinute,
  matchState,
  replanForArrival,
  replanForInjury,
  savedPlanMisfit,
  type LiveState,
  type PlannedEvent,
} from '@pitchside/shared';
import { Button, EmptyState, ButtonLink, confirmAction, toast } from '../../ui';
import { MatchFrame, type ReadyMatch } from '../match-fixtures/MatchFrame';
import { logEvents, savePlan, undoEvent } from '../match-fixtures/use-matches';
import { isRunning, replanSquad, useBuzzWhenDue, useNow, useWakeLock } from './use-live-match';
import './MatchLive.css';

/** /matches/:matchId/live — the touchline: clock, score, who is on, the bench's minutes and the next planned change. Offline first. */
export function MatchLive() {
  return <MatchFrame step="Live">{(data) => <Touchline data={data} />}</MatchFrame>;
}
export default MatchLive;

const periodName = (periods: number, index: number) => (periods === 2 ? (index === 0 ? '1st half' : '2nd half') : periods === 4 ? `Q${index + 1}` : `Period ${index + 1}`);

function Touchline({ data: { match, squad, events, runs, group } }: { data: ReadyMatch }) {
  const now = useNow();
  // A goal waits for its assist (or none); it is logged at the moment Goal was tapped.
  const [scoring, setScoring] = useState<{ scorer: string; at: Date } | null>(null);
  const state = matchState(match, events, now);
  // Marked late and not yet arrived: they join the bench when the coach taps Arrived.
  const notHereYet = match.availability
    .filter((a) => a.status === 'late' && !state.onField.includes(a.playerId) && !state.bench.includes(a.playerId) && !state.out.includes(a.playerId))
    .map((a) => a.playerId);
  const due = dueWindow(match, state, notHereYet);
  useWakeLock(isRunning(state.phase));
  useBuzzWhenDue(due ? `${due.index}` : null);
  const names = new Map(squad.map(({ player }) => [player.id, player.name]));
  const name = (id: string) => names.get(id) ?? 'Former player';

  if (!match.plan) {
    return <EmptyState title="No lineup yet" description="Save a lineup first: the live screen follows its plan." action={<ButtonLink to={`/matches/${match.id}/lineup`}>Go to Lineup</ButtonLink>} />;
  }
  const log = async (planned: PlannedEvent[], at = new Date()) => {
    try {
      await logEvents(match.id, planned, at);
    } catch {
      toast({ title: 'Failed to log that', description: 'Please try again.', variant: 'destructive' });
    }
  };
  const injure = async (id: string) => {
    if (!(await confirmAction(`${name(id)} comes off injured and plays no more of this match. The rest of the match is planned again.`, { title: 'Injury', confirmLabel: 'Injured' }))) return;
    const members = await replanSquad(match.id, squad);
    const replanned = replanForInjury(match, members, state, id, { ageBand: group?.profile.ageBand ?? null, absent: notHereYet });
    if (!replanned) return;
    try {
      const at = new Date();
      await savePlan(match.id, replanned.plan);
      await logEvents(match.id, replanned.events, at);
      toast({ title: `${name(id)} is out: the rest of the match is re-planned`, variant: 'success' });
    } catch {
      toast({ title: 'Failed to log the injury', description: 'Please try again.', variant: 'destructive' });
    }
  };
  const arrive = async (id: string) => {
    const members = await replanSquad(match.id, squad);
    const replanned = replanForArrival(match, members, state, id, { ageBand: group?.profile.ageBand ?? null, absent: notHereYet });
    try {
      if (replanned) await savePlan(match.id, replanned);
      await logEvents(match.id, [{ kind: 'late-arrival', player: id }]);
    } catch {
      toast({ title: 'Failed to log the arrival', description: 'Please try again.', variant: 'destructive' });
    }
  };
  const last = [...events].sort((a, b) => (a.id < b.id ? -1 : 1)).at(-1);
  const lastPeriod = state.period >= match.periods - 1;
  const upcoming = match.plan.windows.find((w) => w.period === state.period && w.startMinute - w.period * match.periodMinutes > state.periodMs / 60_000 && state.phase !== 'break');
  const minutes = (id: string) => formatClock(state.playedMs[id] ?? 0);
  const misfit = state.phase === 'not-started' ? savedPlanMisfit(match, group?.profile.ageBand ?? null) : null;


  return (
    <div className="live grid gap-3">
      {misfit ? (
        <p className="note" role="alert" data-testid="plan-misfit">
          {misfit} <Link to={`/matches/${match.id}/lineup`}>Plan it again on Lineup</Link> before kick-off.
        </p>
      ) : null}
      <section className="live__board" aria-label="Clock and score">
        <p className="live__period">{state.phase === 'ended' ? 'Full time' : state.phase === 'break' ? 'Break' : state.phase === 'not-started' ? 'Not started' : periodName(match.periods, state.period)}</p>
        <p className="live__clock" role="timer" aria-live="off" data-testid="match-clock">
          {formatClock(state.periodMs)}
        </p>
        <p className="live__score" data-testid="score" aria-live="polite">
          Us {state.score.us} – {state.score.them} Them
        </p>
      </section>

      {runs ? <PhaseActions state={state} lastPeriod={lastPeriod} periods={match.periods} onLog={(e) => void log(e)} /> : null}

      {due && runs ? (
        <section className="live__due" aria-labelledby="due-title" role="alert">
          <h2 id="due-title" className="live__due-title">
            Change due: at the next stoppage
          </h2>
          <ul className="list-bare grid gap-1">
            {eventsForWindow(due, state, notHereYet).map((e, i) => (
              <li key={i}>
                {e.kind === 'substitution' ? `${name(e.on)} on for ${name(e.off)}` : e.kind === 'keeper-swap' ? `${name(e.to)} goes in goal` : null}
              </li>
            ))}
          </ul>
          <Button className="live__big" onClick={() => void log(eventsForWindow(due, state, notHereYet))}>
            Make Change
          </Button>
        </section>
      ) : upcoming && state.phase !== 'ended' ? (
        <p className="live__next">Next planned change at {formatMinute(upcoming.startMinute)}</p>
      ) : null}

      {scoring && runs ? (
        <section className="live__assist box grid gap-2" aria-labelledby="assist-title">
          <h2 id="assist-title" className="title-lg">
            Goal by {name(scoring.scorer)}: who assisted?
          </h2>
          <div className="live__choices">
            {state.onField
              .filter((id) => id !== scoring.scorer)
              .map((id) => (
                <Button key={id} variant="secondary" aria-label={`Assist by ${name(id)}`} onClick={() => { setScoring(null); void log([{ kind: 'goal', scorer: scoring.scorer, assist: id }], scoring.at); }}>
                  {name(id)}
                </Button>
              ))}
            <Button onClick={() => { setScoring(null); void log([{ kind: 'goal', scorer: scoring.scorer, assist: null }], scoring.at); }}>No Assist</Button>
            <Button variant="ghost" onClick={() => setScoring(null)}>
              Cancel
            </Button>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="on-title" className="grid gap-2">
        <h2 id="on-title" className="title-lg">
          On the pitch
        </h2>
        <ul className="list-bare grid gap-2">
          {state.onField.map((id) => (
            <li key={id} className="live__player" data-player-id={id}>
              <span className="live__who">
                {name(id)}
                {state.keeper === id ? <span className="live__gk"> (GK)</span> : null}
                {state.goals[id] ? <span> · {state.goals[id]} goal{state.goals[id] === 1 ? '' : 's'}</span> : null}
                {state.assists[id] ? <span> · {state.assists[id]} assist{state.assists[id] === 1 ? '' : 's'}</span> : null}
              </span>
              <span className="live__mins" aria-label={`${name(id)} has played ${minutes(id)}`}>
                {minutes(id)}
              </span>
              {runs && state.phase !== 'not-started' && state.phase !== 'ended' ? (
                <span className="live__actions">
                  <Button variant="secondary" size="sm" aria-label={`Goal by ${name(id)}`} onClick={() => setScoring({ scorer: id, at: new Date() })}>
                    Goal
                  </Button>
                  {state.keeper === id ? null : (
                    <Button variant="ghost" size="sm" aria-label={`${name(id)} goes in goal`} onClick={() => void log([{ kind: 'keeper-swap', from: state.keeper ?? id, to: id }])}>
                      In Goal
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" aria-label={`${name(id)} is injured`} onClick={() => void injure(id)}>
                    Injured
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="bench-title" className="grid gap-2">
        <h2 id="bench-title" className="title-lg">
          Bench
        </h2>
        {state.bench.length === 0 ? <p className="match-row__meta">Nobody on the bench.</p> : null}
        <ul className="list-bare grid gap-2">
          {state.bench.map((id) => (
            <li key={id} className="live__player live__player--bench" data-player-id={id}>
              <span className="live__who">{name(id)}</span>
              <span className="live__mins" aria-label={`${name(id)} has played ${minutes(id)}`}>
                {minutes(id)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {runs && notHereYet.length > 0 && state.phase !== 'ended' ? (
        <section aria-labelledby="late-title" className="grid gap-2">
          <h2 id="late-title" className="title-lg">
            Not here yet
          </h2>
          <ul className="list-bare grid gap-2">
            {notHereYet.map((id) => (
              <li key={id} className="live__player live__player--bench" data-player-id={id}>
                <span className="live__who">{name(id)}</span>
                <span />
                <Button variant="secondary" size="sm" aria-label={`${name(id)} has arrived`} onClick={() => void arrive(id)}>
                  Arrived
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {runs ? (
        <div className="live__row">
          {state.phase !== 'not-started' && state.phase !== 'ended' ? (
            <Button variant="secondary" className="live__big" onClick={() => void log([{ kind: 'opponent-goal' }])}>
              Opponent Goal
            </Button>
          ) : null}
          {last ? (
            <Button variant="secondary" className="live__big" onClick={() => void undoEvent(last.id)}>
              Undo Last
            </Button>
          ) : null}
        </div>
      ) : null}
      {state.phase === 'ended' ? (
        <ButtonLink to={`/matches/${match.id}/receipt`} className="live__big">
          See Minutes
        </ButtonLink>
      ) : null}
    </div>
  );
}

function PhaseActions({ state, lastPeriod, periods, onLog }: { state: LiveState; lastPeriod: boolean; periods: number; onLog: (events: PlannedEvent[]) => void }) {
  switch (state.phase) {
    case 'not-started':
      return (
        <Button className="live__big" onClick={() => onLog([{ kind: 'kick-off' }])}>
          Kick-off
        </Button>
      );
    case 'playing':
      return (
        <div className="live__row">
          <Button variant="secondary" className="live__big" onClick={() => onLog([{ kind: 'pause' }])}>
            Pause
          </Button>
          <Button className="live__big" onClick={() => onLog(lastPeriod ? [{ kind: 'period-end' }, { kind: 'end' }] : [{ kind: 'period-end' }])}>
            {lastPeriod ? 'Full Time' : periods === 2 ? 'Half-time' : 'End Period'}
          </Button>
        </div>
      );
    case 'paused':
      return (
        <Button className="live__big" onClick={() => onLog([{ kind: 'resume' }])}>
          Resume
        </Button>
      );
    case 'break':
      return (
        <Button className="live__big" onClick={() => onLog([{ kind: 'kick-off' }])}>
          Start {periodName(periods, state.period + 1)}
        </Button>
      );
    case 'ended':
      return null;
  }
}
