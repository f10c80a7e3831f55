import { useState, type FormEvent } from 'react';
import { createCoachRequestSchema, noFlags, userSchema, type UserFlags } from '@pitchside/shared';
import { Button, Dialog, DialogFooter, Field, toast } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { useSession } from '../../data/session';
import { PermissionToggles } from '../admin-shared/PermissionToggles';
import { checkForm, serverFieldErrors, type FormErrors } from '../admin-shared/admin-actions';
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
  const [fields, setFields] = useState<NewCoachFields>(emptyCoachFields);
  const [flags, setFlags] = useState<UserFlags>(noFlags);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof NewCoachFields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    // A message stays only while it is still true.
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!actor) return;
    const missing = missingCoachFields(fields);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((key) => [key, 'Required'])));
      // Said in the form, not a toast: a toast would cover the dialog's buttons.
      setFormError(requiredFieldsMessage);
      return;
    }
    setFormError(null);
    const checked = checkForm(createCoachRequestSchema, { ...fields, ...grantableFlags(actor, flags) });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const coach = userSchema.parse(await api.post<unknown>('/api/org-admin/coaches', checked.data));
      toast({ title: 'Coach created', description: `${coach.firstName} ${coach.lastName} can now sign in.`, variant: 'success' });
      onAdded();
      onClose();
    } catch (error) {
      setSaving(false);
      setErrors(serverFieldErrors(error));
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create coach'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="stack">
      {formError ? (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="admin-form-grid">
        <Field label="First Name" required autoComplete="off" value={fields.firstName} error={errors.firstName} onChange={(e) => set('firstName', e.target.value)} />
        <Field label="Last Name" required autoComplete="off" value={fields.lastName} error={errors.lastName} onChange={(e) => set('lastName', e.target.value)} />
        <Field label="Email" type="email" required autoComplete="off" value={fields.email} error={errors.email} onChange={(e) => set('email', e.target.value)} />
        <Field
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint="At least 6 characters. Share it with the coach; they sign in with it."
          value={fields.password}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
        />
      </div>
      <div className="admin-form-section">
        <h3 className="permission-group__title">Permissions</h3>
        <PermissionToggles value={flags} onChange={setFlags} includeSuperAdminOnly={false} disabled={saving} />
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" pending={saving} pendingLabel="Creating...">
          Create Coach
        </Button>
      </DialogFooter>
    </form>
  );
}
