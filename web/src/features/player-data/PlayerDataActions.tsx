import { useState, type FormEvent } from 'react';
import { confirmsErasure, ERASE_CONFIRM_MESSAGE, type Player } from '@pitchside/shared';
import { Button, Dialog, DialogFooter, Field, toast } from '../../ui';
import { errorMessage } from '../../data/api';
import { downloadPlayerData, erasePlayerOnServer } from './use-player-data';

/** A roster keeper's Export and Erase of one player (a parent's request). */
export function PlayerDataActions({ player }: { player: Player }) {
  const [erasing, setErasing] = useState(false);
  const exportData = async () => {
    try {
      await downloadPlayerData(player.id);
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, "The player's data could not be exported") });
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={`Export ${player.name}'s data`} onClick={() => void exportData()}>
        Export
      </Button>
      <Button variant="danger" size="sm" aria-label={`Erase ${player.name}`} onClick={() => setErasing(true)}>
        Erase
      </Button>
      <ErasePlayerDialog player={player} open={erasing} onClose={() => setErasing(false)} />
    </>
  );
}

function ErasePlayerDialog({ player, open, onClose }: { player: Player; open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmsErasure(typed, player.name)) {
      setError(ERASE_CONFIRM_MESSAGE);
      return;
    }
    setPending(true);
    try {
      const done = await erasePlayerOnServer(player.id, typed);
      toast({ variant: 'success', title: `Player erased from ${done.registers} ${done.registers === 1 ? 'register' : 'registers'}` });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'The player could not be erased. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Erase Player"
      description="This removes the player's name, shirt number and position everywhere: the roster, every register, and any session note that names them, on every device. Registers keep “1 player erased” so counts stay right. This cannot be undone."
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={`Type ${player.name} to confirm`}
          value={typed}
          autoComplete="off"
          error={error}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(undefined);
          }}
        />
        <DialogFooter>
          <Button variant="secondary" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" pending={pending} pendingLabel="Erasing...">
            Erase for good
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
