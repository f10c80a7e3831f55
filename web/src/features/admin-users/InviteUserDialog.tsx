import { useState } from 'react';
import { adminCreateInviteRequestSchema, assignableRoles, createInviteResponseSchema, type CreateInviteResponse, type Organization } from '@pitchside/shared';
import { checkForm, Dialog, Field, FormActions, Select, toast, useForm } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { roleLabels } from '../../widgets/admin-shared/admin-format';
import { InviteLink } from '../admin-invites/InviteLink';

type Props = { open: boolean; organizations: Organization[]; onClose: () => void; onCreated: () => void };

/** Invite User: a coach or an org admin of a club gets a one-time link to set their own password. */
export function InviteUserDialog({ open, organizations, onClose, onCreated }: Props) {
  const [created, setCreated] = useState<CreateInviteResponse | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      closeOnBackdrop={false}
      title={created ? 'Invite ready' : 'Invite User'}
      description={created ? undefined : 'A coach or org admin of a club: they get a link to set their own password.'}
      size="lg"
    >
      {created ? (
        <InviteLink created={created} onDone={close} />
      ) : (
        <InviteForm
          organizations={organizations}
          onCancel={close}
          onCreated={(answer) => {
            setCreated(answer);
            onCreated();
          }}
        />
      )}
    </Dialog>
  );
}

type Values = { organizationId: string; role: string; firstName: string; lastName: string; email: string };

function InviteForm({ organizations, onCancel, onCreated }: { organizations: Organization[]; onCancel: () => void; onCreated: (answer: CreateInviteResponse) => void }) {
  const form = useForm<Values>({ organizationId: '', role: 'coach', firstName: '', lastName: '', email: '' });
  const submit = form.submit({
    check: (values) => checkForm(adminCreateInviteRequestSchema, values),
    send: async (data) => onCreated(createInviteResponseSchema.parse(await api.post<unknown>('/api/admin/invites', data))),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to create account'), variant: 'destructive' }),
  });
  return (
    <form onSubmit={submit} noValidate>
      <div className="admin-form-grid grid-cards grid-cards--stretch">
        <Select
          label="Organization"
          required
          placeholder="Choose an organization"
          options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          {...form.bind('organizationId')}
        />
        <Select label="Role" options={assignableRoles.map((r) => ({ value: r, label: roleLabels[r] }))} {...form.bind('role')} />
        <Field label="First Name" required autoComplete="off" {...form.bind('firstName')} />
        <Field label="Last Name" required autoComplete="off" {...form.bind('lastName')} />
      </div>
      <Field label="Email" type="email" required autoComplete="off" {...form.bind('email')} />
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel="Create Invite Link" pendingLabel="Creating..." />
    </form>
  );
}
