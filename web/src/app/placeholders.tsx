import { EmptyState } from '../ui/Card';
import { ClockIcon } from '../ui/icons';

/** Stands in for a screen that is still being built; the lead swaps these for the real ones. */
function ComingSoon({ name }: { name: string }) {
  return (
    <div className="page">
      <EmptyState icon={<ClockIcon />} title={name} description="This screen is coming soon." />
    </div>
  );
}

export const HomePlaceholder = () => <ComingSoon name="Home" />;
export const SessionBuilderPlaceholder = () => <ComingSoon name="Session Builder" />;
export const SessionLibraryPlaceholder = () => <ComingSoon name="Session Library" />;
export const ActivityLibraryPlaceholder = () => <ComingSoon name="Activity Library" />;
export const SessionExecutionPlaceholder = () => <ComingSoon name="Session Run-through" />;
export const CoachCentrePlaceholder = () => <ComingSoon name="Coach Centre" />;
export const AdminPlaceholder = () => <ComingSoon name="Super Admin" />;
export const AdminCategoriesPlaceholder = () => <ComingSoon name="Category Management" />;
export const AdminUsersPlaceholder = () => <ComingSoon name="User Management" />;
export const AdminSectionsPlaceholder = () => <ComingSoon name="Section Management" />;
export const OrgAdminPlaceholder = () => <ComingSoon name="Organization Management" />;
export const CoachDashboardPlaceholder = () => <ComingSoon name="Coach Dashboard" />;
export const ActivityEditorPlaceholder = () => <ComingSoon name="Activity Editor" />;
