import { useState } from 'react';
import { MAX_TURNOUT, type Turnout } from '@pitchside/shared';
import { Button } from '../../ui';
import { Stepper } from './Stepper';
import { turnoutText } from './turnout-note';
import '../../ui/Panel.css';
import './Turnout.css';

type WhosHereProps = {
  turnout: Turnout | null;
  /** Where the steppers start before the coach sets them: the session's own head count. */
  planned: number | null;
  onChange: (turnout: Turnout) => void;
  /** Activities whose adaptation waits for Accept or Undo. */
  pending: number;
  onAcceptAll: () => Promise<void>;
};

const DEFAULT_PLAYERS = 12;

/** How many turned up: every activity of the run adapts to it. Device-only, works offline. */
export function WhosHere({ turnout, planned, onChange, pending, onAcceptAll }: WhosHereProps) {
  const [accepting, setAccepting] = useState(false);
  // The counts stay folded unless the coach is setting them, so the activity comes first on a phone.
  const [editing, setEditing] = useState(false);
  const shown = turnout ?? { players: planned ?? DEFAULT_PLAYERS, goalkeepers: 0 };
  const acceptAll = async () => {
    setAccepting(true);
    try {
      await onAcceptAll();
    } finally {
      setAccepting(false);
    }
  };
  return (
    <section className="panel turnout" aria-labelledby="turnout-title">
      <div className="panel__head">
        <h2 id="turnout-title" className="panel__title">
          Who's here
        </h2>
        <p className="panel__status turnout__status" role="status">
          {turnout ? `Adapting for ${turnoutText(turnout)}` : 'Set who turned up to adapt each activity.'}
        </p>
        {editing ? null : (
          <Button variant="secondary" className="panel__action" aria-controls="turnout-counts" aria-expanded={false} onClick={() => setEditing(true)}>
            {turnout ? 'Change' : 'Set turnout'}
          </Button>
        )}
      </div>
      {editing ? (
        <div id="turnout-counts" className="turnout__counts stack gap-3">
          <div className="turnout__steppers">
            <Stepper
              label="Players present"
              noun="players"
              value={shown.players}
              min={1}
              max={MAX_TURNOUT}
              onChange={(players) => onChange({ players, goalkeepers: Math.min(shown.goalkeepers, players) })}
            />
            <Stepper
              label="Goalkeepers present"
              noun="goalkeepers"
              value={shown.goalkeepers}
              min={0}
              max={shown.players}
              onChange={(goalkeepers) => onChange({ players: shown.players, goalkeepers })}
            />
          </div>
          <Button
            className="turnout__done"
            onClick={() => {
              onChange(shown);
              setEditing(false);
            }}
          >
            {turnout ? 'Done' : `Adapt for ${shown.players} players`}
          </Button>
        </div>
      ) : null}
      {turnout && pending > 1 ? (
        <Button variant="secondary" className="turnout__accept-all" onClick={() => void acceptAll()} pending={accepting} pendingLabel="Recording...">
          Accept all {pending} adaptations
        </Button>
      ) : null}
    </section>
  );
}
