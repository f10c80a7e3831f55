import type { Turnout, TurnoutPlan } from '@pitchside/shared';

/** 'for 13 players (1 goalkeeper)' */
export function turnoutText(turnout: Turnout): string {
  const players = `${turnout.players} ${turnout.players === 1 ? 'player' : 'players'}`;
  const keepers = `${turnout.goalkeepers} ${turnout.goalkeepers === 1 ? 'goalkeeper' : 'goalkeepers'}`;
  return `${players} (${keepers})`;
}

/** The run-log note an accepted adaptation writes, so the history says what was really run. */
export function acceptedNote(title: string, plan: TurnoutPlan): string {
  return `${title}: adapted for ${turnoutText(plan.turnout)}: ${plan.changes.join('; ')}.`;
}

/** Written only when an accepted adaptation is taken back, so the notes never claim what did not happen. */
export function undoneNote(title: string, plan: TurnoutPlan): string {
  return `${title}: back to the planned setup for ${turnoutText(plan.turnout)}.`;
}
