import { playerInputSchema, shirtNumberHolder, shirtNumberTakenMessage, type Player, type PlayerInput, type PlayerPosition } from '@pitchside/shared';
import { checkForm, type Checked } from '../../ui';

/** What the player form holds while the coach types: text, as the inputs give it. */
export type PlayerFormValues = { name: string; shirtNumber: string; position: PlayerPosition | '' };

export const emptyPlayerForm: PlayerFormValues = { name: '', shirtNumber: '', position: '' };

export function formValuesOf(player: Player): PlayerFormValues {
  return { name: player.name, shirtNumber: player.shirtNumber?.toString() ?? '', position: player.position ?? '' };
}

/**
 * The form's text read as the shared player input, so the device refuses exactly what the
 * server would. A shirt number that is not a whole number stays text and fails the schema.
 */
export function checkPlayerForm(
  values: PlayerFormValues,
  roster: readonly Pick<Player, 'id' | 'name' | 'shirtNumber'>[] = [],
  playerId: string | null = null,
): Checked<PlayerInput> {
  const shirt = values.shirtNumber.trim();
  const shirtNumber = shirt === '' ? null : /^\d+$/.test(shirt) ? Number(shirt) : shirt;
  const checked = checkForm(playerInputSchema, { name: values.name, shirtNumber, position: values.position || null });
  if (!checked.ok) return checked;
  // The server refuses a number already worn in the group; say so before the change is queued.
  const holder = shirtNumberHolder(roster, checked.data.shirtNumber, playerId);
  if (holder && checked.data.shirtNumber !== null) {
    return { ok: false, errors: { shirtNumber: shirtNumberTakenMessage(checked.data.shirtNumber, holder.name) } };
  }
  return checked;
}
