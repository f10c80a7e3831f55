import { useState } from 'react';
import { createCoachRequestSchema, noFlags, userSchema, type CreateCoachRequest, type UserFlags } from '@pitchside/shared';
import { checkForm, Dialog, Field, FormActions, toast, useForm, type Checked } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { useSession } from '../../data/session';
import { PermissionToggles } from '../../widgets/admin-shared/PermissionToggles';
import { emptyCoachFields, grantableFlags, missingCoachFields, requiredFieldsMessage, type NewCoachFields } from './coach-form';

type AddCoachDialogProps = { open: boolean; onClose: () => void; onAdded: () => void };

/** Add Coach: the coach's account and the features they may use (Admin Features are super-admin only). */
export function AddCoachDialog({ open, onClose, onAdded }: AddCoachDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} closeOnBackdrop={false} title="Add Coach" description="Create a coach account for your organization." size="lg">
      <AddCoachForm onClose={onClose} onAdded={onAdded} />
    </Dialog>
  );
}

function AddCoachForm({ onClose, onAdded }: Omit<AddCoachDialogProps, 'open'>) {
  const actor = useSession((s) => s.user);
  const form = useForm<NewCoachFields>(emptyCoachFields);
  const [flags, setFlags] = useState<UserFlags>(noFlags);
  const [formError, setFormError] = useState<string | null>(null);
  const saving = form.pending;

  const check = (fields: NewCoachFields): Checked<CreateCoachRequest> => {
    if (!actor) return { ok: false, errors: {} };
    const missing = missingCoachFields(fields);
    // Said in the form, not a toast: a toast would cover the dialog's buttons.
    setFormError(missing.length > 0 ? requiredFieldsMessage : null);
    if (missing.length > 0) return { ok: false, errors: Object.fromEntries(missing.map((key) => [key, 'Required'])) };
    return checkForm(createCoachRequestSchema, { ...fields, ...grantableFlags(actor, flags) });
  };
  const submit = form.submit({
    check,
    send: async (data) => {
      const coach = userSchema.parse(await api.post<unknown>('/api/org-admin/coaches', data));
      toast({ title: 'Coach created', description: `${coach.firstName} ${coach.lastName} can now sign in.`, variant: 'success' });
      onAdded();
      onClose();
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
      <div className="admin-form-grid grid-cards grid-cards--stretch">
        <Field label="First Name" required autoComplete="off" {...form.bind('firstName')} />
        <Field label="Last Name" required autoComplete="off" {...form.bind('lastName')} />
        <Field label="Email" type="email" required autoComplete="off" {...form.bind('email')} />
        <Field
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint="At least 6 characters. Share it with the coach; they sign in with it."
          {...form.bind('password')}
        />
      </div>
      <div className="admin-form-section">
        <h3 className="permission-group__title">Permissions</h3>
        <PermissionToggles value={flags} onChange={setFlags} includeSuperAdminOnly={false} disabled={saving} />
      </div>
      <FormActions onCancel={onClose} pending={saving} submitLabel="Create Coach" pendingLabel="Creating..." />
    </form>
  );
}
