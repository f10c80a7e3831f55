import { useId, useState, type FormEvent } from 'react';
import { parsePlayerList, type Player } from '@pitchside/shared';
import { Button, TextArea, TextList } from '../../ui';
import { addPlayers } from './use-roster';

type Props = { groupId: string; roster: readonly Player[]; onSaved: (what: string) => void };

/**
 * Several players at once: a list pasted from a team sheet, one a line, an optional shirt
 * number first ("10 Sam Kerr"). Lines with a problem stay in the box with the reason, so
 * nothing typed is lost; the rest are added.
 */
export function PastePlayers({ groupId, roster, onSaved }: Props) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const problemsId = useId();

  if (!open) {
    return (
      <Button variant="secondary" className="roster__paste-open" onClick={() => setOpen(true)}>
        Add several players
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { players, problems: found } = parsePlayerList(text, roster);
    if (players.length === 0 && found.length === 0) {
      setProblems(['Paste or type at least one player name, one a line.']);
      return;
    }
    setPending(true);
    try {
      await addPlayers(groupId, players);
      if (players.length > 0) onSaved(`${players.length} ${players.length === 1 ? 'player' : 'players'} added`);
      // Keep only the refused lines, with why, for the coach to fix.
      const lines = text.split(/\r?\n/);
      setText(found.map((p) => lines[p.line - 1]!.trim()).join('\n'));
      setProblems(found.map((p) => p.message));
      if (found.length === 0) setOpen(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="roster__paste stack gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <TextArea
        label="Players, one a line"
        hint='An optional shirt number first, e.g. "10 Sam Kerr".'
        rows={6}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblems([]);
        }}
        aria-describedby={problems.length ? problemsId : undefined}
        aria-invalid={problems.length ? true : undefined}
      />
      {problems.length > 0 ? (
        <TextList items={problems} id={problemsId} className="roster__paste-problems" role="alert" />
      ) : null}
      <div className="player-form__actions row gap-2">
        <Button type="submit" pending={pending} pendingLabel="Adding...">
          Add Players
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
