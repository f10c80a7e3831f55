import { can } from '@pitchside/shared';
import { PageHeader } from '../../ui';
import { PlusIcon } from '../../ui/icons';
import { ActionCardIcon } from '../../ui/icons/HomeIcons';
import { useSession } from '../../data/session';
import { ToolCards } from '../../widgets/admin-shared/AdminCards';
import '../../widgets/admin-shared/admin.css';

/**
 * The Coach Admin dashboard (/coach-dashboard, docs/spec/accounts.md section 2): only for a coach
 * with canCreateActivities. Each card shows only when its screen would open for this coach.
 */
export function CoachDashboard() {
  const user = useSession((s) => s.user);
  const cards = [
    {
      shown: can(user, 'viewActivityLibrary'),
      to: '/activity-library',
      title: 'Activity Library',
      description: 'Browse the drills, and edit the ones you may.',
      icon: <ActionCardIcon card="activity-library" />,
    },
    {
      shown: Boolean(user?.canCreateActivities),
      to: '/admin/activities/new',
      title: 'Create Activity',
      description: "Add a new drill to your organization's library.",
      icon: <PlusIcon />,
    },
    {
      shown: can(user, 'viewSessionLibrary'),
      to: '/session-library',
      title: 'Session Library',
      description: 'Open, run and schedule saved sessions.',
      icon: <ActionCardIcon card="session-library" />,
    },
  ];
  return (
    <div className="page admin-page stack gap-6">
      <PageHeader title="Coach Dashboard" description="Manage the activities you create for your organization." />
      <ToolCards label="Tools" tools={cards.filter((card) => card.shown)} />
    </div>
  );
}

export default CoachDashboard;
