import { Link } from 'react-router-dom';
import { adminOverviewSchema, type AdminOverview, type AdminUser } from '@pitchside/shared';
import { ButtonLink, Card, EmptyState, PageHeader } from '../../ui';
import { useSession } from '../../data/session';
import { AdminQueryScreen } from '../../widgets/admin-shared/AdminGate';
import { AdminSection } from '../../widgets/admin-shared/AdminSection';
import { AdminTable, type AdminColumn } from '../../ui/AdminTable';
import { createdColumn, nameColumn, organizationColumn, roleColumn, userStatusColumn } from '../../widgets/admin-shared/person-columns';
import '../../widgets/admin-shared/admin.css';
import './AdminHome.css';

/** The super admin's home: what waits for them (registrations, requests), the clubs, recent sign-ups. */
export function AdminHome() {
  return (
    <AdminQueryScreen path="/api/admin/overview" schema={adminOverviewSchema} what="your overview">
      {(overview) => <AdminHomeView overview={overview} />}
    </AdminQueryScreen>
  );
}
export default AdminHome;

/** A count that opens the list it counts. */
function CountLink({ to, label, value, note, urgent = false }: { to: string; label: string; value: number; note?: string; urgent?: boolean }) {
  return (
    <Card interactive className={`admin-home__count${urgent && value > 0 ? ' admin-home__count--urgent' : ''}`}>
      <Link to={to} className="admin-home__count-link" aria-label={`${label}: ${value}${note ? `, ${note}` : ''}`}>
        <span className="admin-stat__label meta">{label}</span>
        <span className="admin-stat__value">{value}</span>
        {note ? <span className="meta">{note}</span> : null}
      </Link>
    </Card>
  );
}

const signUpColumns: AdminColumn<AdminUser>[] = [
  nameColumn(),
  organizationColumn(),
  roleColumn(),
  userStatusColumn(),
  createdColumn(),
];

function AdminHomeView({ overview }: { overview: AdminOverview }) {
  const user = useSession((s) => s.user);
  const { clubs, leads } = overview;
  return (
    <div className="page admin-page stack gap-6">
      <PageHeader
        title={user?.firstName ? `Welcome back, ${user.firstName}` : 'Super Admin'}
        description="What is waiting for you, and how the clubs stand."
        actions={
          <>
            <ButtonLink to="/admin">Super Admin Dashboard</ButtonLink>
            <ButtonLink to="/admin/users" variant="secondary">
              User Management
            </ButtonLink>
          </>
        }
      />

      <AdminSection headingId="waiting-heading" title="Waiting for you">
        <div className="grid-cards grid-cards--stretch gap-3">
          <CountLink to="/admin/users" label="Pending Registrations" value={overview.pendingRegistrations} note="to approve or reject" urgent />
          <CountLink to="/admin/leads" label="Trial & Sales Requests" value={leads.new} note={`new; ${leads.contacted} contacted`} urgent />
          <CountLink to="/admin/users" label="Open Invites" value={overview.openInvites} note="links not used yet" />
        </div>
      </AdminSection>

      <AdminSection headingId="clubs-heading" title="Clubs">
        <div className="grid-cards grid-cards--stretch gap-3">
          <CountLink to="/admin" label="Active" value={clubs.active} />
          <CountLink to="/admin" label="On trial" value={clubs.trial} />
          <CountLink to="/admin" label="Shut" value={clubs.shut} note="suspended or inactive: members cannot sign in" />
        </div>
      </AdminSection>

      <AdminSection headingId="signups-heading" title="Recent sign-ups">
        <AdminTable
          caption="Recent sign-ups"
          columns={signUpColumns}
          rows={overview.recentSignUps}
          empty={<EmptyState title="No sign-ups yet" description="New accounts show here as clubs register and accept invites." />}
        />
      </AdminSection>
    </div>
  );
}
