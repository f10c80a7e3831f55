import { useState, type FormEvent } from 'react';
import type { Organization } from '@pitchside/shared';
import { Button, Dialog, DialogFooter, Field, Select, toast } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { checkForm, serverFieldErrors, type FormErrors, focusFirstError } from '../admin-shared/admin-actions';
import { PermissionToggles } from '../admin-shared/PermissionToggles';
import { accountPayload, accountRoles, createAccountFormSchema, emptyAccountForm, type AccountFormValues } from './user-forms';

type Props = { open: boolean; organizations: Organization[]; onClose: () => void; onCreated: () => void };

/** Create Account (accounts.md sections 2 and 5): a new active account in any organization. */
export function CreateAccountDialog({ open, organizations, onClose, onCreated }: Props) {
  return (
    <Dialog open={open} onClose={onClose} closeOnBackdrop={false} title="Create Account" description="Add a coach or super admin to an organization." size="lg">
      <AccountForm organizations={organizations} onCancel={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

type TextKey = 'firstName' | 'lastName' | 'email' | 'password' | 'organizationId';

function AccountForm({ organizations, onCancel, onCreated }: { organizations: Organization[]; onCancel: () => void; onCreated: () => void }) {
  const [values, setValues] = useState<AccountFormValues>(emptyAccountForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);

  const bind = (key: TextKey) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      setErrors((errs) => ({ ...errs, [key]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(createAccountFormSchema, accountPayload(values));
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(event.currentTarget);
      return;
    }
    setPending(true);
    try {
      await api.post('/api/admin/users', checked.data);
      toast({ title: 'Account Created', description: `${checked.data.firstName} ${checked.data.lastName} can now sign in.`, variant: 'success' });
      onCreated();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create account'), variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className="admin-form-grid">
        <Field label="First Name" required autoComplete="off" {...bind('firstName')} />
        <Field label="Last Name" required autoComplete="off" {...bind('lastName')} />
      </div>
      <Field label="Email" type="email" inputMode="email" required autoComplete="off" {...bind('email')} />
      <Field label="Password" type="password" required autoComplete="new-password" placeholder="Minimum 6 characters" {...bind('password')} />
      <div className="admin-form-grid">
        <Select
          label="Organization"
          required
          placeholder="Select an organization"
          options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          {...bind('organizationId')}
        />
        <Select
          label="Role"
          required
          name="role"
          value={values.role}
          error={errors.role}
          options={accountRoles}
          onChange={(e) => {
            const role = e.target.value === 'admin' ? 'admin' : 'coach';
            setValues((v) => ({ ...v, role }));
            setErrors((errs) => ({ ...errs, role: undefined }));
          }}
        />
      </div>
      {values.role === 'coach' ? (
        <>
          <h3 className="admin-form-section">Permissions</h3>
          <PermissionToggles
            value={values.flags}
            includeSuperAdminOnly
            onChange={(flags) => setValues((v) => ({ ...v, flags }))}
          />
        </>
      ) : (
        <p className="admin-section__hint">A super admin can use every feature; no permissions to set.</p>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Creating...">
          Create Account
        </Button>
      </DialogFooter>
    </form>
  );
}
