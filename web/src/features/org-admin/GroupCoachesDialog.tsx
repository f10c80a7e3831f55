import { useState, type FormEvent } from 'react';
import { canCoachGroup, type CoachGroup, type User } from '@pitchside/shared';
import { Checkbox, Dialog, FormActions } from '../../ui';
import { api } from '../../data/api';
import { runAdminAction } from '../../widgets/admin-shared/admin-actions';
import { useIdSet } from '../../ui/use-id-set';

type Props = { group: CoachGroup; coaches: readonly User[]; onClose: () => void; onSaved: () => Promise<void> };

/** Ticks who coaches a group; those coaches find it first under "My teams". */
export function GroupCoachesDialog({ group, coaches, onClose, onSaved }: Props) {
  const eligible = coaches.filter((c) => canCoachGroup(c, group) || group.coachIds.includes(c.id));
  const [chosen, toggle] = useIdSet(group.coachIds);
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    // Keep the club's order of coaches, so the same choice sends the same list.
    const coachIds = eligible.filter((c) => chosen.has(c.id)).map((c) => c.id);
    const ok = await runAdminAction(() => api.put(`/api/coach-groups/${encodeURIComponent(group.id)}/coaches`, { coachIds }), {
      success: `Coaches of ${group.name} saved`,
      failureTitle: 'Update Failed',
      fallback: "Failed to save the group's coaches",
    });
    setPending(false);
    if (ok) {
      await onSaved();
      onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} title={`Coaches of ${group.name}`} description="They see this group first under My teams.">
      <form onSubmit={(e) => void save(e)} noValidate>
        {eligible.length === 0 ? (
          <p>Your organization has no active coaches yet. Add a coach first.</p>
        ) : (
          <fieldset className="group-coaches">
            <legend className="field__label">Coaches</legend>
            {eligible.map((c) => (
              <Checkbox
                key={c.id}
                label={`${c.firstName} ${c.lastName}`.trim() || c.email}
                checked={chosen.has(c.id)}
                onChange={(e) => toggle(c.id, e.target.checked)}
              />
            ))}
          </fieldset>
        )}
        <FormActions onCancel={onClose} pending={pending} submitLabel="Save Coaches" pendingLabel="Saving..." submitDisabled={eligible.length === 0} />
      </form>
    </Dialog>
  );
}
