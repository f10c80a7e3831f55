import { useEffect, useState } from 'react';
import { createInviteRequestSchema, createInviteResponseSchema, userFlagsSchema, type CreateInviteRequest, type CreateInviteResponse, type UserFlags } from '@pitchside/shared';
import { checkForm, FormActions, toast, useForm, type Checked } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { useSession } from '../../data/session';
import { PermissionToggles } from '../../widgets/admin-shared/PermissionToggles';
import { PersonInviteDialog } from '../admin-invites/InviteDialog';
import { InviteeFields } from '../admin-invites/InviteeFields';
import { emptyCoachFields, grantableFlags, missingCoachFields, requiredFieldsMessage, type NewCoachFields } from './coach-form';

type AddCoachDialogProps = { open: boolean; onClose: () => void; onAdded: () => void };

/**
 * Add Coach: the admin names the coach and what they may use, and gets a one-time invite link;
 * the coach sets their own password. The switches start at the club's usual coach permissions.
 */
export function AddCoachDialog({ open, onClose, onAdded }: AddCoachDialogProps) {
  return (
    <PersonInviteDialog
      open={open}
      onClose={onClose}
      onCreated={onAdded}
      title="Add Coach"
      description="Invite a coach: they get a link to set their own password and sign in."
    >
      {(created, cancel) => <AddCoachForm onClose={cancel} onCreated={created} />}
    </PersonInviteDialog>
  );
}

function useCoachDefaults(): UserFlags | undefined {
  const [flags, setFlags] = useState<UserFlags | undefined>(undefined);
  useEffect(() => {
    let current = true;
    api.get<unknown>('/api/org-admin/coach-defaults').then(
      (answer) => current && setFlags(userFlagsSchema.parse(answer)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return flags;
}

function AddCoachForm({ onClose, onCreated }: { onClose: () => void; onCreated: (answer: CreateInviteResponse) => void }) {
  const actor = useSession((s) => s.user);
  const form = useForm<NewCoachFields>(emptyCoachFields);
  const defaults = useCoachDefaults();
  const [chosen, setFlags] = useState<UserFlags | undefined>(undefined);
  const flags = chosen ?? defaults;
  const [formError, setFormError] = useState<string | null>(null);
  const saving = form.pending;

  const check = (fields: NewCoachFields): Checked<CreateInviteRequest> => {
    if (!actor) return { ok: false, errors: {} };
    const missing = missingCoachFields(fields);
    // Said in the form, not a toast: a toast would cover the dialog's buttons.
    setFormError(missing.length > 0 ? requiredFieldsMessage : null);
    if (missing.length > 0) return { ok: false, errors: Object.fromEntries(missing.map((key) => [key, 'Required'])) };
    // Switches not loaded yet: the server applies the club's defaults.
    return checkForm(createInviteRequestSchema, { ...fields, ...(flags ? grantableFlags(actor, flags) : {}) });
  };
  const submit = form.submit({
    check,
    send: async (data) => {
      onCreated(createInviteResponseSchema.parse(await api.post<unknown>('/api/org-admin/invites', data)));
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to create coach'), variant: 'destructive' }),
  });

  return (
    <form onSubmit={submit} noValidate className="stack">
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <InviteeFields firstName={form.bind('firstName')} lastName={form.bind('lastName')} email={form.bind('email')} />
      <div className="admin-form-section">
        <h3 className="permission-group__title">Permissions</h3>
        <p className="meta">Your club's usual coach permissions; change them for this coach if needed.</p>
        {flags ? <PermissionToggles value={flags} onChange={setFlags} includeSuperAdminOnly={false} disabled={saving} /> : <p className="meta">Loading permissions...</p>}
      </div>
      <FormActions onCancel={onClose} pending={saving} submitLabel="Create Invite Link" pendingLabel="Creating..." />
    </form>
  );
}
