import { useState, type FormEvent } from 'react';
import { createOrganizationWithAdminRequestSchema } from '@pitchside/shared';
import { Button, Dialog, DialogFooter, Field, Select, Switch, toast } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { checkForm, serverFieldErrors, type FormErrors, focusFirstError } from '../admin-shared/admin-actions';
import { emptyOrganizationForm, type OrganizationFormValues } from './user-forms';

type Props = { open: boolean; onClose: () => void; onCreated: () => void };

/** Create Organization: a new organization with its organization admin (accounts.md sections 3 and 5). */
export function CreateOrganizationDialog({ open, onClose, onCreated }: Props) {
  return (
    <Dialog open={open} onClose={onClose} closeOnBackdrop={false} title="Create Organization" description="A new club with its organization admin." size="lg">
      <OrganizationForm onCancel={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

type OrgKey = 'name' | 'contactEmail';
type AdminKey = keyof OrganizationFormValues['adminUser'];

function OrganizationForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const [values, setValues] = useState<OrganizationFormValues>(emptyOrganizationForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);

  const clear = (key: string) => setErrors((errs) => ({ ...errs, [key]: undefined }));
  const bindOrg = (key: OrgKey) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      clear(key);
    },
  });
  const bindAdmin = (key: AdminKey) => ({
    name: `adminUser.${key}`,
    value: values.adminUser[key],
    error: errors[`adminUser.${key}`],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, adminUser: { ...v.adminUser, [key]: e.target.value } }));
      clear(`adminUser.${key}`);
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(createOrganizationWithAdminRequestSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(event.currentTarget);
      return;
    }
    setPending(true);
    try {
      await api.post('/api/admin/organizations/with-admin', checked.data);
      toast({
        title: 'Organization Created',
        description: `${checked.data.name} and its admin ${checked.data.adminUser.email} are ready.`,
        variant: 'success',
      });
      onCreated();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({ title: 'Error', description: errorMessage(error, 'Failed to create organization'), variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <h3 className="admin-form-section">Organization</h3>
      <Field label="Organization Name" required autoComplete="off" {...bindOrg('name')} />
      <div className="admin-form-grid">
        <Select
          label="Type"
          name="type"
          value={values.type}
          options={[
            { value: 'subscriber', label: 'Subscriber' },
            { value: 'united_fc', label: 'United FC' },
          ]}
          onChange={(e) => {
            const type = e.target.value === 'united_fc' ? 'united_fc' : 'subscriber';
            setValues((v) => ({ ...v, type }));
          }}
        />
        <Field label="Contact Email" type="email" inputMode="email" required autoComplete="off" {...bindOrg('contactEmail')} />
      </div>
      <Switch
        label="United FC Content Library Access"
        description="Its users see the provider's global activity library."
        checked={values.hasUnitedFcLibraryAccess}
        onChange={(e) => {
          const on = e.target.checked;
          setValues((v) => ({ ...v, hasUnitedFcLibraryAccess: on }));
        }}
      />
      <h3 className="admin-form-section">Organization Admin</h3>
      <div className="admin-form-grid">
        <Field label="Admin First Name" required autoComplete="off" {...bindAdmin('firstName')} />
        <Field label="Admin Last Name" required autoComplete="off" {...bindAdmin('lastName')} />
      </div>
      <Field label="Admin Email" type="email" inputMode="email" required autoComplete="off" {...bindAdmin('email')} />
      <Field
        label="Admin Password"
        type="password"
        required
        autoComplete="new-password"
        placeholder="Minimum 8 characters"
        {...bindAdmin('password')}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Creating...">
          Create Organization
        </Button>
      </DialogFooter>
    </form>
  );
}
