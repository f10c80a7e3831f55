import { clubFromLead, clubFromLeadRequestSchema, clubFromLeadResponseSchema, type ClubFromLeadRequest, type ClubFromLeadResponse, type Lead } from '@pitchside/shared';
import { checkForm, Field, FormActions, Switch, toast, useForm } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { InviteDialog } from '../admin-invites/InviteDialog';
import { InviteeFields } from '../admin-invites/InviteeFields';

type Props = { lead: Lead | null; onClose: () => void; onCreated: () => void };

/** "Create club from this request": the club on trial and an invite for its org admin, filled from the request. */
export function ClubFromLeadDialog({ lead, onClose, onCreated }: Props) {
  return (
    <InviteDialog<ClubFromLeadResponse>
      open={lead !== null}
      onClose={onClose}
      onCreated={onCreated}
      title="Create club from this request"
      description="Check what the request said; the org admin gets an invite link to set their own password."
      doneTitle="Club created"
      doneDescription={(answer) => `${answer.organization.name} starts its trial. Send its org admin the invite link.`}
      inviteOf={(answer) => answer.invite}
    >
      {(created, cancel) => (lead ? <ClubForm lead={lead} onCancel={cancel} onCreated={created} /> : null)}
    </InviteDialog>
  );
}

type Values = Omit<ClubFromLeadRequest, 'hasUnitedFcLibraryAccess'> & { hasUnitedFcLibraryAccess: boolean };

function ClubForm({ lead, onCancel, onCreated }: { lead: Lead; onCancel: () => void; onCreated: (answer: ClubFromLeadResponse) => void }) {
  const form = useForm<Values>({ ...clubFromLead(lead), hasUnitedFcLibraryAccess: true });
  const submit = form.submit({
    check: (values) => checkForm(clubFromLeadRequestSchema, values),
    send: async (data) => {
      onCreated(clubFromLeadResponseSchema.parse(await api.post<unknown>(`/api/admin/leads/${lead.id}/club`, data)));
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to create organization'), variant: 'destructive' }),
  });
  return (
    <form onSubmit={submit} noValidate>
      <h3 className="admin-form-section">Organization</h3>
      <div className="admin-form-grid grid-cards grid-cards--stretch">
        <Field label="Organization Name" required autoComplete="off" {...form.bind('name')} />
        <Field label="Contact Email" type="email" required autoComplete="off" {...form.bind('contactEmail')} />
      </div>
      <Switch
        label="United FC Content Library Access"
        description="Its users see the provider's global activity library."
        checked={form.values.hasUnitedFcLibraryAccess}
        onChange={(e) => form.change({ hasUnitedFcLibraryAccess: e.target.checked })}
      />
      <h3 className="admin-form-section">Organization Admin</h3>
      <InviteeFields labelPrefix="Admin" firstName={form.bind('adminFirstName')} lastName={form.bind('adminLastName')} email={form.bind('adminEmail')} />
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel="Create Club and Invite" pendingLabel="Creating..." />
    </form>
  );
}
