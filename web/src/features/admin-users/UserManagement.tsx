import { useState } from 'react';
import {
  adminUsersResponseSchema,
  approvalOutcome,
  invitesResponseSchema,
  type Invite,
  assignableRoles,
  type AssignableRole,
  approveRegistrationResponseSchema,
  organizationsResponseSchema,
  userStatusSchema,
  type AdminUser,
  type Organization,
} from '@pitchside/shared';
import { Badge, Button, EmptyState, PageHeader, Select, toast } from '../../ui';
import { CheckIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { api } from '../../data/api';
import { useSession } from '../../data/session';
import { useApiQuery, type ApiQuery } from '../../widgets/admin-shared/use-api-query';
import { PendingInvites } from '../admin-invites/PendingInvites';
import { InviteUserDialog } from './InviteUserDialog';
import { AdminGate } from '../../widgets/admin-shared/AdminGate';
import { AdminTable, type AdminColumn } from '../../ui/AdminTable';
import { createdColumn, nameColumn, organizationColumn } from '../../widgets/admin-shared/person-columns';
import { StatCard } from '../../widgets/admin-shared/AdminCards';
import { AdminSection } from '../../widgets/admin-shared/AdminSection';
import { useRowActions } from '../../widgets/admin-shared/admin-actions';
import { capitalise, fullName, roleLabels } from '../../widgets/admin-shared/admin-format';
import { CreateAccountDialog } from './CreateAccountDialog';
import { CreateOrganizationDialog } from './CreateOrganizationDialog';
import { UserPermissionsDialog } from './UserPermissionsDialog';
import '../../widgets/admin-shared/admin.css';

/** User Management (/admin/users and /admin-user-management, docs/spec/accounts.md section 2). */
export function UserManagement() {
  const users = useApiQuery('/api/admin/users', adminUsersResponseSchema);
  const pending = useApiQuery('/api/admin/users/pending', adminUsersResponseSchema);
  const organizations = useApiQuery('/api/admin/organizations', organizationsResponseSchema);
  const invites = useApiQuery('/api/admin/invites', invitesResponseSchema);
  const reloadAll = async () => {
    await Promise.all([users.reload(), pending.reload(), organizations.reload(), invites.reload()]);
  };
  return (
    <AdminGate queries={[users, pending, organizations]} what="users">
      {() => (
        <UserManagementView
          users={users.data ?? []}
          pending={pending.data ?? []}
          organizations={organizations.data ?? []}
          invites={invites}
          reload={reloadAll}
        />
      )}
    </AdminGate>
  );
}
export default UserManagement;

type ViewProps = {
  users: AdminUser[];
  pending: AdminUser[];
  organizations: Organization[];
  invites: ApiQuery<Invite[]>;
  reload: () => Promise<void>;
};

function UserManagementView({ users, pending, organizations, invites, reload }: ViewProps) {
  const [dialog, setDialog] = useState<'account' | 'organization' | 'invite' | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const active = users.filter((u) => u.status === 'active').length;

  return (
    <div className="page admin-page stack gap-6">
      <PageHeader
        title="User Management"
        description="Create accounts and organizations, approve registrations, and set what each user can do."
        back="/admin"
        backLabel="Back to Admin"
        actions={
          <>
            <Button icon={<PlusIcon />} onClick={() => setDialog('invite')}>
              Invite User
            </Button>
            <Button variant="secondary" icon={<PlusIcon />} onClick={() => setDialog('account')}>
              Create Account
            </Button>
            <Button variant="secondary" icon={<PlusIcon />} onClick={() => setDialog('organization')}>
              Create Organization
            </Button>
          </>
        }
      />

      <section className="admin-stats grid-cards grid-cards--stretch gap-3" aria-label="Totals">
        <StatCard label="Total Users" value={users.length} />
        <StatCard label="Active Users" value={active} />
        <StatCard label="Pending Approval" value={pending.length} />
      </section>

      <PendingRegistrations pending={pending} users={users} organizations={organizations} reload={reload} />
      <PendingInvites invites={invites} basePath="/api/admin/invites" showClub />
      <AllUsers users={users} onEditPermissions={setEditing} reload={reload} />

      <InviteUserDialog
        open={dialog === 'invite'}
        organizations={organizations}
        onClose={() => setDialog(null)}
        onCreated={() => void invites.reload()}
      />

      <CreateAccountDialog
        open={dialog === 'account'}
        organizations={organizations}
        onClose={() => setDialog(null)}
        onCreated={() => {
          setDialog(null);
          void reload();
        }}
      />
      <CreateOrganizationDialog
        open={dialog === 'organization'}
        onClose={() => setDialog(null)}
        onCreated={() => {
          setDialog(null);
          void reload();
        }}
      />
      <UserPermissionsDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
    </div>
  );
}

type PendingProps = { pending: AdminUser[]; users: AdminUser[]; organizations: Organization[]; reload: () => Promise<void> };

/** What approving does, in words, by the rule the server applies (registration-approval.ts). */
function approvalDetail(user: AdminUser, users: AdminUser[], organizations: Organization[]): string {
  const club = organizations.find((o) => o.id === user.organizationId);
  const hasAdmin = users.some((u) => u.organizationId === user.organizationId && u.role === 'org_admin' && u.status === 'active' && u.id !== user.id);
  const outcome = club ? approvalOutcome(club, hasAdmin) : { makesOrgAdmin: false, clubStatus: null };
  const name = fullName(user);
  if (outcome.makesOrgAdmin) {
    return `${user.organizationName} is a new club that signed up with this registration: ${name} becomes its org admin, and the club starts its trial.`;
  }
  const trial = outcome.clubStatus ? ' The new club starts its trial.' : '';
  return `${name} joins ${user.organizationName} as a coach.${trial}`;
}

function PendingRegistrations({ pending, users, organizations, reload }: PendingProps) {
  const { busy, run } = useRowActions(reload);

  const approve = (user: AdminUser) =>
    run(
      user.id,
      async () => {
        const done = approveRegistrationResponseSchema.parse(await api.post(`/api/admin/users/${user.id}/approve`));
        toast({
          title: `${fullName(user)} approved`,
          description: done.madeOrgAdmin
            ? `${fullName(user)} is now the org admin of ${done.organization.name} (${capitalise(done.organization.subscriptionStatus)}).`
            : `${fullName(user)} can now sign in as a coach of ${done.organization.name}.`,
          variant: 'success',
        });
      },
      {
        confirm: {
          question: `Approve the registration of ${fullName(user)} (${user.email})?`,
          title: 'Approve registration',
          detail: approvalDetail(user, users, organizations),
          confirmLabel: 'Approve',
          destructive: false,
        },
        failureTitle: 'Update Failed',
        fallback: 'Failed to update status',
      },
    );

  const reject = (user: AdminUser) =>
    run(user.id, () => api.delete(`/api/admin/users/${user.id}`), {
      confirm: {
        question: `Reject the registration of ${fullName(user)} (${user.email})?`,
        title: 'Reject registration',
        detail: 'The account is deleted. This action cannot be undone.',
        confirmLabel: 'Reject and Delete',
      },
      success: 'Registration rejected',
      failureTitle: 'Delete Failed',
      fallback: 'Failed to delete user',
    });

  const columns: AdminColumn<AdminUser>[] = [
    nameColumn(),
    organizationColumn(),
    createdColumn(),
    {
      label: 'Actions',
      actions: true,
      render: (u) => (
        <div className="admin-actions">
          <Button size="sm" icon={<CheckIcon />} pending={busy === u.id} aria-label={`Approve ${fullName(u)}`} onClick={() => void approve(u)}>
            Approve
          </Button>
          <Button
            size="sm"
            variant="danger"
            icon={<TrashIcon />}
            disabled={busy === u.id}
            aria-label={`Reject ${fullName(u)}`}
            onClick={() => void reject(u)}
          >
            Reject
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminSection
      headingId="pending-heading"
      title="Pending Registrations"
      aside={<Badge colour={pending.length ? 'amber' : 'grey'}>{pending.length} waiting</Badge>}
    >
      <AdminTable
        caption="Pending registrations"
        columns={columns}
        rows={pending}
        empty={<EmptyState title="No pending registrations" description="New self-registrations wait here for approval." />}
      />
    </AdminSection>
  );
}

type AllUsersProps = { users: AdminUser[]; onEditPermissions: (user: AdminUser) => void; reload: () => Promise<void> };

function AllUsers({ users, onEditPermissions, reload }: AllUsersProps) {
  const me = useSession((s) => s.user);
  const { busy, run } = useRowActions(reload);

  const setStatus = (user: AdminUser, status: string) =>
    run(user.id, () => api.put(`/api/admin/users/${user.id}/status`, { status }), {
      success: `${fullName(user)} is now ${status}`,
      failureTitle: 'Update Failed',
      fallback: 'Failed to update status',
    });

  const setRole = (user: AdminUser, role: AssignableRole) =>
    run(user.id, () => api.put(`/api/admin/users/${user.id}/role`, { role }), {
      success: `${fullName(user)} is now ${roleLabels[role]}`,
      failureTitle: 'Update Failed',
      fallback: 'Failed to update role',
    });

  const columns: AdminColumn<AdminUser>[] = [
    nameColumn(),
    organizationColumn(),
    {
      label: 'Role',
      nowrap: true,
      render: (u) =>
        // A super admin's role (and your own) is not switched here; club members are a coach or their club's org admin.
        u.role === 'admin' || u.id === me?.id ? (
          roleLabels[u.role]
        ) : (
          <Select
            wrapperClassName="admin-inline-select"
            label={`Role of ${fullName(u)}`}
            hideLabel
            value={u.role}
            disabled={busy === u.id}
            options={assignableRoles.map((r) => ({ value: r, label: roleLabels[r] }))}
            onChange={(e) => {
              const role = assignableRoles.find((r) => r === e.target.value);
              if (role) void setRole(u, role);
            }}
          />
        ),
    },
    {
      label: 'Status',
      render: (u) => (
        <Select
          wrapperClassName="admin-inline-select"
          label={`Status of ${fullName(u)}`}
          hideLabel
          value={u.status}
          // The server refuses changing your own status (you could lock yourself out).
          disabled={busy === u.id || u.id === me?.id}
          options={userStatusSchema.options.map((s) => ({ value: s, label: capitalise(s) }))}
          onChange={(e) => void setStatus(u, e.target.value)}
        />
      ),
    },
    createdColumn(),
    {
      label: 'Actions',
      actions: true,
      render: (u) => (
        <Button size="sm" variant="secondary" aria-label={`Permissions for ${fullName(u)}`} onClick={() => onEditPermissions(u)}>
          Permissions
        </Button>
      ),
    },
  ];

  return (
    <AdminSection headingId="users-heading" title="All Users">
      <AdminTable caption="All users" columns={columns} rows={users} empty={<EmptyState title="No users yet" />} />
    </AdminSection>
  );
}
