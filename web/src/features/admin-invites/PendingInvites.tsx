import type { Invite } from '@pitchside/shared';
import { Badge, Button, EmptyState, type BadgeColour } from '../../ui';
import { api } from '../../data/api';
import { AdminTable, type AdminColumn } from '../../ui/AdminTable';
import { nameColumn, organizationColumn, roleColumn } from '../../widgets/admin-shared/person-columns';
import { AdminSection } from '../../widgets/admin-shared/AdminSection';
import { useRowActions, loadErrorMessage } from '../../widgets/admin-shared/admin-actions';
import { capitalise, formatDate, fullName } from '../../widgets/admin-shared/admin-format';
import type { ApiQuery } from '../../widgets/admin-shared/use-api-query';


const statusColours: Record<Invite['status'], BadgeColour> = { open: 'blue', expired: 'grey', revoked: 'grey', accepted: 'green' };

type Props = {
  invites: ApiQuery<Invite[]>;
  /** The org admin's path or the super admin's. */
  basePath: '/api/org-admin/invites' | '/api/admin/invites';
  showClub?: boolean;
};

/** The button each page invites with, for the empty list to point at. */
const inviteButton: Record<Props['basePath'], string> = { '/api/org-admin/invites': 'Add Coach', '/api/admin/invites': 'Invite User' };

/** Invites not yet accepted: who, until when, and Revoke. */
export function PendingInvites({ invites, basePath, showClub = false }: Props) {
  const { busy, run } = useRowActions(invites.reload);
  const revoke = (invite: Invite) =>
    run(invite.id, () => api.delete(`${basePath}/${encodeURIComponent(invite.id)}`), {
      confirm: {
        question: `Revoke the invite for ${fullName(invite)} (${invite.email})?`,
        title: 'Revoke invite',
        detail: 'The link stops working at once. You can invite them again later.',
        confirmLabel: 'Revoke',
      },
      success: 'Invite revoked',
      failureTitle: 'Update Failed',
      fallback: 'Failed to revoke invite',
    });
  const columns: AdminColumn<Invite>[] = [
    nameColumn(),
    ...(showClub ? [organizationColumn<Invite>()] : []),
    roleColumn(),
    { label: 'Status', render: (i) => <Badge colour={statusColours[i.status]}>{capitalise(i.status)}</Badge> },
    { label: 'Expires', nowrap: true, render: (i) => formatDate(i.expiresAt) },
    {
      label: 'Actions',
      actions: true,
      render: (i) =>
        i.status === 'open' ? (
          <Button size="sm" variant="danger" pending={busy === i.id} aria-label={`Revoke invite for ${fullName(i)}`} onClick={() => void revoke(i)}>
            Revoke
          </Button>
        ) : null,
    },
  ];
  return (
    <AdminSection headingId="invites-heading" title="Pending Invites" hint="Invite links not used yet. A link works once and expires after 7 days.">
      {invites.error !== undefined && invites.data === undefined ? (
        <p role="alert" className="form-alert">
          Error loading invites: {loadErrorMessage(invites.error)}
        </p>
      ) : (
        <AdminTable
          caption="Pending invites"
          columns={columns}
          rows={invites.data ?? []}
          empty={<EmptyState title="No pending invites" description={`Invite someone with ${inviteButton[basePath]}: they get a link to set their own password.`} />}
        />
      )}
    </AdminSection>
  );
}
