import { useState } from 'react';
import {
  adminUsersResponseSchema,
  clubPurgeAt,
  isShutOrganization,
  organizationShutNote,
  organizationsResponseSchema,
  settableSubscriptionStatuses,
  type AdminUser,
  type Organization,
} from '@pitchside/shared';
import { Badge, ButtonLink, Button, EmptyState, IconButton, PageHeader, Select, Tabs } from '../../ui';
import { LockIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { CategoriesIcon } from '../../ui/icons/admin-icons';
import { api } from '../../data/api';
import { useSession } from '../../data/session';
import { useApiQuery } from '../../widgets/admin-shared/use-api-query';
import { AdminGate } from '../../widgets/admin-shared/AdminGate';
import { AdminTable, type AdminColumn } from '../../ui/AdminTable';
import { createdColumn, nameColumn, organizationColumn, roleColumn, userStatusColumn } from '../../widgets/admin-shared/person-columns';
import { StatCard, ToolCards, type AdminTool } from '../../widgets/admin-shared/AdminCards';
import { useRowActions } from '../../widgets/admin-shared/admin-actions';
import {
  capitalise,
  formatDate,
  fullName,
  subscriptionStatusColours,
} from '../../widgets/admin-shared/admin-format';
import { OrganizationPermissionsDialog } from './OrganizationPermissionsDialog';
import { CloseClubDialog } from './CloseClubDialog';
import { restoreClubOnServer } from './club-closing-requests';
import '../../widgets/admin-shared/admin.css';
import './organizations.css';

/** The super admin's dashboard (/admin, docs/spec/accounts.md section 2). */
export function AdminDashboard() {
  const users = useApiQuery('/api/admin/users', adminUsersResponseSchema);
  const organizations = useApiQuery('/api/admin/organizations', organizationsResponseSchema);
  return (
    <AdminGate queries={[users, organizations]} what="the admin dashboard">
      {() => (
        <DashboardView
          users={users.data ?? []}
          organizations={organizations.data ?? []}
          reloadUsers={users.reload}
          reloadOrganizations={organizations.reload}
        />
      )}
    </AdminGate>
  );
}
export default AdminDashboard;

type DashboardViewProps = {
  users: AdminUser[];
  organizations: Organization[];
  reloadUsers: () => Promise<void>;
  reloadOrganizations: () => Promise<void>;
};

const adminTools: AdminTool[] = [
  { to: '/admin/categories', title: 'Manage Categories & Sub-Categories', description: "Organise the activity library's categories and their sub-categories.", icon: <CategoriesIcon /> },
  { to: '/admin/activities/new', title: 'Create Activity', description: 'Add a new activity to the global library, with its diagram and tips.', icon: <PlusIcon /> },
  { to: '/admin/audit', title: 'Audit trail', description: 'Who did what in every club, when and from where.', icon: <CategoriesIcon /> },
];

function DashboardView({ users, organizations, reloadUsers, reloadOrganizations }: DashboardViewProps) {
  const [tab, setTab] = useState('users');
  const activeUsers = users.filter((u) => u.status === 'active').length;
  return (
    <div className="page admin-page stack gap-6">
      <PageHeader
        title="Super Admin Dashboard"
        description="Manage users, organizations, categories and content."
        actions={
          <>
            <ButtonLink to="/admin/users">User Management</ButtonLink>
            <ButtonLink to="/admin/leads" variant="secondary">
              Trial & Sales Requests
            </ButtonLink>
            <ButtonLink to="/admin/categories" variant="secondary">
              Categories
            </ButtonLink>
            <ButtonLink to="/admin/sections" variant="secondary">
              Sections
            </ButtonLink>
          </>
        }
      />

      <ToolCards label="Admin tools" tools={adminTools} />

      <section className="admin-stats grid-cards grid-cards--stretch gap-3" aria-label="Totals">
        <StatCard label="Active Users" value={activeUsers} />
        <StatCard label="Organizations" value={organizations.length} />
        <StatCard label="Total Users" value={users.length} />
      </section>

      <Tabs
        label="Users and organizations"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'users', label: 'All Users', content: <UsersTable users={users} reload={reloadUsers} /> },
          {
            id: 'organizations',
            label: 'Organizations',
            content: <OrganizationsTable organizations={organizations} reload={reloadOrganizations} />,
          },
        ]}
      />
    </div>
  );
}

function UsersTable({ users, reload }: { users: AdminUser[]; reload: () => Promise<void> }) {
  const me = useSession((s) => s.user);
  const { busy, run } = useRowActions(reload);

  const remove = (user: AdminUser) =>
    run(user.id, () => api.delete(`/api/admin/users/${user.id}`), {
      confirm: {
        question: `Delete ${fullName(user)} (${user.email})?`,
        title: 'Delete user',
        detail: 'Their account is removed and they can no longer sign in. This action cannot be undone.',
        confirmLabel: 'Delete',
      },
      success: 'User deleted',
      failureTitle: 'Delete Failed',
      fallback: 'Failed to delete user',
    });

  const columns: AdminColumn<AdminUser>[] = [
    nameColumn((u) => (u.id === me?.id ? <Badge colour="blue">You</Badge> : null)),
    organizationColumn(),
    roleColumn(),
    userStatusColumn(),
    createdColumn(),
    {
      label: 'Actions',
      actions: true,
      render: (u) =>
        // The server refuses deleting yourself; do not offer it.
        u.id === me?.id ? null : (
          <div className="admin-actions">
            <Button
              variant="danger"
              size="sm"
              icon={<TrashIcon />}
              pending={busy === u.id}
              aria-label={`Delete ${fullName(u)}`}
              onClick={() => void remove(u)}
            >
              Delete
            </Button>
          </div>
        ),
    },
  ];
  return (
    <AdminTable
      caption="All users"
      columns={columns}
      rows={users}
      empty={<EmptyState title="No users yet" />}
    />
  );
}

type OrganizationsTableProps = {
  organizations: Organization[];
  reload: () => Promise<void>;
};

function OrganizationsTable({ organizations, reload }: OrganizationsTableProps) {
  const [editing, setEditing] = useState<Organization | null>(null);
  const [closing, setClosing] = useState<Organization | null>(null);
  const { busy, run } = useRowActions(reload);

  const restore = (organization: Organization) =>
    run(organization.id, () => restoreClubOnServer(organization.id), {
      confirm: {
        question: `Restore ${organization.name}?`,
        title: 'Restore club',
        detail: 'Its members can sign in again, with all its data. Calendar and share links are made again by the club.',
        confirmLabel: 'Restore',
        destructive: false,
      },
      success: `${organization.name} is restored`,
      failureTitle: 'Update Failed',
      fallback: 'Failed to restore the club',
    });

  const setStatus = (organization: Organization, status: string) =>
    run(organization.id, () => api.patch(`/api/admin/organizations/${organization.id}/status`, { status }), {
      success: `${organization.name} is now ${status}`,
      failureTitle: 'Update Failed',
      fallback: 'Failed to update status',
    });

  const columns: AdminColumn<Organization>[] = [
    { label: 'Name', primary: true, render: (o) => o.name },
    { label: 'Contact Email', render: (o) => <span className="admin-table__muted">{o.contactEmail || '—'}</span> },
    {
      label: 'Type',
      render: (o) =>
        // The provider's club is often named "United FC" too: the badge says what kind of club it is.
        o.type === 'united_fc' ? <Badge colour="indigo">Provider</Badge> : <Badge colour="teal">Subscriber</Badge>,
    },
    {
      label: 'Subscription',
      render: (o) =>
        o.closedAt ? (
          <span className="admin-subscription">
            <Badge colour="red">Closed</Badge>
            <span className="admin-table__muted">Deleted for good on {formatDate(clubPurgeAt(o.closedAt))}</span>
          </span>
        ) : (
          <span className="admin-subscription">
            <Badge colour={subscriptionStatusColours[o.subscriptionStatus]}>{capitalise(o.subscriptionStatus)}</Badge>
            {/* The server refuses these members' sign-in and tokens; say so where the status is set. */}
            {isShutOrganization(o.subscriptionStatus) ? <span className="admin-table__muted">{organizationShutNote}</span> : null}
          </span>
        ),
    },
    { label: 'Created', nowrap: true, render: (o) => formatDate(o.createdAt) },
    {
      label: 'Actions',
      actions: true,
      render: (o) =>
        o.closedAt ? (
          <div className="admin-actions">
            <Button variant="secondary" size="sm" pending={busy === o.id} onClick={() => void restore(o)} aria-label={`Restore ${o.name}`}>
              Restore
            </Button>
          </div>
        ) : (
          <div className="admin-actions organization-actions">
            <Button variant="secondary" size="sm" onClick={() => setEditing(o)} aria-label={`Permissions for ${o.name}`}>
              Permissions
            </Button>
            <Select
              wrapperClassName="admin-inline-select"
              label={`Subscription status of ${o.name}`}
              hideLabel
              value={(settableSubscriptionStatuses as readonly string[]).includes(o.subscriptionStatus) ? o.subscriptionStatus : ''}
              placeholder={(settableSubscriptionStatuses as readonly string[]).includes(o.subscriptionStatus) ? undefined : 'Set status'}
              disabled={busy === o.id}
              options={settableSubscriptionStatuses.map((s) => ({ value: s, label: capitalise(s) }))}
              onChange={(e) => {
                if (e.target.value) void setStatus(o, e.target.value);
              }}
            />
            {/* The provider's own organization can never be closed. Closing keeps the data 30 days: no button deletes a club at once. */}
            {o.type === 'united_fc' ? null : (
              <IconButton aria-label={`Close ${o.name}`} title="Close club (restorable for 30 days)" disabled={busy === o.id} onClick={() => setClosing(o)}>
                <LockIcon />
              </IconButton>
            )}
          </div>
        ),
    },
  ];

  return (
    <>
      <AdminTable
        caption="Organizations"
        columns={columns}
        rows={organizations}
        empty={<EmptyState title="No organizations yet" />}
      />
      <CloseClubDialog
        organization={closing}
        onClose={() => setClosing(null)}
        onClosed={() => {
          setClosing(null);
          void reload();
        }}
      />
      <OrganizationPermissionsDialog
        organization={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
    </>
  );
}
