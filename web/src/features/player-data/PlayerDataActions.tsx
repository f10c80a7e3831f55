import { useState } from 'react';
import { confirmsErasure, ERASE_CONFIRM_MESSAGE, type Player } from '@pitchside/shared';
import { Button, Dialog, toast } from '../../ui';
import { errorMessage } from '../../data/api';
import { ConfirmByNameForm } from '../../widgets/confirm-by-name/ConfirmByNameForm';
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
  const erase = async (typed: string) => {
    const done = await erasePlayerOnServer(player.id, typed);
    toast({ variant: 'success', title: `Player erased from ${done.registers} ${done.registers === 1 ? 'register' : 'registers'}` });
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Erase Player"
      description="This removes the player's name, shirt number and position everywhere: the roster, every register and match record, and any session or match note that names them, on every device. Registers and matches keep their counts (“1 player erased”). This cannot be undone."
    >
      <ConfirmByNameForm
        name={player.name}
        confirms={confirmsErasure}
        mismatchMessage={ERASE_CONFIRM_MESSAGE}
        onConfirm={erase}
        failureMessage="The player could not be erased. Please try again."
        onCancel={onClose}
        submitLabel="Erase for good"
        pendingLabel="Erasing..."
      />
    </Dialog>
  );
}
