import { useState } from 'react';
import { clubFromLead, clubFromLeadRequestSchema, clubFromLeadResponseSchema, type ClubFromLeadRequest, type ClubFromLeadResponse, type Lead } from '@pitchside/shared';
import { checkForm, Dialog, Field, FormActions, Switch, toast, useForm } from '../../ui';
import { api, errorMessage } from '../../data/api';
import { InviteLink } from '../admin-invites/InviteLink';

type Props = { lead: Lead | null; onClose: () => void; onCreated: () => void };

/** "Create club from this request": the club on trial and an invite for its org admin, filled from the request. */
export function ClubFromLeadDialog({ lead, onClose, onCreated }: Props) {
  const [created, setCreated] = useState<ClubFromLeadResponse | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={lead !== null}
      onClose={close}
      closeOnBackdrop={false}
      title={created ? 'Club created' : 'Create club from this request'}
      description={created ? `${created.organization.name} starts its trial. Send its org admin the invite link.` : 'Check what the request said; the org admin gets an invite link to set their own password.'}
      size="lg"
    >
      {created ? (
        <InviteLink created={created.invite} onDone={close} />
      ) : lead ? (
        <ClubForm
          lead={lead}
          onCancel={close}
          onCreated={(answer) => {
            setCreated(answer);
            onCreated();
          }}
        />
      ) : null}
    </Dialog>
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
      <div className="admin-form-grid grid-cards grid-cards--stretch">
        <Field label="Admin First Name" required autoComplete="off" {...form.bind('adminFirstName')} />
        <Field label="Admin Last Name" required autoComplete="off" {...form.bind('adminLastName')} />
      </div>
      <Field label="Admin Email" type="email" required autoComplete="off" {...form.bind('adminEmail')} />
      <FormActions onCancel={onCancel} pending={form.pending} submitLabel="Create Club and Invite" pendingLabel="Creating..." />
    </form>
  );
}
