import { createOrganizationWithAdminRequestSchema } from '@pitchside/shared';
import { checkForm, Dialog, Field, FormActions, Select, Switch, toast, useForm } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { emptyOrganizationForm, type OrganizationFormValues } from './user-forms';

type Props = { open: boolean; onClose: () => void; onCreated: () => void };

/** Create Organization: a new organization with its organization admin (docs/spec/accounts.md sections 3 and 5). */
export function CreateOrganizationDialog({ open, onClose, onCreated }: Props) {
  return (
    <Dialog open={open} onClose={onClose} closeOnBackdrop={false} title="Create Organization" description="A new club with its organization admin." size="lg">
      <OrganizationForm onCancel={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

type AdminKey = keyof OrganizationFormValues['adminUser'];

function OrganizationForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const form = useForm<OrganizationFormValues>(emptyOrganizationForm);
  const { values, errors } = form;
  const bindAdmin = (key: AdminKey) => ({
    name: `adminUser.${key}`,
    value: values.adminUser[key],
    error: errors[`adminUser.${key}`],
    onChange: (e: { target: { value: string } }) => form.change({ adminUser: { ...values.adminUser, [key]: e.target.value } }, [`adminUser.${key}`]),
  });
  const submit = form.submit({
    check: (v) => checkForm(createOrganizationWithAdminRequestSchema, v),
    send: async (data) => {
      await api.post('/api/admin/organizations/with-admin', data);
      toast({ title: 'Organization Created', description: `${data.name} and its admin ${data.adminUser.email} are ready.`, variant: 'success' });
      onCreated();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to create organization'), variant: 'destructive' }),
  });

  return (
    <form onSubmit={submit} noValidate>
      <h3 className="admin-form-section">Organization</h3>
      <Field label="Organization Name" required autoComplete="off" {...form.bind('name')} />
      <div className="admin-form-grid grid-cards grid-cards--stretch">
        <Select
          label="Type"
          name="type"
          value={values.type}
          options={[
            { value: 'subscriber', label: 'Subscriber' },
            { value: 'united_fc', label: 'United FC' },
          ]}
          onChange={(e) => {
            form.change({ type: e.target.value === 'united_fc' ? 'united_fc' : 'subscriber' });
          }}
        />
        <Field label="Contact Email" type="email" inputMode="email" required autoComplete="off" {...form.bind('contactEmail')} />
      </div>
      <Switch
        label="United FC Content Library Access"
        description="Its users see the provider's global activity library."
        checked={values.hasUnitedFcLibraryAccess}
        onChange={(e) => {
          form.change({ hasUnitedFcLibraryAccess: e.target.checked });
        }}
      />
      <h3 className="admin-form-section">Organization Admin</h3>
      <div className="admin-form-grid grid-cards grid-cards--stretch">
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
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel="Create Organization" pendingLabel="Creating..." />
    </form>
  );
}
