import { useId, useState, type FormEvent } from 'react';
import { formationCoachingTips, generateFormations, MAX_SUGGESTIONS, type FormationSuggestion } from '@pitchside/shared';
import { ActionDialog, Badge, Button, NumberField, TextList } from '../../ui';
import '../adaptations/phone-fullscreen.css';
import {
  canGenerate,
  DEFAULT_FIELDS,
  DEFAULT_PLAYERS,
  FIELDS_MAX,
  FIELDS_MIN,
  inputProblem,
  parseFieldsInput,
  parsePlayersInput,
  PLAYERS_MAX,
  PLAYERS_MIN,
} from './game-creator-inputs';
import './GameCreator.css';

export type GameCreatorDialogProps = {
  open: boolean;
  onClose: () => void;
  /** 'Team Formation Tool' on the home dashboard, 'Game Generator' in the coach centre. */
  title: string;
  /** Players to start from (the run-through's real turnout); the default count otherwise. */
  initialPlayers?: number;
};

/** The Game Creator: small-sided games for a number of players and fields. Pure, on the device, no call. */
export function GameCreatorDialog(props: GameCreatorDialogProps) {
  return props.open ? <GameCreatorSurface {...props} /> : null;
}

type Generated = { players: number; fields: number; suggestions: FormationSuggestion[] };

function GameCreatorSurface({ onClose, title, initialPlayers }: GameCreatorDialogProps) {
  const [playersText, setPlayersText] = useState(String(initialPlayers ?? DEFAULT_PLAYERS));
  const [fieldsText, setFieldsText] = useState(String(DEFAULT_FIELDS));
  // Opened for a known turnout, the suggestions are there at once: the coach is at the pitch.
  const [generated, setGenerated] = useState<Generated | null>(() => generatedFor(initialPlayers, DEFAULT_FIELDS));
  const resultsId = useId();
  const players = parsePlayersInput(playersText);
  const fields = parseFieldsInput(fieldsText);
  const enabled = canGenerate(players, fields);
  const problem = inputProblem(players, fields);
  const playersOutOfRange = players < PLAYERS_MIN || players > PLAYERS_MAX;
  // The one problem stands under the input it is about.
  const inputs = [
    { label: 'Players', min: PLAYERS_MIN, max: PLAYERS_MAX, text: playersText, setText: setPlayersText, showsProblem: playersOutOfRange },
    { label: 'Fields', min: FIELDS_MIN, max: FIELDS_MAX, text: fieldsText, setText: setFieldsText, showsProblem: !enabled && !playersOutOfRange },
  ];

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    setGenerated(generatedFor(players, fields));
  };

  return (
    <ActionDialog open onClose={onClose} title={title} description="Small-sided games and team formations for your players and fields." size="lg">
      <div className="game-creator stack gap-5 phone-fullscreen">
        <form className="game-creator__form stack gap-3" onSubmit={generate} noValidate>
          <div className="game-creator__inputs">
            {inputs.map(({ text, setText, showsProblem, ...input }) => (
              <NumberField
                key={input.label}
                {...input}
                value={text}
                onChange={(e) => setText(e.target.value)}
                error={showsProblem ? problem ?? undefined : undefined}
              />
            ))}
          </div>
          <Button type="submit" disabled={!enabled} aria-controls={resultsId} block>
            Generate Team Formations
          </Button>
        </form>

        <div id={resultsId} aria-live="polite">
          {generated ? <Results generated={generated} /> : null}
        </div>

        <aside className="game-creator__tips" aria-labelledby={`${resultsId}-tips`}>
          <h3 id={`${resultsId}-tips`}>Coaching Tips</h3>
          <TextList items={formationCoachingTips} />
        </aside>
      </div>
    </ActionDialog>
  );
}

function generatedFor(players: number | undefined, fields: number): Generated | null {
  if (players === undefined || !canGenerate(players, fields)) return null;
  return { players, fields, suggestions: generateFormations(players, fields).slice(0, MAX_SUGGESTIONS) };
}

function Results({ generated }: { generated: Generated }) {
  const { players, fields, suggestions } = generated;
  const where = `${players} players on ${fields} field${fields === 1 ? '' : 's'}`;
  if (suggestions.length === 0) {
    return (
      <p className="game-creator__none" role="status">
        No formations for {where}. Try {fields === 3 ? '1 or 2 fields' : 'a different number of fields'}.
      </p>
    );
  }
  return (
    <section className="game-creator__results" aria-label={`Formation Suggestions for ${where}`}>
      <h3 className="game-creator__heading title-lg">Formation Suggestions</h3>
      <p className="game-creator__for meta">For {where}</p>
      <ol className="formation-list grid-cards gap-3 list-bare">
        {suggestions.map((s) => (
          <li key={s.name} className="formation-card box box--tight">
            <h4 className="formation-card__name title-lg">{s.name}</h4>
            <p className="formation-card__description">{s.description}</p>
            {s.games.length > 0 ? (
              <>
                <h5 className="kicker">Game Setup</h5>
                <ul className="formation-games list-bare stack gap-2">
                  {s.games.map((g, i) => (
                    <li key={`${i}-${g.format}`} className="formation-game row gap-2">
                      <span className="formation-game__players">{g.players}</span>
                      <Badge colour="green">{g.format}</Badge>
                      {g.details ? <span className="meta">{g.details}</span> : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {s.adaptations.length > 0 ? (
              <>
                <h5 className="kicker">Adaptations</h5>
                <TextList items={s.adaptations} className="formation-adaptations" />
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export default GameCreatorDialog;
