import { adminCreateInviteRequestSchema, assignableRoles, createInviteResponseSchema, type CreateInviteResponse, type Organization } from '@pitchside/shared';
import { checkForm, FormActions, Select, toast, useForm } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { roleLabels } from '../../widgets/admin-shared/admin-format';
import { PersonInviteDialog } from '../admin-invites/InviteDialog';
import { InviteeFields } from '../admin-invites/InviteeFields';

type Props = { open: boolean; organizations: Organization[]; onClose: () => void; onCreated: () => void };

/** Invite User: a coach or an org admin of a club gets a one-time link to set their own password. */
export function InviteUserDialog({ open, organizations, onClose, onCreated }: Props) {
  return (
    <PersonInviteDialog
      open={open}
      onClose={onClose}
      onCreated={onCreated}
      title="Invite User"
      description="A coach or org admin of a club: they get a link to set their own password."
    >
      {(created, cancel) => <InviteForm organizations={organizations} onCancel={cancel} onCreated={created} />}
    </PersonInviteDialog>
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
      <InviteeFields firstName={form.bind('firstName')} lastName={form.bind('lastName')} email={form.bind('email')}>
        <Select
          label="Organization"
          required
          placeholder="Choose an organization"
          options={organizations.map((o) => ({ value: o.id, label: o.name }))}
          {...form.bind('organizationId')}
        />
        <Select label="Role" options={assignableRoles.map((r) => ({ value: r, label: roleLabels[r] }))} {...form.bind('role')} />
      </InviteeFields>
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel="Create Invite Link" pendingLabel="Creating..." />
    </form>
  );
}
