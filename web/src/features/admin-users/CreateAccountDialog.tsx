import type { Organization } from '@pitchside/shared';
import { checkForm, Dialog, Field, FormActions, Select, toast, useForm } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { PermissionToggles } from '../../widgets/admin-shared/PermissionToggles';
import { accountPayload, accountRole, accountRoles, createAccountFormSchema, emptyAccountForm, type AccountFormValues } from './user-forms';

type Props = { open: boolean; organizations: Organization[]; onClose: () => void; onCreated: () => void };

/** Create Account (docs/spec/accounts.md sections 2 and 5): a new active account in any organization. */
export function CreateAccountDialog({ open, organizations, onClose, onCreated }: Props) {
  return (
    <Dialog open={open} onClose={onClose} closeOnBackdrop={false} title="Create Account" description="Add a coach, an org admin or a super admin to an organization." size="lg">
      <AccountForm organizations={organizations} onCancel={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function AccountForm({ organizations, onCancel, onCreated }: { organizations: Organization[]; onCancel: () => void; onCreated: () => void }) {
  const form = useForm<AccountFormValues>(emptyAccountForm);
  const { values, errors, bind } = form;
  const submit = form.submit({
    check: (v) => checkForm(createAccountFormSchema, accountPayload(v)),
    send: async (data) => {
      await api.post('/api/admin/users', data);
      toast({ title: 'Account Created', description: `${data.firstName} ${data.lastName} can now sign in.`, variant: 'success' });
      onCreated();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to create account'), variant: 'destructive' }),
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="admin-form-grid grid-cards grid-cards--stretch">
        <Field label="First Name" required autoComplete="off" {...bind('firstName')} />
        <Field label="Last Name" required autoComplete="off" {...bind('lastName')} />
      </div>
      <Field label="Email" type="email" inputMode="email" required autoComplete="off" {...bind('email')} />
      <Field label="Password" type="password" required autoComplete="new-password" placeholder="Minimum 6 characters" {...bind('password')} />
      <div className="admin-form-grid grid-cards grid-cards--stretch">
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
            form.change({ role: accountRole(e.target.value) });
          }}
        />
      </div>
      {values.role === 'coach' ? (
        <>
          <h3 className="admin-form-section">Permissions</h3>
          <PermissionToggles
            value={values.flags}
            includeSuperAdminOnly
            onChange={(flags) => form.change({ flags })}
          />
        </>
      ) : (
        <p className="meta">
          {values.role === 'org_admin'
            ? "An org admin runs the club's coaches and uses every coaching feature; no permissions to set."
            : 'A super admin can use every feature; no permissions to set.'}
        </p>
      )}
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel="Create Account" pendingLabel="Creating..." />
    </form>
  );
}
