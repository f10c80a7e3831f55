import { lazyLoaded } from './lazy-loaded';

export * from './entry-screens';

/**
 * Every screen is its own chunk, so the landing page and home load only what they show
 * and admin screens load only for admins.
 */
export const SessionBuilder = lazyLoaded(() => import('../features/session-builder/SessionBuilder').then((m) => m.default));
export const SessionLibrary = lazyLoaded(() => import('../features/session-library/SessionLibrary').then((m) => m.default));
export const SessionEditor = lazyLoaded(() => import('../features/session-editor/SessionEditor').then((m) => m.default));
export const ActivityLibrary = lazyLoaded(() => import('../features/activity-library/ActivityLibrary').then((m) => m.default));
export const SessionHistory = lazyLoaded(() => import('../features/session-history/SessionHistory').then((m) => m.default));
export const PitchCard = lazyLoaded(() => import('../features/pitch-card/PitchCardScreen').then((m) => m.default));
export const ScheduleEntry = lazyLoaded(() => import('../features/weekly-schedule/ScheduleEntryScreen').then((m) => m.default));
export const CoachCentre = lazyLoaded(() => import('../features/coach-centre/CoachCentre').then((m) => m.default));
export const CoachDashboard = lazyLoaded(() => import('../features/coach-dashboard/CoachDashboard').then((m) => m.default));
export const Admin = lazyLoaded(() => import('../features/admin/AdminDashboard').then((m) => m.default));
export const AdminCategories = lazyLoaded(() => import('../features/admin-categories/CategoryManagement').then((m) => m.default));
export const AdminUsers = lazyLoaded(() => import('../features/admin-users/UserManagement').then((m) => m.default));
export const AdminLeads = lazyLoaded(() => import('../features/admin-leads/Leads').then((m) => m.default));
export const AdminSections = lazyLoaded(() => import('../features/admin-sections/SectionManagement').then((m) => m.default));
export const OrgAdmin = lazyLoaded(() => import('../features/org-admin/OrgAdmin').then((m) => m.default));
export const Curriculum = lazyLoaded(() => import('../features/curriculum/Curriculum').then((m) => m.default));
export const CreateActivity = lazyLoaded(() => import('../features/activity-editor/CreateActivity').then((m) => m.default));
export const EditActivity = lazyLoaded(() => import('../features/activity-editor/EditActivity').then((m) => m.default));
export const Roster = lazyLoaded(() => import('../features/roster/Roster').then((m) => m.default));
export const ClubAuditTrail = lazyLoaded(() => import('../features/audit-trail/AuditTrail').then((m) => m.ClubAuditTrail));
export const PlatformAuditTrail = lazyLoaded(() => import('../features/audit-trail/AuditTrail').then((m) => m.PlatformAuditTrail));
export const Account = lazyLoaded(() => import('../features/account/Account').then((m) => m.default));
export const ClubExport = lazyLoaded(() => import('../features/club-export/ClubExport').then((m) => m.default));
export const Teams = lazyLoaded(() => import('../features/teams/Teams').then((m) => m.default));

// Match day: a group's fixtures, then one match's availability, lineup, live touchline and minutes; the club's minutes.
export const MatchFixtures = lazyLoaded(() => import('../features/match-fixtures/MatchFixtures').then((m) => m.default));
export const MatchAvailability = lazyLoaded(() => import('../features/match-availability/MatchAvailability').then((m) => m.default));
export const MatchLineup = lazyLoaded(() => import('../features/match-lineup/MatchLineup').then((m) => m.default));
export const MatchLive = lazyLoaded(() => import('../features/match-live/MatchLive').then((m) => m.default));
export const MatchReceipt = lazyLoaded(() => import('../features/match-receipt/MatchReceipt').then((m) => m.default));
export const ClubMinutes = lazyLoaded(() => import('../features/match-club-minutes/ClubMinutes').then((m) => m.default));
