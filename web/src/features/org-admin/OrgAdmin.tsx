import { useState } from 'react';
import {
  coachGroupsResponseSchema,
  coachesResponseSchema,
  invitesResponseSchema,
  organizationSchema,
  userFlagsSchema,
  type CoachGroup,
  type Invite,
  type Organization,
  type User,
  type UserFlags,
} from '@pitchside/shared';
import { Badge, Button, Card, EmptyState, PageHeader } from '../../ui';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { ActionCardIcon } from '../../ui/icons/HomeIcons';
import { CategoriesIcon } from '../../ui/icons/admin-icons';
import { api } from '../../data/api';
import { useApiQuery, type ApiQuery } from '../../widgets/admin-shared/use-api-query';
import { AdminGate } from '../../widgets/admin-shared/AdminGate';
import { AdminTable, type AdminColumn } from '../../ui/AdminTable';
import { createdColumn, nameColumn, userStatusColumn } from '../../widgets/admin-shared/person-columns';
import { StatCard, ToolCards, type AdminTool } from '../../widgets/admin-shared/AdminCards';
import { loadErrorMessage, useRowActions } from '../../widgets/admin-shared/admin-actions';
import { capitalise, fullName, subscriptionStatusColours } from '../../widgets/admin-shared/admin-format';
import { AddCoachDialog } from './AddCoachDialog';
import { CoachGroupsSection, LoadError } from './CoachGroupsSection';
import { EditPermissionsDialog } from './EditPermissionsDialog';
import { GroupVisibilitySetting } from './GroupVisibilitySetting';
import { ClubViewSection } from './ClubViewSection';
import { flagsOf, grantedLabels } from './coach-form';
import '../../widgets/admin-shared/admin.css';
import './OrgAdmin.css';
import { AdminSection } from '../../widgets/admin-shared/AdminSection';
import { PendingInvites } from '../admin-invites/PendingInvites';
import { CoachDefaultsSetting } from './CoachDefaultsSetting';

/** Organization Management (/org-admin, docs/spec/accounts.md section 2): an org admin's own club. */
export function OrgAdmin() {
  const organization = useApiQuery('/api/org-admin/organization', organizationSchema);
  const coaches = useApiQuery('/api/org-admin/coaches', coachesResponseSchema);
  const groups = useApiQuery('/api/coach-groups', coachGroupsResponseSchema);
  const invites = useApiQuery('/api/org-admin/invites', invitesResponseSchema);
  const defaults = useApiQuery('/api/org-admin/coach-defaults', userFlagsSchema);
  return (
    <AdminGate queries={[organization]} what="your organization">
      {() => (organization.data ? <OrgAdminView organization={organization.data} onOrganizationChanged={organization.reload} coaches={coaches} groups={groups} invites={invites} defaults={defaults} /> : null)}
    </AdminGate>
  );
}
export default OrgAdmin;

type ViewProps = {
  organization: Organization;
  onOrganizationChanged: () => Promise<void>;
  coaches: ApiQuery<User[]>;
  groups: ApiQuery<CoachGroup[]>;
  invites: ApiQuery<Invite[]>;
  defaults: ApiQuery<UserFlags>;
};

const orgAdminTools: AdminTool[] = [
  { to: '/activity-library', title: 'Activity Library', description: 'Browse the drills your coaches can use.', icon: <ActionCardIcon card="activity-library" /> },
  { to: '/admin/activities/new', title: 'Create Activity', description: "Add a drill to your organization's library.", icon: <PlusIcon /> },
  { to: '/admin/categories', title: 'Manage Categories', description: 'Organise your categories and sub-categories.', icon: <CategoriesIcon /> },
  { to: '/org-admin/curriculum', title: 'Season Curriculum', description: 'Write the season per age band and apply it to your groups.', icon: <CategoriesIcon /> },
  { to: '/session-library', title: 'Session Library', description: 'Open, run and schedule saved sessions.', icon: <ActionCardIcon card="session-library" /> },
  { to: '/org-admin/match-minutes', title: 'Match minutes', description: 'Does everyone play? Minutes per player across your matches.', icon: <CategoriesIcon /> },
  { to: '/org-admin/audit', title: 'Audit trail', description: 'Who did what in your club, when and from where.', icon: <CategoriesIcon /> },
  { to: '/org-admin/export', title: 'Export club data', description: "All your club's data in one file.", icon: <CategoriesIcon /> },
];

function OrgAdminView({ organization, onOrganizationChanged, coaches, groups, invites, defaults }: ViewProps) {
  const [adding, setAdding] = useState(false);
  const activeCoaches = (coaches.data ?? []).filter((c) => c.status === 'active').length;

  return (
    <div className="page admin-page stack gap-6">
      <PageHeader
        title={organization.name}
        description="Organization Management: your coaches, what they may use, and your coach groups."
        actions={
          <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
            Add Coach
          </Button>
        }
      />

      <ToolCards label="Tools" className="org-admin__tools" tools={orgAdminTools} />

      <section className="admin-stats grid-cards grid-cards--stretch gap-3" aria-label="Totals">
        <StatCard label="Active Coaches" value={activeCoaches} />
        <Card className="admin-stat" role="group" aria-label="Subscription">
          <p className="admin-stat__label meta">Subscription</p>
          <p className="admin-stat__value org-admin__subscription">
            <Badge colour={subscriptionStatusColours[organization.subscriptionStatus]}>{capitalise(organization.subscriptionStatus)}</Badge>
          </p>
        </Card>
      </section>

      <CoachesSection coaches={coaches} onAdd={() => setAdding(true)} />
      <PendingInvites invites={invites} basePath="/api/org-admin/invites" />
      <CoachDefaultsSetting defaults={defaults} />
      <CoachGroupsSection groups={groups.data} error={groups.error} reload={groups.reload} coaches={coaches.data ?? []} />
      <GroupVisibilitySetting organization={organization} onChanged={onOrganizationChanged} />
      <ClubViewSection />

      <AddCoachDialog open={adding} onClose={() => setAdding(false)} onAdded={() => void invites.reload()} />
    </div>
  );
}

function CoachesSection({ coaches, onAdd }: { coaches: ApiQuery<User[]>; onAdd: () => void }) {
  const [editing, setEditing] = useState<User | null>(null);
  const { busy, run } = useRowActions(coaches.reload);

  const remove = (coach: User) =>
    run(coach.id, () => api.delete(`/api/org-admin/coaches/${encodeURIComponent(coach.id)}`), {
      confirm: {
        question: `Are you sure you want to delete ${fullName(coach)} (${coach.email})?`,
        title: 'Delete Coach',
        detail: 'Their account is removed and they can no longer sign in. This action cannot be undone.',
        confirmLabel: 'Delete',
      },
      success: 'Coach deleted',
      failureTitle: 'Delete Failed',
      fallback: 'Failed to delete coach',
    });

  const columns: AdminColumn<User>[] = [
    nameColumn(),
    userStatusColumn(),
    {
      label: 'Permissions',
      render: (c) => {
        const labels = grantedLabels(flagsOf(c));
        return labels.length === 0 ? (
          <span className="admin-table__muted">No features</span>
        ) : (
          <span className="org-admin__flags">
            {labels.map((l) => (
              <Badge key={l}>{l}</Badge>
            ))}
          </span>
        );
      },
    },
    createdColumn('Added'),
    {
      label: 'Actions',
      actions: true,
      render: (c) => (
        <span className="admin-actions">
          <Button variant="secondary" size="sm" onClick={() => setEditing(c)} aria-label={`Edit Permissions of ${fullName(c)}`}>
            Edit Permissions
          </Button>
          <Button
            variant="danger"
            size="sm"
            icon={<TrashIcon />}
            onClick={() => void remove(c)}
            pending={busy === c.id}
            aria-label={`Delete ${fullName(c)}`}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <AdminSection headingId="coaches-title" title="Coaches" className="org-admin__coaches" hint="Everyone who coaches for your organization, and the features each may use.">
      {coaches.error !== undefined && coaches.data === undefined ? (
        <LoadError message={`Error loading coaches: ${loadErrorMessage(coaches.error)}`} onRetry={() => void coaches.reload()} />
      ) : coaches.data === undefined ? (
        <p role="status" className="meta">
          Loading coaches...
        </p>
      ) : (
        <AdminTable
          caption="Coaches"
          columns={columns}
          rows={coaches.data}
          empty={
            <EmptyState
              title="No coaches yet"
              description="Add your first coach: they get an invite link to set their own password."
              action={
                <Button icon={<PlusIcon />} onClick={onAdd}>
                  Add Coach
                </Button>
              }
            />
          }
        />
      )}
      <EditPermissionsDialog coach={editing} onClose={() => setEditing(null)} onSaved={() => void coaches.reload()} />
    </AdminSection>
  );
}
