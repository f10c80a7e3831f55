import { useState, type FormEvent } from 'react';
import { coachGroupInputSchema, groupColour, type CoachGroup, type User } from '@pitchside/shared';
import { GroupCoachesDialog } from './GroupCoachesDialog';
import { Button, ButtonLink, checkForm, EmptyState, Field, IconButton, confirmAction } from '../../ui';
import { CheckIcon, CloseIcon, PlusIcon, RefreshIcon, TrashIcon } from '../../ui/icons';
import { PencilIcon } from '../../ui/icons/admin-icons';
import { api } from '../../data/api';
import { db } from '../../data/db';
import { requestSync } from '../../data/sync-scheduler';
import { loadErrorMessage, runAdminAction } from '../../widgets/admin-shared/admin-actions';
import { AdminSection } from '../../widgets/admin-shared/AdminSection';

/** The name as the schema takes it; or null, with its problem shown on the field. */
function checkedGroupName(name: string, showProblem: (problem: string | undefined) => void) {
  const checked = checkForm(coachGroupInputSchema, { name });
  if (checked.ok) return checked.data;
  showProblem(checked.errors.name);
  return null;
}

type CoachGroupsSectionProps = {
  groups: readonly CoachGroup[] | undefined;
  error: unknown;
  reload: () => Promise<void>;
  /** The club's coaches, to assign to groups. */
  coaches: readonly User[];
};

const groupPath = (id: string) => `/api/coach-groups/${encodeURIComponent(id)}`;

/** Scheduled sessions of a group on this device, to say what its deletion removes. */
async function scheduledCount(groupId: string): Promise<number> {
  return db.scheduleEntries.where('groupId').equals(groupId).count().catch(() => 0);
}

/**
 * The organization's coach groups (the teams the weekly schedule is for). Every change
 * is followed by a sync so each coach's device gets the new names.
 */
export function CoachGroupsSection({ groups, error, reload, coaches }: CoachGroupsSectionProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const sorted = [...(groups ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  const afterChange = async () => {
    requestSync();
    await reload();
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkedGroupName(name, setNameError);
    if (!input) return;
    setNameError(undefined);
    setAdding(true);
    const ok = await runAdminAction(() => api.post('/api/coach-groups', input), {
      success: `Coach group "${input.name}" added`,
      failureTitle: 'Error',
      fallback: 'Failed to create coach group',
    });
    setAdding(false);
    if (ok) {
      setName('');
      await afterChange();
    }
  };

  return (
    <AdminSection headingId="coach-groups-title" title="Coach Groups" hint="The teams and age groups your weekly schedule is planned for.">
      <form className="coach-groups__add" onSubmit={(e) => void add(e)} noValidate>
        <Field
          label="New group name"
          placeholder="e.g. 2012 Boys Team"
          value={name}
          maxLength={100}
          error={nameError}
          onChange={(e) => setName(e.target.value)}
          wrapperClassName="coach-groups__name"
        />
        <Button type="submit" icon={<PlusIcon />} pending={adding} pendingLabel="Adding...">
          Add Group
        </Button>
      </form>
      {error !== undefined && groups === undefined ? (
        <LoadError message={`Error loading coach groups: ${loadErrorMessage(error)}`} onRetry={() => void reload()} />
      ) : sorted.length === 0 ? (
        <EmptyState title="No coach groups yet" description="Add the teams your coaches train, then schedule sessions for them." />
      ) : (
        <ul className="coach-groups__list list-bare" aria-label="Coach groups">
          {sorted.map((group) => (
            <CoachGroupRow key={group.id} group={group} coaches={coaches} afterChange={afterChange} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

/** A list that could not load: what went wrong, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-load-error row" role="alert">
      <p className="field__error">{message}</p>
      <Button variant="secondary" size="sm" icon={<RefreshIcon />} onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function CoachGroupRow({ group, coaches, afterChange }: { group: CoachGroup; coaches: readonly User[]; afterChange: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [name, setName] = useState(group.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkedGroupName(name, setNameError);
    if (!input) return;
    if (input.name === group.name) {
      setEditing(false);
      return;
    }
    setBusy(true);
    const ok = await runAdminAction(() => api.put(groupPath(group.id), input), {
      success: 'Coach group renamed',
      failureTitle: 'Update Failed',
      fallback: 'Failed to rename coach group',
    });
    setBusy(false);
    if (ok) {
      setEditing(false);
      setNameError(undefined);
      await afterChange();
    }
  };

  const remove = async () => {
    const count = await scheduledCount(group.id);
    const what = count === 1 ? 'Its 1 scheduled session is' : count > 1 ? `Its ${count} scheduled sessions are` : 'Any sessions scheduled for it are';
    const ok = await confirmAction(`Are you sure you want to delete the coach group "${group.name}"?`, {
      title: 'Delete Coach Group',
      detail: `${what} removed from the weekly schedule too. The sessions themselves stay in the Session Library. This action cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    setBusy(true);
    const done = await runAdminAction(() => api.delete(groupPath(group.id)), {
      success: 'Coach group deleted',
      failureTitle: 'Delete Failed',
      fallback: 'Failed to delete coach group',
    });
    if (done) await afterChange();
    else setBusy(false);
  };

  const colour = groupColour(group.name);
  if (editing) {
    return (
      <li className="coach-group row coach-group--editing">
        <form className="coach-group__rename" onSubmit={(e) => void rename(e)} noValidate>
          <Field
            label={`New name for ${group.name}`}
            hideLabel
            autoFocus
            value={name}
            maxLength={100}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                setEditing(false);
                setName(group.name);
              }
            }}
            wrapperClassName="coach-groups__name"
          />
          <IconButton type="submit" variant="primary" aria-label="Save name" disabled={busy}>
            <CheckIcon />
          </IconButton>
          <IconButton
            aria-label="Cancel renaming"
            onClick={() => {
              setEditing(false);
              setName(group.name);
              setNameError(undefined);
            }}
          >
            <CloseIcon />
          </IconButton>
        </form>
      </li>
    );
  }
  return (
    <li className="coach-group row" data-group-id={group.id}>
      <span className="coach-group__swatch" data-colour={colour} aria-hidden="true" />
      <span className="coach-group__name">
        <span>{group.name}</span>
        <span className="coach-group__coaches">{coachNames(group, coaches)}</span>
      </span>
      <span className="admin-actions">
        <Button variant="secondary" size="sm" onClick={() => setAssigning(true)} disabled={busy} aria-label={`Coaches of ${group.name}`}>
          Coaches
        </Button>
        <ButtonLink variant="secondary" size="sm" to={`/coach-groups/${group.id}/roster`} aria-label={`Players of ${group.name}`}>
          Players
        </ButtonLink>
        <Button variant="secondary" size="sm" icon={<PencilIcon />} onClick={() => setEditing(true)} disabled={busy} aria-label={`Rename ${group.name}`}>
          Rename
        </Button>
        <Button variant="danger" size="sm" icon={<TrashIcon />} onClick={() => void remove()} disabled={busy} aria-label={`Delete ${group.name}`}>
          Delete
        </Button>
      </span>
      {assigning ? <GroupCoachesDialog group={group} coaches={coaches} onClose={() => setAssigning(false)} onSaved={afterChange} /> : null}
    </li>
  );
}

function coachNames(group: CoachGroup, coaches: readonly User[]): string {
  const names = coaches.filter((c) => group.coachIds.includes(c.id)).map((c) => `${c.firstName} ${c.lastName}`.trim());
  return names.length === 0 ? 'No coach assigned' : `Coached by ${names.join(', ')}`;
}
